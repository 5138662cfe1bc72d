/**
 * Builds the site under a sub-path (BASE_PATH, as a GitHub project page would) and crawls every page of the output:
 * internal links and assets must resolve to files in the build, and every link that opens a
 * new tab must carry rel="noopener noreferrer".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { beforeAll, describe, expect, test } from 'vitest';
import { tagSlug } from '../../src/tags.ts';

const BASE = '/portfolio-under-test';
const OUT = '.e2e/dist-base';

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
	return [...html.matchAll(pattern)].map((match) => ({ tag: match[0], value: match[1] }));
}

/** Whether a path of the site (under BASE) is served by a file in the build. */
function resolves(pathname: string): boolean {
	const inBuild = decodeURIComponent(pathname.slice(BASE.length)).replace(/^\//, '');
	const file = join(OUT, inBuild);
	return (
		(existsSync(file) && statSync(file).isFile()) ||
		existsSync(join(file, 'index.html')) ||
		existsSync(`${file}.html`)
	);
}

let pages: { file: string; html: string }[] = [];

beforeAll(() => {
	rmSync(OUT, { recursive: true, force: true });
	// Vitest exports its own import.meta.env (BASE_URL, MODE, NODE_ENV...) into process.env;
	// the child build must not inherit them.
	const env = Object.fromEntries(
		Object.entries(process.env).filter(
			([key]) => !/^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|VITEST.*|TEST)$/.test(key),
		),
	);
	const build = spawnSync(
		process.execPath,
		['node_modules/astro/bin/astro.mjs', 'build', '--outDir', OUT],
		{ encoding: 'utf8', env: { ...env, BASE_PATH: BASE, ASTRO_TELEMETRY_DISABLED: '1' } },
	);
	expect(build.status, build.stderr + build.stdout).toBe(0);
	pages = htmlFiles(OUT).map((file) => ({
		file: relative(OUT, file),
		html: readFileSync(file, 'utf8'),
	}));
}, 180_000);

describe(`a build under the sub-path ${BASE}`, () => {
	test('has every page', () => {
		// One page per tag a project carries (src/tags.ts), beside the fixed pages.
		const projectsDir = 'content/projects';
		const tags = readdirSync(projectsDir)
			.filter((file) => file.endsWith('.md'))
			.flatMap((file) => matter(readFileSync(join(projectsDir, file), 'utf8')).data.category);
		const tagPages = [...new Set(tags.map(tagSlug))].map((slug) => `projects/tags/${slug}.html`);
		expect(tagPages.length).toBeGreaterThan(0);
		expect(pages.map((page) => page.file).sort()).toEqual(
			['404.html', 'about.html', 'contact.html', 'index.html', 'projects.html', ...tagPages].sort(),
		);
	});

	test('every internal link and asset stays under the base and resolves to a built file', () => {
		const broken: string[] = [];
		for (const { file, html } of pages) {
			for (const attr of ['href', 'src', 'srcset']) {
				for (const { value } of attributeValues(html, attr)) {
					for (const candidate of value.split(',').map((part) => part.trim().split(/\s+/)[0])) {
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

	test('robots.txt and the sitemap point at the base', () => {
		expect(readFileSync(join(OUT, 'robots.txt'), 'utf8')).toMatch(
			new RegExp(`Sitemap: https?://[^/]+${BASE}/sitemap-index.xml`),
		);
		expect(readFileSync(join(OUT, 'sitemap-0.xml'), 'utf8')).toContain(`${BASE}/projects`);
	});
});
