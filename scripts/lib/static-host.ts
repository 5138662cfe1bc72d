// What a static host does with the built site, for the bench's server and the tests: which file
// answers a URL path, which headers a Netlify/Cloudflare-style `_headers` file (a path pattern
// line, then indented `Name: value` lines) adds to it, and which error page a missing path gets.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';

/**
 * The file under `root` that answers a URL path (relative to the site's base): the exact file,
 * `<path>/index.html`, then `<path>.html`; null when none exists or the path leaves `root`.
 */
export function fileFor(root: string, urlPath: string): string | null {
	const relative = normalize(decodeURIComponent(urlPath)).replace(/^[/\\]+/, '');
	const base = resolve(root, relative);
	if (base !== resolve(root) && !base.startsWith(resolve(root) + sep)) return null;
	for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	return null;
}

/** The headers for paths that match `pattern`. */
interface HeaderRule {
	pattern: RegExp;
	headers: [string, string][];
}

/** The rules of a `_headers` file, in file order; none when the file does not exist. */
export function readHeaderRules(file: string): HeaderRule[] {
	if (!existsSync(file)) return [];
	const rules: HeaderRule[] = [];
	for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
		if (!line.trim() || line.trim().startsWith('#')) continue;
		if (!/^\s/.test(line)) {
			const source = line
				.trim()
				.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
				.replace(/\*/g, '.*');
			rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
			continue;
		}
		const colon = line.indexOf(':');
		if (colon > 0 && rules.length) {
			rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
		}
	}
	return rules;
}

/** Every header the rules give a URL path, later rules after earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
	return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}

/** A `_redirects` rule with status 404: a missing path that `pattern` matches gets `page`. */
interface ErrorPageRule {
	pattern: RegExp;
	page: string;
}

/**
 * The status-404 rules of a Netlify `_redirects` text (`/es/* /es/404.html 404`: a `*` matches
 * the rest of the path), in file order; other rules are left out.
 */
export function parseErrorPageRules(text: string): ErrorPageRule[] {
	return text
		.split(/\r?\n/)
		.map((line) => line.trim().split(/\s+/))
		.filter(([from = '', , status]) => from !== '' && !from.startsWith('#') && status === '404')
		.map(([from = '', page = '']) => {
			const source = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
			return { pattern: new RegExp(`^${source}$`), page };
		});
}

/** The status-404 rules of a `_redirects` file; none when the file does not exist. */
export function readErrorPageRules(file: string): ErrorPageRule[] {
	return existsSync(file) ? parseErrorPageRules(readFileSync(file, 'utf8')) : [];
}

/** The error page a missing path gets: the first matching rule's, as Netlify picks it; or null. */
export function errorPageFor(rules: ErrorPageRule[], pathname: string): string | null {
	return rules.find((rule) => rule.pattern.test(pathname))?.page ?? null;
}
