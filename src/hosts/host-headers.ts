// The HTTP headers the site is served with, in one place: every host's file is written from
// these rules, so they cannot drift apart. Further languages' pages are named by a pattern
// (`/:lang/about`), so the host files kept in the repository hold for any list of languages.

/**
 * Headers for a set of URL paths. `/x/*` matches everything under `/x/`, `/:lang` a further
 * language's prefix; other paths match exactly.
 */
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

/** Stands in a path for the prefix of any language after the first: `/:lang/about` is `/es/about`. */
export const LANGUAGE_PREFIX = '/:lang';

/**
 * A further language's path segment as a regular expression: a language tag in lower case, as
 * the pages' paths write it (`es`, `pt-br`, `zh-hant-tw`); `og`, the link-preview images' folder,
 * is none.
 */
export const LANGUAGE_SEGMENT = '(?!og\\b)[a-z]{2,3}(?:-[a-z0-9]{2,8})*';

/**
 * The pages' paths: those of PAGE_PATHS, and each further language's under its prefix (`/es`,
 * `/es.html`, `/es/projects/*`, its error page `/es/404.html`, ...).
 */
export function pagePaths(): string[] {
	const own = PAGE_PATHS.filter((path) => !['/', '/index.html'].includes(path));
	const homes = [LANGUAGE_PREFIX, `${LANGUAGE_PREFIX}.html`];
	return [...PAGE_PATHS, ...homes, ...own.map((path) => `${LANGUAGE_PREFIX}${path}`)];
}

/** The search page's paths: the default language's and each further one's under its prefix. */
export function searchPagePaths(): string[] {
	return [...SEARCH_PAGE_PATHS, ...SEARCH_PAGE_PATHS.map((path) => `${LANGUAGE_PREFIX}${path}`)];
}

/** The other files' paths: each language has its résumé files and feeds. */
export function filePaths(): string[] {
	const own = ['/feeds/*', '/resume.json', '/resume.pdf'];
	return [...FILE_PATHS, ...own.map((path) => `${LANGUAGE_PREFIX}${path}`)];
}

/**
 * `rules` without the paths of the pages a site does not build: `/contact` takes `/contact.html`
 * and `/:lang/contact` with it, `/resume` its `.json` and `.pdf` too.
 */
export function withoutPages(rules: HeaderRule[], routes: readonly string[]): HeaderRule[] {
	const isOff = (path: string) => {
		const own = path.startsWith(`${LANGUAGE_PREFIX}/`) ? path.slice(LANGUAGE_PREFIX.length) : path;
		return routes.some((route) => own === route || own.startsWith(`${route}.`));
	};
	return rules.map((rule) => ({ ...rule, paths: rule.paths.filter((path) => !isOff(path)) }));
}

/**
 * The header rules, for any languages. No two rules that can match the same path set the same
 * header: hosts disagree on what happens then (Netlify keeps the later value, Cloudflare joins
 * both with a comma, nginx keeps only the innermost location's headers), and without overlaps
 * every host sends exactly the headers listed here.
 */
export function headerRules(): HeaderRule[] {
	return [
		{ paths: ['/*'], headers: EVERY_RESPONSE },
		{ paths: pagePaths(), headers: { 'Content-Security-Policy': PAGE_POLICY } },
		{ paths: filePaths(), headers: { 'Content-Security-Policy': FILE_POLICY } },
		{ paths: searchPagePaths(), headers: { 'Content-Security-Policy': SEARCH_PAGE_POLICY } },
		{ paths: SEARCH_FILE_PATHS, headers: { 'Content-Security-Policy': SEARCH_FILE_POLICY } },
		// Built files carry a hash of their content in their name: cached for a year.
		{ paths: ['/_astro/*'], headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
	];
}

/** The header rules, for any languages. */
export const HEADER_RULES: HeaderRule[] = headerRules();

/** `paths` for a site in `languages` (the default first): `/:lang` spelled out (`/es/about`). */
export function spelledOut(paths: string[], languages: readonly string[]): string[] {
	const prefixes = languages.slice(1).map((lang) => `/${lang.toLowerCase()}`);
	return paths.flatMap((path) =>
		path.includes(LANGUAGE_PREFIX)
			? prefixes.map((prefix) => path.replace(LANGUAGE_PREFIX, prefix))
			: [path],
	);
}

/** `rules` for a site in `languages`, for a host file that takes no pattern (`_headers`). */
export function forLanguages(rules: HeaderRule[], languages: readonly string[]): HeaderRule[] {
	return rules.map((rule) => ({ ...rule, paths: spelledOut(rule.paths, languages) }));
}

/** `text` escaped for a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of a path pattern: `/x/*` matches every path that starts with `/x/`,
 * `/:lang` a further language's prefix, anything else itself; `isPrefix` for the former.
 */
export function patternSource(pattern: string): { source: string; isPrefix: boolean } {
	const isPrefix = pattern.endsWith('/*');
	const path = isPrefix ? pattern.slice(0, -1) : pattern;
	const source = path.split(LANGUAGE_PREFIX).map(escaped).join(`/${LANGUAGE_SEGMENT}`);
	return { source: `^${source}${isPrefix ? '' : '$'}`, isPrefix };
}

/** Whether `pattern` (`/x/*`, `/*`, a path with `/:lang` or an exact path) matches a URL path. */
export function pathMatches(pattern: string, pathname: string): boolean {
	return new RegExp(patternSource(pattern).source).test(pathname);
}

/** Every header the rules give a URL path (relative to the site's base). */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
	const matching = rules.filter((rule) => rule.paths.some((path) => pathMatches(path, pathname)));
	return Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}
