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

/** vercel.json as Vercel reads it: `source` is a path-to-regexp pattern (`/(.*)` every path, `:path+` one or more segments). */
export function fromVercelJson(text: string, path: string): Headers {
	const config = JSON.parse(text) as {
		headers: { source: string; headers: { key: string; value: string }[] }[];
	};
	const headers: Headers = {};
	for (const rule of config.headers) {
		const pattern =
			rule.source === '/(.*)'
				? '/.*'
				: rule.source.replace(/[.]/g, '\\.').replace(/\/:path\+$/, '/.+');
		if (!new RegExp(`^${pattern}$`).test(path)) continue;
		for (const { key, value } of rule.headers) {
			expect(headers[key], `${key} set twice for ${path}`).toBeUndefined();
			headers[key] = value;
		}
	}
	return headers;
}

/**
 * An nginx server block as nginx serves a path: an exact `location = /x` first, else the
 * longest prefix location; only that location's `add_header` lines apply.
 */
export function fromNginxConf(text: string, path: string): Headers {
	const locations = [...text.matchAll(/location (= )?(\S+) \{([^}]*)\}/g)].map(
		([, exact, prefix, body]) => ({ exact: Boolean(exact), prefix: prefix!, body: body! }),
	);
	const exact = locations.find((location) => location.exact && location.prefix === path);
	const chosen =
		exact ??
		locations
			.filter((location) => !location.exact && path.startsWith(location.prefix))
			.sort((a, b) => b.prefix.length - a.prefix.length)[0];
	expect(chosen, `a location for ${path}`).toBeDefined();
	return Object.fromEntries(
		[...chosen!.body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map(
			([, name, value]) => [name!, value!.replace(/\\(.)/g, '$1')],
		),
	);
}
