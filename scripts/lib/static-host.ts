// What a static host does with the built site, for the bench's server and the tests:
// which file answers a URL path, and which headers a Netlify/Cloudflare-style `_headers` file
// (a path pattern line, then indented `Name: value` lines) adds to it.
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
