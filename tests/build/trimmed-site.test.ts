/**
 * The site with its optional pages turned off (the trimmed variant: no résumé, tag or contact
 * pages, in two languages, with notes and featured projects): none of those pages is built, and
 * every link of every built page, the sitemap and the feeds leads to a file of the build. Also
 * the featured projects on the home page, and a home page without them where none is featured.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { describe, expect, inject, test } from 'vitest';
import { FEATURED_MAX } from '../../src/projects/projects.ts';
import { pathIn, readContent } from '../tools/content.ts';
import { attribute as attr, nameOf, readPage, text } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';
import { VARIANTS } from './variants.ts';

const dist = inject('dist').trimmed;
const content = readContent(VARIANTS.trimmed.content);
const { copy, settings, projects } = content;
const languages = settings.languages ?? [copy.lang];
const origin = new URL(settings.url).origin;

/** Every file of the build, as a `/`-separated path under dist/. */
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) =>
	file.split('\\').join('/'),
);

/**
 * The file of the build a link's path leads to, as a static host serves it (build.format
 * 'file': `/about` is about.html, `/` and `/es/` index files), or undefined.
 */
function servedFile(path: string): string | undefined {
	const own = decodeURIComponent(path).replace(/^\//, '');
	const candidates =
		own === '' || own.endsWith('/')
			? [`${own}index.html`, `${own.replace(/\/$/, '')}.html`]
			: [own, `${own}.html`, `${own}/index.html`];
	return candidates.find(
		(file) => existsSync(join(dist, file)) && statSync(join(dist, file)).isFile(),
	);
}

/** The internal paths among `links`: this site's addresses, absolute or from the root. */
function internalPaths(links: string[]): string[] {
	return links.flatMap((link) => {
		if (/^(mailto|tel|data|javascript):/i.test(link) || link.startsWith('#')) return [];
		const url = new URL(link, `${origin}/`);
		return url.origin === origin ? [url.pathname] : [];
	});
}

/** Every address a page's markup links to: anchors, head links, forms, images and sources. */
function pageLinks(file: string): string[] {
	const tree = fromHtml(readFileSync(join(dist, file), 'utf8'));
	const attributes = [
		...selectAll('a[href], link[href]', tree).map((node) => attr(node, 'href')!),
		...selectAll('form[action]', tree).map((node) => attr(node, 'action')!),
		...selectAll('img[src], script[src]', tree).map((node) => attr(node, 'src')!),
	];
	const srcsets = selectAll('img[srcset], link[imagesrcset]', tree).flatMap((node) =>
		(attr(node, 'srcSet') ?? attr(node, 'imageSrcSet') ?? '')
			.split(',')
			.map((candidate) => candidate.trim().split(/\s+/)[0]!),
	);
	return [...attributes, ...srcsets];
}

/** Every address in a feed or the sitemap: absolute ones in its text, and any in its HTML. */
function fileLinks(file: string): string[] {
	let body = readFileSync(join(dist, file), 'utf8');
	if (file.endsWith('.json')) body = JSON.stringify(JSON.parse(body)).replace(/\\"/g, '"');
	body = body
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');
	const absolute = body.match(new RegExp(`${origin}[^\\s"'<>)]*`, 'g')) ?? [];
	const rooted = [...body.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]!);
	return [...absolute, ...rooted];
}

/** A path as a route, for comparing: decoded, without a trailing slash. */
const route = (path: string) => decodeURI(path).replace(/(.)\/$/, '$1');

describe('optional pages turned off', () => {
	test('the variant turns every optional page off, in two languages', () => {
		expect(content.pages).toEqual({ resume: false, tags: false, contact: false });
		expect(languages.length).toBeGreaterThan(1);
	});

	test('no résumé, tag or contact output: no page, PDF, JSON, feed or preview image', () => {
		const off = files.filter((file) =>
			/(^|\/)(resume|contact)(\.|\/|$)|(^|\/)tags\//.test(file.replace(/^og\//, '')),
		);
		expect(off).toEqual([]);
	});

	test('every link of every page, the sitemap and the feeds leads to a file of the build', () => {
		const sources = files.filter(
			(file) => /\.(html|xml|json)$/.test(file) && !file.startsWith('pagefind/'),
		);
		expect(sources.some((file) => file.startsWith('sitemap'))).toBe(true);
		expect(sources.some((file) => file.includes('feeds/'))).toBe(true);
		const broken: string[] = [];
		let checked = 0;
		for (const file of sources) {
			const links = file.endsWith('.html') ? pageLinks(file) : fileLinks(file);
			for (const path of internalPaths(links)) {
				checked++;
				if (!servedFile(path)) broken.push(`${file}: ${path}`);
			}
		}
		expect(broken).toEqual([]);
		// The walk tells a page that is there from one that is not, in each form a link takes.
		for (const path of ['/', '/about', '/ar', '/ar/', '/notes/first-note', '/feeds/rss.xml'])
			expect(servedFile(path), path).toBeDefined();
		for (const path of [
			'/contact',
			'/resume',
			'/resume.pdf',
			'/ar/contact',
			'/projects/tags/react',
		])
			expect(servedFile(path), path).toBeUndefined();
		expect(checked).toBeGreaterThan(files.filter((file) => file.endsWith('.html')).length);
	});

	test('the header and footer hold the three main links left, and the notes, in every language', () => {
		const expected = content.navLinks.map((link) => link.path);
		expect(expected).not.toContain('/contact');
		for (const lang of languages) {
			const tree = readPage(dist, pathIn(lang, '/', content.dir));
			for (const landmark of ['header nav', 'footer nav']) {
				// The page links, not the language switch's.
				const links = selectAll(`${landmark} a:not([hreflang])`, tree).map((link) =>
					route(attr(link, 'href')!),
				);
				expect(links, `${lang}: ${landmark}`).toEqual(
					expected.map((path) => route(pathIn(lang, path, content.dir))),
				);
			}
		}
	});

	test("About's contact words lead to the owner's e-mail, and it offers no résumé page", () => {
		const tree = readPage(dist, '/about');
		const main = select('main', tree)!;
		const contact = selectAll('a', main).find((link) => text(link) === copy.about.contactLink);
		expect(attr(contact, 'href')).toMatch(/^mailto:/);
		expect(selectAll('a', main).map((link) => text(link))).not.toContain(copy.about.resumeLink);
	});

	test('tags are plain text: on the project pages, and no tag filter on /projects', () => {
		const page = readPage(dist, projects[0]!.path);
		const tags = selectAll('main ul li[data-tag]', page);
		expect(tags.map((tag) => text(tag))).toEqual(projects[0]!.category);
		expect(tags.flatMap((tag) => selectAll('a', tag))).toEqual([]);
		const grid = readPage(dist, '/projects');
		expect(selectAll('nav', select('main', grid)!).map((nav) => nameOf(nav, grid))).not.toContain(
			copy.projects.filter,
		);
	});

	test('the host header rules name no page that is not built', () => {
		const headers = readFileSync(join(dist, '_headers'), 'utf8');
		expect(headers).not.toMatch(/\/(resume|contact)\b/);
		expect(headers).toMatch(/\/about\b/);
	});
});

describe('featured projects on the home page', () => {
	const featured = projects.filter((project) => project.featured);

	test(`the first ${FEATURED_MAX} featured projects' cards, in grid order, in every language`, () => {
		expect(featured.length).toBeGreaterThan(FEATURED_MAX);
		for (const lang of languages) {
			const tree = readPage(dist, pathIn(lang, '/', content.dir));
			const section = select('main section[aria-labelledby="featured-heading"]', tree)!;
			expect(section, lang).toBeDefined();
			const details = selectAll('li a.details', section).map((link) => attr(link, 'href'));
			expect(details, lang).toEqual(
				featured.slice(0, FEATURED_MAX).map(({ path }) => pathIn(lang, path, content.dir)),
			);
		}
		const tree = readPage(dist, '/');
		expect(text(select('#featured-heading', tree)!)).toBe(
			copy.home.featured ?? copy.projects.heading,
		);
		const section = select('main section[aria-labelledby="featured-heading"]', tree)!;
		for (const { title } of featured.slice(0, FEATURED_MAX))
			expect(selectAll('h3', section).map((heading) => nameOf(heading, tree))).toContain(
				`${title} ${copy.card.opensLive}`,
			);
		expect(selectAll('a', section).map((link) => nameOf(link, tree))).toContain(copy.project.all);
	});

	test.each(['main', 'owner'] as const)(
		'the %s site, with no featured project, has no featured section on its home page',
		(key) => {
			const site = readContent(SITES[key].content);
			if (site.projects.some((project) => project.featured)) return;
			const tree = readPage(inject('dist')[key], '/');
			expect(select('#featured-heading', tree)).toBeUndefined();
			expect(selectAll('main a.details', tree)).toEqual([]);
		},
	);
});
