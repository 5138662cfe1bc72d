/**
 * Reads a Netlify/Cloudflare-style `_headers` file (a path pattern line, then indented
 * `Name: value` lines), so the bench and the browser tests serve pages with the headers a
 * static host would add.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The headers for paths that match `pattern`. */
export interface HeaderRule {
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
