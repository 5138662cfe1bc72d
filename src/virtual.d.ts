/** The built URLs of the brand files site.json names, keyed by file name (src/integrations/brand.ts). */
declare module 'virtual:brand' {
	const urls: Record<string, string>;
	export default urls;
}
