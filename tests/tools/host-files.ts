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

/** nginx reads a backslash before a quote or a backslash as that character. */
const unquoted = (word: string) =>
	word.startsWith('"') ? word.slice(1, -1).replace(/\\(["\\])/g, '$1') : word;

/** The locations of an nginx server block: exact (`=`), regular expression (`~`), prefix, named. */
function nginxLocations(text: string) {
	return [...text.matchAll(/location (?:(=|~) )?("(?:[^"\\]|\\.)*"|\S+) \{([^}]*)\}/g)].map(
		([, kind, place, body]) => ({ kind, place: unquoted(place!), body: body! }),
	);
}

/** The headers a location's `add_header` lines send. */
const locationHeaders = (body: string): Headers =>
	Object.fromEntries(
		[...body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map(([, name, value]) => [
			name!,
			value!.replace(/\\(.)/g, '$1'),
		]),
	);

/**
 * An nginx server block as nginx serves a path: an exact `location = /x` first; else the first
 * regular-expression location (`location ~ "..."`) that matches, in the file's order; else the
 * longest prefix location. Only that location's `add_header` lines apply.
 */
export function fromNginxConf(text: string, path: string): Headers {
	const locations = nginxLocations(text);
	const chosen =
		locations.find((location) => location.kind === '=' && location.place === path) ??
		locations.find((location) => location.kind === '~' && new RegExp(location.place).test(path)) ??
		locations
			.filter((location) => location.kind === undefined && path.startsWith(location.place))
			.sort((a, b) => b.place.length - a.place.length)[0];
	expect(chosen, `a location for ${path}`).toBeDefined();
	return locationHeaders(chosen!.body);
}

/**
 * What nginx answers a missing `path` with, as the server block says: its `error_page 404` names a
 * location whose `try_files` takes the first of its files that `exists`, after putting in the
 * value of a `map $uri` variable (its first matching `~regex`, named captures put into the value,
 * else its `default`). Returns that file (null when none exists) and the headers sent with it.
 */
export function errorPageFromNginxConf(
	text: string,
	path: string,
	exists: (file: string) => boolean,
): { page: string | null; headers: Headers } {
	const target = /^\terror_page 404 (\S+);$/m.exec(text)?.[1];
	expect(target, 'the server block names its error page').toBeDefined();
	const location = nginxLocations(text).find((place) => place.place === target);
	expect(location, `a location ${target}`).toBeDefined();
	const variables: Record<string, string> = {};
	for (const [, name, body] of text.matchAll(/^map \$uri \$(\w+) \{\n([\s\S]*?)\n\}$/gm)) {
		const entries = body!.split('\n').map((line) => {
			const [, source = '', value = ''] = /^\t("(?:[^"\\]|\\.)*"|\S+) (\S+);$/.exec(line) ?? [];
			return { source: unquoted(source), value };
		});
		const match = entries
			.filter(({ source }) => source.startsWith('~'))
			.map(({ source, value }) => ({ found: new RegExp(source.slice(1)).exec(path), value }))
			.find(({ found }) => found);
		const fallback = entries.find(({ source }) => source === 'default')?.value ?? '';
		variables[name!] = match
			? match.value.replace(/\$(\w+)/g, (_, group: string) => match.found!.groups?.[group] ?? '')
			: fallback;
	}
	const files = /try_files ([^;]+);/.exec(location!.body)?.[1]?.split(' ') ?? [];
	const page = files
		.slice(0, -1)
		.map((file) => file.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? ''))
		.find(exists);
	return { page: page ?? null, headers: locationHeaders(location!.body) };
}
