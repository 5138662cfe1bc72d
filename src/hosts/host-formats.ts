// The header rules in each host's format: `_headers` (Netlify, Cloudflare Pages), `vercel.json`
// (Vercel) and an nginx server block (the container image).
import {
	LANGUAGE_PREFIX,
	LANGUAGE_SEGMENT,
	headersForPath,
	patternSource,
	type HeaderRule,
} from './host-headers.ts';

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

/** A regular expression in nginx's quotes (it reads `\\` as one backslash; `$` is the end). */
const quotedPattern = (source: string) => `"${source.replace(/["\\]/g, '\\$&')}"`;

/**
 * The nginx server block of the container image: serves /usr/share/nginx/html (the built site,
 * in its `base` folder under a sub-path), `/about` from about.html, 404.html for unknown paths,
 * and the same headers. An nginx location that sets any header drops the ones of the enclosing
 * block, so each location lists every header of every rule that matches it. A further
 * language's paths are regular-expression locations, which nginx prefers to every prefix
 * location but the exact ones; no two of them match one path.
 */
export function nginxConf(rules: HeaderRule[], base = ''): string {
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
