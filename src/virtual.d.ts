// The types of `virtual:brand`: the built URLs of the brand files site.json names and of the
// résumé's photo, keyed by file name, and the home picture and photo as images to optimise.
declare module 'virtual:brand' {
	const urls: Record<string, string>;
	export const images: Record<string, import('astro').ImageMetadata>;
	export default urls;
}
