// The header and error page rules in each host's format: `_headers` and `_redirects` (Netlify,
// Cloudflare Pages), `vercel.json` (Vercel) and an nginx server block (the container image).
import {
	LANGUAGE_PREFIX,
	LANGUAGE_SEGMENT,
	headersForPath,
	patternSource,
	type HeaderRule,
} from './host-headers.ts';
import { ERROR_PAGE_RULES, errorPagesUnderBase, type ErrorPageRule } from './host-errors.ts';

/** The headers of the rules whose patterns match every path that starts with `prefix`. */
function headersForPrefix(rules: HeaderRule[], prefix: string): Record<string, string> {
	const covers = (pattern: string) =>
		pattern.endsWith('/*') && new RegExp(patternSource(pattern).source).test(prefix);
	const matching = rules.filter((rule) => rule.paths.some(covers));
	return Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}

const GENERATED =
	'Generated from src/hosts/host-headers.ts by npm run host-files: edit the rules there.';

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
 * The `_redirects` file Netlify reads: each rule's missing paths answered with its error page and
 * status 404 (a rule applies only where no file answers the path). Cloudflare Pages ignores rules
 * with that status and picks the nearest 404.html by itself, which is the same page.
 */
export function redirectsFile(rules: ErrorPageRule[]): string {
	const lines = rules.map(({ paths, page }) => `${paths} ${page} 404`);
	return `# Generated from src/hosts/host-errors.ts by the build: edit the rules there.\n${lines.join('\n')}\n`;
}

/**
 * A path pattern as Vercel's `source` (path-to-regexp): `/*` becomes `/(.*)`, every path, `/x/*`
 * becomes `/x/:path+`, one or more segments (`:path*` would match `/x` itself too), and `/:lang`
 * a parameter that takes a language's prefix only.
 */
function vercelSource(pattern: string): string {
	if (pattern === '/*') return '/(.*)';
	const path = pattern.endsWith('/*') ? `${pattern.slice(0, -1)}:path+` : pattern;
	return path.replace(LANGUAGE_PREFIX, `${LANGUAGE_PREFIX}(${LANGUAGE_SEGMENT})`);
}

/**
 * `vercel.json`: the build command (Astro's telemetry off, as on every deploy path) and folder,
 * `/about` served from about.html (cleanUrls), and the headers. Vercel sends 404.html for unknown
 * paths by itself; another page per path would take its legacy `routes`, which rule out `headers`
 * and `cleanUrls`, so there the root error page's script shows the path's language.
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

/** A regular expression in nginx's quotes (it reads `\\` as one backslash; `$` is the end). */
const quotedPattern = (source: string) => `"${source.replace(/["\\]/g, '\\$&')}"`;

/**
 * The error pages as an nginx `map` from the path asked for to the page that answers it when it
 * is missing: a further language's prefix (a named capture) to its page, anything else to the
 * default's. nginx reads a `map` in the `http` block, which includes the container's server file.
 */
function nginxErrorMap(errors: ErrorPageRule[]): string[] {
	const entries = errors.map(({ paths, page }) => {
		if (paths === '/*') return `\tdefault ${page};`;
		const source = patternSource(paths).source.replace(
			`/${LANGUAGE_SEGMENT}`,
			`/(?<lang>${LANGUAGE_SEGMENT})`,
		);
		return `\t${quotedPattern(`~${source}`)} ${page.replace(LANGUAGE_PREFIX, '/$lang')};`;
	});
	return ['map $uri $error_page_file {', ...entries, '}'];
}

/**
 * The nginx server block of the container image: serves /usr/share/nginx/html (the built site,
 * in its `base` folder under a sub-path), `/about` from about.html, and the same headers; a
 * missing path gets the error page its `errors` rule names (the default's when that file is
 * missing too) with status 404. An nginx location that sets any header drops the ones of the
 * enclosing block, so each location lists every header of every rule that matches it. A further
 * language's paths are regular-expression locations, which nginx prefers to every prefix
 * location but the exact ones; no two of them match one path.
 */
export function nginxConf(
	rules: HeaderRule[],
	base = '',
	errors: ErrorPageRule[] = errorPagesUnderBase(ERROR_PAGE_RULES, base),
): string {
	const paths = [...new Set(rules.flatMap((rule) => rule.paths))];
	const locations = paths.map((path) => {
		// A language's paths are a regular expression; their headers are those of any language.
		const isPattern = path.includes(LANGUAGE_PREFIX);
		const example = path.replace(LANGUAGE_PREFIX, '/xx');
		const prefix = example.endsWith('/*') ? example.slice(0, -1) : undefined;
		// A prefix location gets the rules whose patterns match every path under it.
		const headers = Object.entries(
			prefix === undefined ? headersForPath(rules, example) : headersForPrefix(rules, prefix),
		);
		const match = isPattern
			? `~ ${quotedPattern(patternSource(path).source)}`
			: (prefix ?? `= ${path}`);
		return [
			`\tlocation ${match} {`,
			...headers.map(([name, value]) => `\t\tadd_header ${name} ${quoted(value)} always;`),
			'\t\ttry_files $uri $uri.html $uri/ =404;',
			'\t}',
		].join('\n');
	});
	// The error page is served from a named location, which keeps the status 404.
	const fallback = errors.find(({ paths }) => paths === '/*')?.page ?? `${base}/404.html`;
	const errorHeaders = Object.entries(headersForPath(rules, fallback));
	return [
		`# ${GENERATED.replace('host-headers.ts', 'host-headers.ts and host-errors.ts')}`,
		...nginxErrorMap(errors),
		'server {',
		'\tlisten 8080;',
		'\tserver_name _;',
		'\troot /usr/share/nginx/html;',
		'\tserver_tokens off;',
		'\tcharset utf-8;',
		'\tindex index.html;',
		'\terror_page 404 @missing;',
		'\tlocation @missing {',
		...errorHeaders.map(([name, value]) => `\t\tadd_header ${name} ${quoted(value)} always;`),
		`\t\ttry_files $error_page_file ${fallback} =404;`,
		'\t}',
		// The hosts' own files are not part of the site.
		...['_headers', '_redirects'].flatMap((file) => [
			`\tlocation = ${base}/${file} {`,
			'\t\treturn 404;',
			'\t}',
		]),
		...locations,
		'}',
		'',
	].join('\n');
}
