/**
 * The hosts' header files: each is read back the way its host reads it (a `_headers` file's
 * path blocks, vercel.json's `source` patterns, nginx's choice of location), and every host
 * gives every kind of URL the same headers as the rules in src/lib/host-headers.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	FILE_POLICY,
	PAGE_POLICY,
	SEARCH_FILE_POLICY,
	SEARCH_PAGE_POLICY,
	headerRules,
	headersFile,
	headersForPath,
	nginxConf,
	vercelJson,
} from '../../src/security/host-headers.ts';
import { languages } from '../content.ts';

/** The rules of the site's languages: each further one's pages and files under its prefix. */
const HEADER_RULES = headerRules(languages);
/** The paths of each language after the first, e.g. `/es`, `/es/about`, `/es/resume.json`. */
const inLanguages = (paths: string[]) =>
	languages.slice(1).flatMap((lang) => paths.map((path) => `/${lang.toLowerCase()}${path}`));

type Headers = Record<string, string>;

const PAGES = [
	'/',
	'/about',
	'/about.html',
	'/contact',
	'/projects',
	'/projects.html',
	'/projects/some-app',
	'/projects/tags/react',
	'/404.html',
	...inLanguages(['', '.html', '/about', '/projects', '/projects/some-app', '/resume.html']),
];
const FILES = [
	'/_astro/page.Ab12.js',
	'/_astro/logo.Cd34.svg',
	'/_astro/shot.Ef56.avif',
	'/og/index.png',
	'/og/projects/some-app.png',
	'/robots.txt',
	'/sitemap-index.xml',
	...inLanguages(['/resume.json', '/resume.pdf']),
];
/** The search page in every language, and Pagefind's files. */
const SEARCH_PAGES = ['/search', '/search.html', ...inLanguages(['/search', '/search.html'])];
const SEARCH_FILES = [
	'/pagefind/pagefind.js',
	'/pagefind/pagefind-worker.js',
	'/pagefind/index/en_1.pf_index',
];

/** A `_headers` file as Netlify and Cloudflare Pages read it: every matching block's headers. */
function fromHeadersFile(text: string, path: string): Headers {
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
function fromVercelJson(text: string, path: string): Headers {
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
function fromNginxConf(text: string, path: string): Headers {
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

const HOSTS = {
	'_headers (Netlify, Cloudflare Pages)': {
		text: headersFile(HEADER_RULES),
		read: fromHeadersFile,
	},
	'vercel.json (Vercel)': { text: vercelJson(HEADER_RULES), read: fromVercelJson },
	'deploy/nginx.conf (container)': { text: nginxConf(HEADER_RULES), read: fromNginxConf },
};

describe('host header files', () => {
	test('pages get the page policy, every other file the file policy, every response HSTS', () => {
		for (const path of PAGES) {
			expect(headersForPath(HEADER_RULES, path)['Content-Security-Policy'], path).toBe(PAGE_POLICY);
		}
		for (const path of FILES) {
			expect(headersForPath(HEADER_RULES, path)['Content-Security-Policy'], path).toBe(FILE_POLICY);
		}
		expect(FILE_POLICY).toMatch(/default-src 'none'/);
		expect(FILE_POLICY).toMatch(/\bsandbox\b/);
		expect(FILE_POLICY).not.toMatch(/script-src/);
		for (const path of [...PAGES, ...FILES]) {
			expect(headersForPath(HEADER_RULES, path)['Strict-Transport-Security'], path).toMatch(
				/^max-age=\d{7,}/,
			);
		}
	});

	test('the search page alone adds a worker of the site’s own; Pagefind’s worker may compile its WebAssembly', () => {
		for (const path of SEARCH_PAGES) {
			expect(headersForPath(HEADER_RULES, path)['Content-Security-Policy'], path).toBe(
				SEARCH_PAGE_POLICY,
			);
		}
		expect(SEARCH_PAGE_POLICY).toBe(`${PAGE_POLICY}; worker-src 'self'`);
		for (const path of SEARCH_FILES) {
			expect(headersForPath(HEADER_RULES, path)['Content-Security-Policy'], path).toBe(
				SEARCH_FILE_POLICY,
			);
		}
		expect(SEARCH_FILE_POLICY).toMatch(/default-src 'none'/);
		expect(SEARCH_FILE_POLICY).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
		expect(SEARCH_FILE_POLICY).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
		for (const path of [...PAGES, ...FILES])
			expect(headersForPath(HEADER_RULES, path)['Content-Security-Policy'], path).not.toMatch(
				/wasm|worker/,
			);
	});

	for (const [host, { text, read }] of Object.entries(HOSTS)) {
		test(`${host} gives every path the same headers as the rules`, () => {
			for (const path of [...PAGES, ...FILES, ...SEARCH_PAGES, ...SEARCH_FILES]) {
				expect(read(text, path), path).toEqual(headersForPath(HEADER_RULES, path));
			}
		});
	}

	test('the kept files are what the rules generate (a build rewrites them)', () => {
		expect(readFileSync('vercel.json', 'utf8')).toBe(vercelJson(HEADER_RULES));
		expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConf(HEADER_RULES));
	});

	test('nginx serves /about from about.html and unknown paths with 404.html', () => {
		const conf = nginxConf(HEADER_RULES);
		expect(conf).toContain('try_files $uri $uri.html $uri/ =404;');
		expect(conf).toMatch(/error_page 404 \/404\.html;/);
	});
});
