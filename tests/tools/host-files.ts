/**
 * The hosts' header files read back the way each host reads them: a `_headers` file's path
 * blocks (Netlify, Cloudflare Pages), vercel.json's `source` patterns, nginx's choice of
 * location. Each reader fails the test when two rules set one header for a path, since hosts
 * disagree on what happens then.
 */
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** A `_headers` file as Netlify and Cloudflare Pages read it: every matching block's headers. */
export function fromHeadersFile(text: string, path: string): Headers {
	const headers: Headers = {};
	let matches = false;
	for (const line of text.split('\n')) {
		if (!line.trim() || line.startsWith('#')) continue;
		if (!/^\s/.test(line)) {
			const pattern = line.trim();
			matches = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
			continue;
		}
		if (!matches) continue;
		const colon = line.indexOf(':');
		const name = line.slice(0, colon).trim();
		// Cloudflare joins the values of a header set by two matching blocks; Netlify keeps one.
		expect(headers[name], `${name} set twice for ${path}`).toBeUndefined();
		headers[name] = line.slice(colon + 1).trim();
	}
	return headers;
}

/**
 * A `source` pattern as path-to-regexp reads it: `/(.*)` every path, `/:name+` one or more
 * segments, `/:name(regex)` one segment the regex matches; other characters as they are.
 */
export function vercelSourceRegExp(source: string): RegExp {
	if (source === '/(.*)') return /^\/.*$/;
	const param = /\/:\w+(?:\(((?:\\.|\((?:\\.|[^()])*\)|[^()])*)\))?(\+)?/y;
	let pattern = '';
	for (let index = 0; index < source.length;) {
		param.lastIndex = index;
		const match = param.exec(source);
		if (match) {
			const [whole, custom, oneOrMore] = match;
			pattern += oneOrMore ? '(?:/[^/]+)+' : `/(?:${custom ?? '[^/]+'})`;
			index += whole.length;
		} else {
			pattern += source[index]!.replace(/[.*+?^${}()|[\]\\]/, '\\$&');
			index += 1;
		}
	}
	return new RegExp(`^${pattern}$`);
}

/** vercel.json as Vercel reads it: every rule whose `source` pattern matches the path. */
export function fromVercelJson(text: string, path: string): Headers {
	const config = JSON.parse(text) as {
		headers: { source: string; headers: { key: string; value: string }[] }[];
	};
	const headers: Headers = {};
	for (const rule of config.headers) {
		if (!vercelSourceRegExp(rule.source).test(path)) continue;
		for (const { key, value } of rule.headers) {
			expect(headers[key], `${key} set twice for ${path}`).toBeUndefined();
			headers[key] = value;
		}
	}
	return headers;
}

/**
 * An nginx server block as nginx serves a path: an exact `location = /x` first; else the first
 * regular-expression location (`location ~ "..."`) that matches, in the file's order; else the
 * longest prefix location. Only that location's `add_header` lines apply.
 */
export function fromNginxConf(text: string, path: string): Headers {
	const locations = [
		...text.matchAll(/location (?:(=|~) )?("(?:[^"\\]|\\.)*"|\S+) \{([^}]*)\}/g),
	].map(([, kind, place, body]) => ({
		kind,
		// nginx reads a backslash before a quote or a backslash as that character.
		place: place!.startsWith('"') ? place!.slice(1, -1).replace(/\\(["\\])/g, '$1') : place!,
		body: body!,
	}));
	const chosen =
		locations.find((location) => location.kind === '=' && location.place === path) ??
		locations.find((location) => location.kind === '~' && new RegExp(location.place).test(path)) ??
		locations
			.filter((location) => location.kind === undefined && path.startsWith(location.place))
			.sort((a, b) => b.place.length - a.place.length)[0];
	expect(chosen, `a location for ${path}`).toBeDefined();
	return Object.fromEntries(
		[...chosen!.body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map(
			([, name, value]) => [name!, value!.replace(/\\(.)/g, '$1')],
		),
	);
}
