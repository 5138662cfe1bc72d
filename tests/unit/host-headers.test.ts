/**
 * The hosts' header files: each is read back the way its host reads it (a `_headers` file's
 * path blocks, vercel.json's `source` patterns, nginx's choice of location), and every host
 * gives every kind of URL, in any language, the same headers as the rules.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
	FILE_POLICY,
	PAGE_POLICY,
	forLanguages,
	SEARCH_FILE_POLICY,
	SEARCH_PAGE_POLICY,
	headerRules,
	headersForPath,
} from '../../src/hosts/host-headers.ts';
import { headersFile, nginxConf, vercelJson } from '../../src/hosts/host-formats.ts';
import { headerBase, rulesUnderBase } from '../../src/hosts/host-base.ts';
import hostConfigs from '../../src/integrations/host-configs.ts';
import { hostFiles } from '../../src/hosts/host-files.ts';
import { languages } from '../tools/content.ts';
import { fromHeadersFile, fromNginxConf, fromVercelJson } from '../tools/host-files.ts';

/** The rules, for any languages: each further one's pages and files under its prefix. */
const HEADER_RULES = headerRules();
/** The site's languages and a few more, each written as its own paths write it. */
const LANGUAGES = [...new Set([...languages, 'es', 'pt-BR', 'zh-Hant-TW', 'ar', 'fil'])];
/** The paths of each language after the first, e.g. `/es`, `/es/about`, `/es/resume.json`. */
const inLanguages = (paths: string[]) =>
	LANGUAGES.slice(1).flatMap((lang) => paths.map((path) => `/${lang.toLowerCase()}${path}`));

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
	'/notes',
	'/notes/2',
	'/notes/some-note',
	...inLanguages([
		'',
		'.html',
		'/about',
		'/projects',
		'/projects/some-app',
		'/notes/some-note',
		'/resume.html',
	]),
];
const FILES = [
	'/_astro/page.Ab12.js',
	'/_astro/logo.Cd34.svg',
	'/_astro/shot.Ef56.avif',
	'/og/index.png',
	'/og/about.png',
	'/og/projects/some-app.png',
	'/og/es/projects/some-app.png',
	'/robots.txt',
	'/sitemap-index.xml',
	'/resume.json',
	'/feeds/rss.xml',
	'/feeds/tags/react/atom.xml',
	...inLanguages(['/resume.json', '/resume.pdf', '/feeds/rss.xml']),
];
/** The search page in every language, and Pagefind's files. */
const SEARCH_PAGES = ['/search', '/search.html', ...inLanguages(['/search', '/search.html'])];
const SEARCH_FILES = [
	'/pagefind/pagefind.js',
	'/pagefind/pagefind-worker.js',
	'/pagefind/index/en_1.pf_index',
];

const HOSTS = {
	'_headers (Netlify, Cloudflare Pages)': {
		text: headersFile(forLanguages(HEADER_RULES, LANGUAGES)),
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

	test('the kept files are what the rules generate, for any languages', () => {
		for (const [name, text] of Object.entries(hostFiles(undefined)))
			expect(readFileSync(name, 'utf8'), `${name}: run npm run host-files`).toBe(text);
		expect(readFileSync('vercel.json', 'utf8')).toBe(vercelJson(HEADER_RULES));
		expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConf(HEADER_RULES));
	});

	test('a build writes dist/_headers for its languages and nothing outside dist/', () => {
		const kept = Object.keys(hostFiles(undefined)).map((name) => readFileSync(name, 'utf8'));
		for (const siteLanguages of [['en'], ['en', 'es', 'pt-BR']]) {
			const root = mkdtempSync(join(tmpdir(), 'host-configs-'));
			try {
				const dist = join(root, 'dist');
				const built = ['index.html', 'about.html', '_astro/page.js', 'og/index.png'];
				for (const lang of siteLanguages.slice(1))
					built.push(`${lang.toLowerCase()}.html`, `${lang.toLowerCase()}/resume.json`);
				for (const file of built) {
					mkdirSync(dirname(join(dist, file)), { recursive: true });
					writeFileSync(join(dist, file), '');
				}
				const { hooks } = hostConfigs(siteLanguages);
				const config = { root: pathToFileURL(`${root}/`), base: '/' };
				const logger = { info: () => {} };
				(hooks['astro:config:done'] as (options: unknown) => void)({ config });
				(hooks['astro:build:done'] as (options: unknown) => void)({
					dir: pathToFileURL(`${dist}/`),
					logger,
				});
				expect(readdirSync(root)).toEqual(['dist']);
				expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(
					headersFile(forLanguages(HEADER_RULES, siteLanguages)),
				);
			} finally {
				rmSync(root, { recursive: true, force: true });
			}
		}
		// The kept files are the same for one language and for three.
		expect(Object.keys(hostFiles(undefined)).map((name) => readFileSync(name, 'utf8'))).toEqual(
			kept,
		);
	});

	test('nginx serves /about from about.html and unknown paths with 404.html', () => {
		const conf = nginxConf(HEADER_RULES);
		expect(conf).toContain('try_files $uri $uri.html $uri/ =404;');
		expect(conf).toMatch(/error_page 404 \/404\.html;/);
	});
});

describe('host header files under a sub-path (BASE_PATH=/repo)', () => {
	const BASE = '/repo';
	const rules = rulesUnderBase(HEADER_RULES, headerBase(BASE));
	const files = {
		_headers: { text: headersFile(forLanguages(rules, LANGUAGES)), read: fromHeadersFile },
		'vercel.json': { text: vercelJson(rules), read: fromVercelJson },
		'nginx.conf': { text: nginxConf(rules, BASE), read: fromNginxConf },
	};
	const under = (path: string) => `${BASE}${path}`;

	test.each(Object.entries(files))(
		'%s gives the pages under it the page policy, its files the sandbox, _astro the year-long cache',
		(_, { text, read }) => {
			for (const path of [BASE, ...PAGES.map(under)])
				expect(read(text, path)['Content-Security-Policy'], path).toBe(PAGE_POLICY);
			for (const path of FILES.map(under))
				expect(read(text, path)['Content-Security-Policy'], path).toBe(FILE_POLICY);
			expect(read(text, under('/_astro/page.Ab12.js'))['Cache-Control']).toBe(
				'public, max-age=31536000, immutable',
			);
			for (const path of [under('/about'), '/elsewhere'])
				expect(read(text, path)['Strict-Transport-Security'], path).toMatch(/^max-age=/);
		},
	);

	test('nginx answers an unknown path with the error page under it, and hides _headers there', () => {
		const conf = files['nginx.conf'].text;
		expect(conf).toMatch(/error_page 404 \/repo\/404\.html;/);
		expect(conf).toMatch(/location = \/repo\/_headers \{\s*return 404;/);
	});

	test('"/", "" and no value are the root; a trailing slash is dropped', () => {
		for (const base of ['/', '', undefined]) expect(headerBase(base)).toBe('');
		expect(headerBase('/repo/')).toBe('/repo');
		expect(headerBase('/a/b.c_d~e-f')).toBe('/a/b.c_d~e-f');
		expect(rulesUnderBase(HEADER_RULES, '')).toEqual(HEADER_RULES);
	});

	test.each(['/my repo', '/a"b', '/x/*', '/../etc', '/a;b', '/a\nb'])(
		'the sub-path %j, which the files cannot hold as it is, is refused naming BASE_PATH',
		(base) => {
			expect(() => headerBase(base)).toThrow(
				/^BASE_PATH: .* cannot be written into the hosts' header files/,
			);
		},
	);
});
