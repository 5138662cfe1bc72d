/**
 * The hosts' header files: each is read back the way its host reads it (a `_headers` file's
 * path blocks, vercel.json's `source` patterns, nginx's choice of location), and every host
 * gives every kind of URL, in any language, the same headers as the rules; a missing path under
 * a language's prefix gets that language's error page wherever the host can say so.
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
import { headersFile, nginxConf, redirectsFile, vercelJson } from '../../src/hosts/host-formats.ts';
import {
	ERROR_PAGE_RULES,
	errorPagesFor,
	errorPagesUnderBase,
} from '../../src/hosts/host-errors.ts';
import { errorPageFor, parseErrorPageRules } from '../../scripts/lib/static-host.ts';
import { headerBase, rulesUnderBase } from '../../src/hosts/host-base.ts';
import hostConfigs from '../../src/integrations/host-configs.ts';
import { hostFiles } from '../../src/hosts/host-files.ts';
import { languages } from '../tools/content.ts';
import {
	errorPageFromNginxConf,
	fromHeadersFile,
	fromNginxConf,
	fromVercelJson,
} from '../tools/host-files.ts';

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
				expect(readFileSync(join(dist, '_redirects'), 'utf8')).toBe(
					redirectsFile(errorPagesFor(ERROR_PAGE_RULES, siteLanguages)),
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

	test('nginx serves /about from about.html, and hides the hosts’ own files', () => {
		const conf = nginxConf(HEADER_RULES);
		expect(conf).toContain('try_files $uri $uri.html $uri/ =404;');
		for (const file of ['_headers', '_redirects'])
			expect(conf).toMatch(new RegExp(`location = /${file} \\{\\s*return 404;`));
	});
});

/** The error pages a site in `languages` builds: the default's, and each further one's. */
const errorPagesOf = (languages: readonly string[], base = '') =>
	new Set([
		`${base}/404.html`,
		...languages.slice(1).map((lang) => `${base}/${lang.toLowerCase()}/404.html`),
	]);

/**
 * The page a missing path should get: under a further language's prefix (its tag in lower case,
 * as the pages' paths write it) that language's error page, anywhere else the default's.
 */
function expectedErrorPage(path: string, languages: readonly string[], base = '') {
	const rest = path.slice(base.length);
	const lang = languages.slice(1).find((tag) => rest.startsWith(`/${tag.toLowerCase()}/`));
	return lang ? `${base}/${lang.toLowerCase()}/404.html` : `${base}/404.html`;
}

/** Missing paths: at the root, deeper, in the share images' folder, under each language's prefix. */
const missingPaths = (languages: readonly string[], base = '') =>
	[
		'/no-such-page',
		'/projects/no-such-app/deeper',
		'/og/no-such.png',
		'/xx/no-such-page',
		...languages
			.slice(1)
			.flatMap((lang) => [`/${lang.toLowerCase()}/no-such-page`, `/${lang.toLowerCase()}/a/b/c`]),
	].map((path) => `${base}${path}`);

/**
 * Each host that can answer a missing path with a page of its choosing, read as it reads its file:
 * Netlify's `_redirects` (the first matching status-404 rule), nginx's server block, and Cloudflare
 * Pages, which needs no file: it answers with the nearest 404.html up the path.
 */
function errorPageHosts(languages: readonly string[], base = '') {
	const rules = errorPagesFor(errorPagesUnderBase(ERROR_PAGE_RULES, headerBase(base)), languages);
	const redirects = parseErrorPageRules(redirectsFile(rules));
	const conf = nginxConf(rulesUnderBase(HEADER_RULES, headerBase(base)), headerBase(base));
	const built = errorPagesOf(languages, base);
	return {
		'_redirects (Netlify)': (path: string) => errorPageFor(redirects, path),
		'deploy/nginx.conf (container)': (path: string) =>
			errorPageFromNginxConf(conf, path, (file) => built.has(file)).page,
		'Cloudflare Pages (the nearest 404.html)': (path: string) => {
			const folders = path.split('/').slice(0, -1);
			const candidates = folders.map((_, end) => `${folders.slice(0, end + 1).join('/')}/404.html`);
			return candidates.reverse().find((page) => built.has(page)) ?? null;
		},
	};
}

describe('error pages', () => {
	for (const base of ['', '/repo']) {
		for (const [host, answer] of Object.entries(errorPageHosts(LANGUAGES, base))) {
			test(`${host}${base ? ` under ${base}` : ''}: a missing path under a language’s prefix gets that language’s error page, any other the default’s`, () => {
				const paths = missingPaths(LANGUAGES, base);
				expect(paths.map(answer)).toEqual(
					paths.map((path) => expectedErrorPage(path, LANGUAGES, base)),
				);
			});
		}
	}

	test('one language: every missing path gets the one error page, on every host', () => {
		for (const answer of Object.values(errorPageHosts(['en'])))
			for (const path of missingPaths(LANGUAGES)) expect(answer(path), path).toBe('/404.html');
	});

	test('nginx sends an error page with the headers of a page, in every language', () => {
		const conf = nginxConf(HEADER_RULES);
		const built = errorPagesOf(LANGUAGES);
		for (const path of missingPaths(LANGUAGES)) {
			const { page, headers } = errorPageFromNginxConf(conf, path, (file) => built.has(file));
			expect(headers, path).toEqual(headersForPath(HEADER_RULES, page!));
			expect(headers['Content-Security-Policy'], path).toBe(PAGE_POLICY);
		}
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

	test('nginx hides the hosts’ own files under it', () => {
		const conf = files['nginx.conf'].text;
		expect(conf).toMatch(/location = \/repo\/_headers \{\s*return 404;/);
		expect(conf).toMatch(/location = \/repo\/_redirects \{\s*return 404;/);
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
