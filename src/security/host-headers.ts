// The HTTP headers the site is served with, as one set of rules, and the files each host reads them
// from (`_headers`, `vercel.json`, an nginx server block), so they cannot drift apart.

/** Headers for a set of URL paths. `/x/*` matches everything under `/x/`; other paths exactly. */
export interface HeaderRule {
	paths: string[];
	headers: Record<string, string>;
}

/** Sent with every response. */
const EVERY_RESPONSE: Record<string, string> = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
	'X-Frame-Options': 'DENY',
	'Cross-Origin-Opener-Policy': 'same-origin',
	// HTTPS only, remembered for a year: once a browser has seen this, it refuses plain HTTP for
	// this host name until a year after its last visit, so the site must stay on HTTPS for that
	// long (hosts that set this serve HTTPS anyway). It names no subdomain: adding
	// `includeSubDomains` would bind every subdomain of the host to HTTPS as well.
	'Strict-Transport-Security': 'max-age=31536000',
};

/**
 * The pages' policy. Each page carries its own <meta> policy with the hashes of its inline
 * scripts and styles; browsers enforce every policy they get, so this one sets no default-src,
 * script-src or style-src (without those hashes it would block the islands). It adds what a
 * <meta> policy cannot set (frame-ancestors) and repeats the site-wide limits.
 */
export const PAGE_POLICY =
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * Every other file (images, SVG, scripts, styles, the sitemap): opened on its own it may run
 * no script and load nothing, and an SVG is sandboxed (its inline styles still apply).
 */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The built pages, as hosts serve them: `/about` and `/about.html` (build.format 'file'), the
 * error page, and everything under /projects/ (project and tag pages) and /notes/ (each note,
 * the list's further pages).
 */
export const PAGE_PATHS = [
	'/',
	'/index.html',
	'/about',
	'/about.html',
	'/contact',
	'/contact.html',
	'/projects',
	'/projects.html',
	'/projects/*',
	'/notes',
	'/notes.html',
	'/notes/*',
	'/resume',
	'/resume.html',
	'/404.html',
];

/**
 * The search page's policy: the pages' policy, and the worker Pagefind searches in, from the site
 * only. Its <meta> policy adds 'wasm-unsafe-eval' to its hashed scripts; no other page has either.
 */
export const SEARCH_PAGE_POLICY = `${PAGE_POLICY}; worker-src 'self'`;

/** The search page, as hosts serve it. */
export const SEARCH_PAGE_PATHS = ['/search', '/search.html'];

/**
 * Pagefind's script, worker, WebAssembly and index. A worker takes the policy its own file is
 * served with: it may fetch the index from the site and compile Pagefind's WebAssembly, no more.
 */
export const SEARCH_FILE_POLICY =
	"default-src 'none'; connect-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

/** Pagefind's folder in the built site. */
export const SEARCH_FILE_PATHS = ['/pagefind/*'];

/** Every file of the site that is not a page. */
export const FILE_PATHS = [
	'/_astro/*',
	'/feeds/*',
	'/og/*',
	'/resume.json',
	'/resume.pdf',
	'/robots.txt',
	'/sitemap-index.xml',
	'/sitemap-0.xml',
];

/** The paths of `paths` under each language after the first (`languages`, the site's), lower case. */
function prefixed(paths: string[], languages: readonly string[]): string[] {
	return languages.slice(1).flatMap((lang) => paths.map((path) => `/${lang.toLowerCase()}${path}`));
}

/**
 * The pages' paths of a site in `languages`: those of PAGE_PATHS, and each further language's
 * under its prefix (`/es`, `/es.html`, `/es/projects/*`, ...); the error page is the default's.
 */
export function pagePaths(languages: readonly string[] = []): string[] {
	const own = PAGE_PATHS.filter((path) => !['/', '/index.html', '/404.html'].includes(path));
	const homes = languages.slice(1).flatMap((lang) => {
		const prefix = `/${lang.toLowerCase()}`;
		return [prefix, `${prefix}.html`];
	});
	return [...PAGE_PATHS, ...homes, ...prefixed(own, languages)];
}

/** The search page's paths of a site in `languages`: the default's and each further one's. */
export function searchPagePaths(languages: readonly string[] = []): string[] {
	return [...SEARCH_PAGE_PATHS, ...prefixed(SEARCH_PAGE_PATHS, languages)];
}

/** The other files' paths of a site in `languages`: each language has its résumé files and feeds. */
export function filePaths(languages: readonly string[] = []): string[] {
	return [...FILE_PATHS, ...prefixed(['/feeds/*', '/resume.json', '/resume.pdf'], languages)];
}

/**
 * The header rules of a site in `languages` (the site's, the default first). No two rules that can
 * match one path set the same header: hosts disagree on what happens then (Netlify keeps the later
 * value, Cloudflare joins both with a comma, nginx keeps only the innermost location's headers).
 */
export function headerRules(languages: readonly string[] = []): HeaderRule[] {
	return [
		{ paths: ['/*'], headers: EVERY_RESPONSE },
		{ paths: pagePaths(languages), headers: { 'Content-Security-Policy': PAGE_POLICY } },
		{ paths: filePaths(languages), headers: { 'Content-Security-Policy': FILE_POLICY } },
		{
			paths: searchPagePaths(languages),
			headers: { 'Content-Security-Policy': SEARCH_PAGE_POLICY },
		},
		{ paths: SEARCH_FILE_PATHS, headers: { 'Content-Security-Policy': SEARCH_FILE_POLICY } },
		// Built files carry a hash of their content in their name: cached for a year.
		{ paths: ['/_astro/*'], headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
	];
}

/** The header rules of a site in one language. */
export const HEADER_RULES: HeaderRule[] = headerRules();

/** Whether `pattern` (`/x/*`, `/*` or an exact path) matches a URL path. */
export function pathMatches(pattern: string, pathname: string): boolean {
	return pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** Every header the rules give a URL path (relative to the site's base). */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
	const matching = rules.filter((rule) => rule.paths.some((path) => pathMatches(path, pathname)));
	return Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}

/** The headers of the rules whose patterns match every path that starts with `prefix`. */
function headersForPrefix(rules: HeaderRule[], prefix: string): Record<string, string> {
	const covers = (pattern: string) =>
		pattern.endsWith('/*') && prefix.startsWith(pattern.slice(0, -1));
	const matching = rules.filter((rule) => rule.paths.some(covers));
	return Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}

const GENERATED = 'Generated by the build from src/security/host-headers.ts: edit the rules there.';

/** The `_headers` file Netlify and Cloudflare Pages read from the published folder. */
export function headersFile(rules: HeaderRule[]): string {
	const blocks = rules.flatMap((rule) =>
		rule.paths.map((path) =>
			[path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join(
				'\n',
			),
		),
	);
	return `# ${GENERATED}\n${blocks.join('\n\n')}\n`;
}

/**
 * A path pattern as Vercel's `source` (path-to-regexp): `/*` becomes `/(.*)`, every path, and
 * `/x/*` becomes `/x/:path+`, one or more segments (`:path*` would match `/x` itself too).
 */
function vercelSource(path: string): string {
	if (path === '/*') return '/(.*)';
	return path.endsWith('/*') ? `${path.slice(0, -1)}:path+` : path;
}

/**
 * `vercel.json`: the build command (Astro's telemetry off, as on every deploy path) and folder,
 * `/about` served from about.html (cleanUrls), and the headers. Vercel sends 404.html for unknown
 * paths by itself.
 */
export function vercelJson(rules: HeaderRule[]): string {
	const headers = rules.flatMap((rule) =>
		rule.paths.map((path) => ({
			source: vercelSource(path),
			headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
		})),
	);
	const config = {
		$schema: 'https://openapi.vercel.sh/vercel.json',
		buildCommand: 'ASTRO_TELEMETRY_DISABLED=1 npm run build',
		outputDirectory: 'dist',
		cleanUrls: true,
		headers,
	};
	return `${JSON.stringify(config, null, '\t')}\n`;
}

/** A value in nginx's quotes: the policies hold single quotes only. */
const quoted = (value: string) => `"${value.replace(/["\\$]/g, '\\$&')}"`;

/**
 * The nginx server block of the container image: serves /usr/share/nginx/html (the built site,
 * in its `base` folder under a sub-path), `/about` from about.html, 404.html for unknown paths,
 * and the same headers. An nginx location that sets any header drops the ones of the enclosing
 * block, so each location lists every header of every rule that matches it.
 */
export function nginxConf(rules: HeaderRule[], base = ''): string {
	const paths = [...new Set(rules.flatMap((rule) => rule.paths))];
	const locations = paths.map((path) => {
		const prefix = path.endsWith('/*') ? path.slice(0, -1) : undefined;
		// A prefix location gets the rules whose patterns match every path under it.
		const headers = Object.entries(
			prefix === undefined ? headersForPath(rules, path) : headersForPrefix(rules, prefix),
		);
		return [
			`\tlocation ${prefix ?? `= ${path}`} {`,
			...headers.map(([name, value]) => `\t\tadd_header ${name} ${quoted(value)} always;`),
			'\t\ttry_files $uri $uri.html $uri/ =404;',
			'\t}',
		].join('\n');
	});
	return [
		`# ${GENERATED}`,
		'server {',
		'\tlisten 8080;',
		'\tserver_name _;',
		'\troot /usr/share/nginx/html;',
		'\tserver_tokens off;',
		'\tcharset utf-8;',
		'\tindex index.html;',
		`\terror_page 404 ${base}/404.html;`,
		// The hosts' own header file is not part of the site.
		`\tlocation = ${base}/_headers {`,
		'\t\treturn 404;',
		'\t}',
		...locations,
		'}',
		'',
	].join('\n');
}
