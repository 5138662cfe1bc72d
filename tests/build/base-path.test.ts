/**
 * Builds the site under a sub-path (BASE_PATH, as a GitHub project page would) and crawls every
 * page of the output: internal links and assets must resolve to files in the build, and every
 * link that opens a new tab must carry rel="noopener noreferrer"; the hosts' header files it
 * writes give the pages and files under the sub-path their headers. It reads files: no browser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../tools/fixture-site.ts';
import {
	CONTENT_DIR,
	decodedUrl,
	everyPagePath,
	languages,
	MISSING_PATH,
	pathIn,
	projects,
	SEARCH_PATH,
} from '../tools/content.ts';
import { errorPageFor, fileFor, readErrorPageRules } from '../../scripts/lib/static-host.ts';
import { FILE_POLICY, PAGE_POLICY } from '../../src/hosts/host-headers.ts';
import {
	errorPageFromNginxConf,
	fromHeadersFile,
	fromNginxConf,
	fromVercelJson,
} from '../tools/host-files.ts';
import { hostFiles } from '../../src/hosts/host-files.ts';

const BASE = '/repo';

/** Every .html file under `dir`. */
function htmlFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return htmlFiles(path);
		return path.endsWith('.html') ? [path] : [];
	});
}

/** The values of `attr` in every tag of `html`, with the tag they came from. */
function attributeValues(html: string, attr: string): { tag: string; value: string }[] {
	const pattern = new RegExp(`<[a-z][^>]*\\s${attr}="([^"]*)"[^>]*>`, 'gi');
	return [...html.matchAll(pattern)].map((match) => ({ tag: match[0], value: match[1] ?? '' }));
}

const out = join(import.meta.dirname, '..', '..', '.e2e', 'sites', 'base-path', 'dist');
let pages: { file: string; html: string }[] = [];

/** Whether a path of the site (under BASE) is served by a file in the build. */
const resolves = (pathname: string) => fileFor(out, pathname.slice(BASE.length)) !== null;

beforeAll(() => {
	const build = buildSite(CONTENT_DIR, out, { BASE_PATH: BASE });
	expect(build.status, build.output).toBe(0);
	pages = htmlFiles(out).map((file) => ({
		file: relative(out, file),
		html: readFileSync(file, 'utf8'),
	}));
});

describe(`a build under the sub-path ${BASE}`, () => {
	test('has every page and the error page in every language', () => {
		const paths = languages.flatMap((lang) =>
			[...everyPagePath(), '/404'].map((path) => pathIn(lang, path)),
		);
		const expected = paths.map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`));
		expect(pages.map((page) => page.file).sort()).toEqual(expected.sort());
	});

	test('every internal link and asset stays under the base and resolves to a built file', () => {
		const broken: string[] = [];
		for (const { file, html } of pages) {
			for (const attr of ['href', 'src', 'srcset']) {
				for (const { value } of attributeValues(html, attr)) {
					for (const part of value.split(',')) {
						const candidate = part.trim().split(/\s+/)[0] ?? '';
						if (!candidate.startsWith('/') || candidate.startsWith('//')) continue;
						const { pathname } = new URL(candidate, 'https://example.test');
						if (!pathname.startsWith(`${BASE}/`) && pathname !== BASE)
							broken.push(`${file}: ${candidate} is outside ${BASE}`);
						else if (!resolves(pathname)) broken.push(`${file}: ${candidate} points nowhere`);
					}
				}
			}
		}
		expect(broken).toEqual([]);
	});

	test('every in-page link (#id) and relative link points at something', () => {
		const broken: string[] = [];
		for (const { file, html } of pages) {
			const ids = new Set(attributeValues(html, 'id').map(({ value }) => value));
			for (const { value } of attributeValues(html, 'href')) {
				if (value.startsWith('#')) {
					if (!ids.has(decodeURIComponent(value.slice(1)))) broken.push(`${file}: ${value}`);
				} else if (value === '' || !/^([a-z][a-z0-9+.-]*:|\/)/i.test(value)) {
					// A relative link: resolve it from the page's own address.
					const { pathname } = new URL(value, `https://example.test${BASE}/${file}`);
					if (!resolves(pathname)) broken.push(`${file}: "${value}" points nowhere`);
				}
			}
		}
		expect(broken).toEqual([]);
		// The skip link on every page is one of those checked.
		expect(pages.every(({ html }) => html.includes('href="#main"'))).toBe(true);
	});

	test('island props carry base-aware links too', () => {
		const contact = pages.find((page) => page.file === 'contact.html')!;
		expect(contact.html).toContain(`${BASE}/`);
		for (const { html } of pages) expect(html).not.toMatch(/href="\/(projects|about|contact)"/);
	});

	test('every link that opens a new tab has rel="noopener noreferrer"', () => {
		const unsafe = pages.flatMap(({ file, html }) =>
			[...html.matchAll(/<a\s[^>]*target="_blank"[^>]*>/gi)]
				.map((match) => match[0])
				.filter(
					(tag) =>
						!/rel="[^"]*\bnoopener\b[^"]*"/.test(tag) ||
						!/rel="[^"]*\bnoreferrer\b[^"]*"/.test(tag),
				)
				.map((tag) => `${file}: ${tag}`),
		);
		expect(unsafe).toEqual([]);
		const external = pages.flatMap(({ html }) => [...html.matchAll(/<a\s[^>]*target="_blank"/gi)]);
		expect(external.length).toBeGreaterThan(0);
	});

	test('the search page sends its form, loads Pagefind and addresses results under the base', () => {
		for (const lang of languages) {
			const path = pathIn(lang, SEARCH_PATH);
			const { html } = pages.find((page) => page.file === `${path.slice(1)}.html`)!;
			expect(html, path).toContain(`action="${BASE}${path}"`);
			expect(html, path).toContain(`data-index="${BASE}/pagefind/pagefind.js"`);
			expect(html, path).toContain(`data-base="${BASE}/"`);
		}
		expect(resolves(`${BASE}/pagefind/pagefind.js`)).toBe(true);
		expect(resolves(`${BASE}/pagefind/pagefind-worker.js`)).toBe(true);
	});

	test('robots.txt and the sitemap point at the base', () => {
		expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toMatch(
			new RegExp(`Sitemap: https?://[^/]+${BASE}/sitemap-index.xml`),
		);
		const sitemap = decodedUrl(readFileSync(join(out, 'sitemap-0.xml'), 'utf8'));
		expect(sitemap).toContain(`${BASE}/projects<`);
		for (const { path } of projects) expect(sitemap).toContain(`${BASE}${path}<`);
	});
});

describe(`the hosts' header files of a build under ${BASE}`, () => {
	// The build writes _headers into the site; the container's nginx.conf (and vercel.json) for
	// the sub-path come from npm run host-files with the same BASE_PATH.
	const files = () => {
		const kept = hostFiles(BASE);
		return {
			_headers: { text: readFileSync(join(out, '_headers'), 'utf8'), read: fromHeadersFile },
			'vercel.json': { text: kept['vercel.json']!, read: fromVercelJson },
			'nginx.conf': { text: kept['deploy/nginx.conf']!, read: fromNginxConf },
		};
	};

	test.each(['_headers', 'vercel.json', 'nginx.conf'] as const)(
		'%s: the page policy on its pages, the file sandbox and the immutable cache on its files',
		(name) => {
			const { text, read } = files()[name];
			const script = readdirSync(join(out, '_astro')).find((file) => file.endsWith('.js'));
			for (const path of [BASE, `${BASE}/`, `${BASE}/about`, `${BASE}/projects/tags/x`])
				expect(read(text, path)['Content-Security-Policy'], path).toBe(PAGE_POLICY);
			const asset = `${BASE}/_astro/${script}`;
			expect(read(text, asset)['Content-Security-Policy']).toBe(FILE_POLICY);
			expect(read(text, asset)['Cache-Control']).toMatch(/max-age=31536000, immutable/);
			expect(read(text, `${BASE}/sitemap-index.xml`)['Content-Security-Policy']).toBe(FILE_POLICY);
			for (const lang of languages.slice(1)) {
				const prefix = `${BASE}/${lang.toLowerCase()}`;
				expect(read(text, `${prefix}/about`)['Content-Security-Policy']).toBe(PAGE_POLICY);
				expect(read(text, `${prefix}/resume.json`)['Content-Security-Policy']).toBe(FILE_POLICY);
			}
		},
	);

	test('_redirects and nginx.conf answer a missing path in each language with its error page under it', () => {
		const redirects = readErrorPageRules(join(out, '_redirects'));
		const conf = hostFiles(BASE)['deploy/nginx.conf']!;
		const exists = (page: string) =>
			page.startsWith(`${BASE}/`) && existsSync(join(out, page.slice(BASE.length)));
		for (const lang of languages) {
			const path = `${BASE}${pathIn(lang, MISSING_PATH)}`;
			const page = `${BASE}${pathIn(lang, '/404')}.html`;
			expect(exists(page), page).toBe(true);
			expect(errorPageFor(redirects, path), path).toBe(page);
			expect(errorPageFromNginxConf(conf, path, exists).page, path).toBe(page);
		}
	});
});
