/**
 * The hosts' header files: each is read back the way its host reads it (a `_headers` file's
 * path blocks, vercel.json's `source` patterns, nginx's choice of location), and every host
 * gives every kind of URL the same headers as the site's header rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	FILE_POLICY,
	PAGE_POLICY,
	headerRules,
	headersFile,
	headersForPath,
	nginxConf,
	vercelJson,
} from '../../src/security/host-headers.ts';
import { headerBase, rulesUnderBase } from '../../src/security/host-base.ts';
import { languages } from '../content.ts';
import { fromHeadersFile, fromNginxConf, fromVercelJson } from '../host-files.ts';

/** The rules of the site's languages: each further one's pages and files under its prefix. */
const HEADER_RULES = headerRules(languages);
/** The paths of each language after the first, e.g. `/es`, `/es/about`, `/es/resume.json`. */
const inLanguages = (paths: string[]) =>
	languages.slice(1).flatMap((lang) => paths.map((path) => `/${lang.toLowerCase()}${path}`));

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

	for (const [host, { text, read }] of Object.entries(HOSTS)) {
		test(`${host} gives every path the same headers as the rules`, () => {
			for (const path of [...PAGES, ...FILES]) {
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

describe('host header files under a sub-path (BASE_PATH=/repo)', () => {
	const BASE = '/repo';
	const rules = rulesUnderBase(HEADER_RULES, headerBase(BASE));
	const files = {
		_headers: { text: headersFile(rules), read: fromHeadersFile },
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
