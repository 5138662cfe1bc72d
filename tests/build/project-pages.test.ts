/**
 * The project pages and the tag pages of the built site, read from their HTML (no browser).
 * A project page: its facts, tags, live and code links, the screenshot (fetched first, through a
 * preload in the head, from files the build wrote), the owner's Markdown story with its links,
 * the previous / next project in grid order, and what search engines and link previews read.
 * A tag page: its own heading, title, description and canonical URL, only its projects shown,
 * its chip marked current. And the sitemap lists them all. The header and footer of every kind
 * of page are checked by the pages' build test.
 *
 * Checked on the owner's content and on two other owners' (content-other, content-owner), all
 * built once for the run (by the suite's setup), with every expected value read from the content
 * folder (through the tests' content reader).
 * Each test walks every page, its failures naming the page, so the number of tests does not grow
 * with the projects or tags. What only a browser shows (the images loading, the highlighted
 * code's colours, focus, filtering in place) stays in the browser specs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import type { Root } from 'hast';
import sharp from 'sharp';
import { describe, expect, inject, test } from 'vitest';
import { fill, fillCounted } from '../../src/i18n/template.client.ts';
import { tagPath, tagSlug } from '../../src/tags/tags.client.ts';
import {
	BODY_IMAGE,
	decodedUrl,
	endsWith,
	escapeRegExp,
	readContent,
	startsWith,
	tagsOf,
	type PublishedProject,
} from '../tools/content.ts';
import { attribute as attr, nameOf, normalise, one, readPage, text } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';

/** The body's first paragraph as a visitor reads it: the first line of plain prose. */
function firstParagraph(project: PublishedProject): string | undefined {
	return project.body
		.split('\n')
		.map((line) => line.trim())
		.find((line) => /^[A-Za-z]/.test(line) && !/[`*_[\]<>]/.test(line));
}

/**
 * Text as the page shows it: Markdown typesets straight quotes as curly ones and `--` as dashes,
 * so each of those matches either form.
 */
function typeset(text: string): RegExp {
	const escaped = escapeRegExp(text);
	return new RegExp(
		escaped.replace(/'/g, "['‘’]").replace(/"/g, '["“”]').replace(/---?/g, '(?:---?|–|—)'),
	);
}

/** The targets of the Markdown links in `body` (`[text](target)`), images left out. */
const linkTargets = (body: string) =>
	[...body.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

/** The candidates of a `srcset`: each file and the width it says it has. */
const candidates = (srcset: string) =>
	srcset.split(',').map((candidate) => {
		const [url, width] = candidate.trim().split(/\s+/);
		return { url: url!, width: Number(width?.replace(/w$/, '')) };
	});

describe.each(['main', 'other', 'owner'] as const)('the site built from the %s content', (key) => {
	const { copy, site, names, projects } = readContent(SITES[key].content);
	const tags = tagsOf(projects);
	const dist = () => inject('dist')[key];
	const page = (route: string) => readPage(dist(), route);
	const title = (tree: Root) => text(select('title', tree)!);
	const meta = (tree: Root, selector: string) => attr(select(selector, tree), 'content');
	/** Every project page, parsed, with its project. */
	const projectPages = () =>
		projects.map((project) => ({ project, path: project.path, tree: page(project.path) }));

	test('every project page shows its facts, tags, links and story', () => {
		for (const { project, path, tree } of projectPages()) {
			const main = select('main', tree)!;
			expect(title(tree), path).toBe(`${project.title} | ${site.name}`);
			expect(selectAll('h1', main).map(text), path).toEqual([project.title]);
			expect(
				selectAll('*', main).some((element) => text(element) === normalise(project.desc)),
				`${path}: an element holding the description alone`,
			).toBe(true);
			expect(text(main), path).toContain(
				normalise(fill(copy.project.author, { name: project.authorName })),
			);

			// Each tag links to its tag page, named as that page's heading.
			const tagLinks = selectAll('a', one(tree, main, 'ul', copy.project.technologies, path));
			expect(
				tagLinks.map((link) => ({ name: nameOf(link, tree), href: attr(link, 'href') })),
				`${path}: its tags`,
			).toEqual(
				project.category.map((tag) => ({ name: names.tag(tag), href: tagPath(tagSlug(tag)) })),
			);

			// A project without a repository has no code link.
			const codeLinks = selectAll('a', main).filter(
				(link) => nameOf(link, tree) === names.code(project.title),
			);
			expect(codeLinks.length, `${path}: its code links`).toBe(project.github ? 1 : 0);
			for (const [name, href] of [
				[names.live(project.title), project.href],
				...(project.github ? [[names.code(project.title), project.github] as const] : []),
			] as const) {
				const link = one(tree, main, 'a', name, path);
				expect(
					{ href: attr(link, 'href'), target: attr(link, 'target'), rel: attr(link, 'rel') },
					`${path}: ${name}`,
				).toEqual({ href, target: '_blank', rel: 'noopener noreferrer' });
			}

			const paragraph = firstParagraph(project);
			if (paragraph) expect(text(main), `${path}: the story`).toMatch(typeset(paragraph));
		}
	});

	test('every project page preloads its screenshot as the image asks for it: a raster one in the same candidates and sizes, each a file of the build as wide as it says; an SVG as the one file', async () => {
		for (const { project, path, tree } of projectPages()) {
			if (!project.img) {
				// No screenshot: the drawn cover in its place, hidden from screen readers; nothing to fetch.
				const head = select('head', tree)!;
				expect(
					selectAll('link[rel="preload"][as="image"], link[rel="expect"]', head),
					path,
				).toEqual([]);
				const cover = select('main svg[data-cover]', tree);
				expect(cover && attr(cover, 'ariaHidden'), `${path}: the cover`).toBe('true');
				continue;
			}
			// The screenshot is the largest paint: fetched at once, first, in the width it is shown at.
			const screenshot = one(
				tree,
				select('main', tree)!,
				'img',
				names.screenshot(project.title),
				path,
			);
			const src = attr(screenshot, 'src')!;
			const srcset = attr(screenshot, 'srcSet');
			expect(
				{ loading: attr(screenshot, 'loading'), fetchpriority: attr(screenshot, 'fetchPriority') },
				path,
			).toEqual({ loading: 'eager', fetchpriority: 'high' });
			// The head asks for it before the parser reaches it, as the image does.
			const preloads = selectAll('link[rel="preload"][as="image"]', select('head', tree)!);
			expect(
				preloads.map((link) => ({
					href: attr(link, 'href'),
					fetchpriority: attr(link, 'fetchPriority'),
					imagesrcset: attr(link, 'imageSrcSet'),
					imagesizes: attr(link, 'imageSizes'),
				})),
				`${path}: the preloads`,
			).toEqual([
				{
					href: src,
					fetchpriority: 'high',
					imagesrcset: srcset,
					imagesizes: attr(screenshot, 'sizes'),
				},
			]);
			// The first paint waits until the parser has reached it, so the card's morph into it
			// always finds it.
			const expected = selectAll('link[rel="expect"]', select('head', tree)!);
			expect(
				expected.map((link) => ({ href: attr(link, 'href'), blocking: attr(link, 'blocking') })),
				`${path}: the element the first paint waits for`,
			).toEqual([{ href: `#${attr(screenshot, 'id')}`, blocking: 'render' }]);
			expect(selectAll(`[id="${attr(screenshot, 'id')}"]`, tree), `${path}: its id`).toHaveLength(
				1,
			);
			if (/\.svg$/i.test(project.img)) {
				// An SVG is sharp at any width: the file itself, with no widths to choose from.
				expect(srcset, `${path}: an SVG screenshot's widths`).toBeUndefined();
				expect(readFileSync(join(dist(), src), 'utf8'), `${path}: ${src}`).toContain('<svg');
				continue;
			}
			// Each candidate is an image of the build, as wide as the srcset says.
			expect(srcset, `${path}: the screenshot's widths`).toMatch(/\d+w/);
			for (const { url, width } of candidates(srcset!)) {
				const metadata = await sharp(readFileSync(join(dist(), url))).metadata();
				expect(metadata.width, `${path}: ${url}`).toBe(width);
			}
		}
	});

	test('every project page: previous and next follow the grid order, and a link leads back to all projects', () => {
		for (const [index, { path, tree }] of projectPages().entries()) {
			const more = one(tree, tree, 'nav', copy.project.more, path);
			const links = selectAll('a', more).map((link) => ({
				name: nameOf(link, tree),
				href: attr(link, 'href'),
			}));
			const neighbour = (word: string, project: PublishedProject | undefined) =>
				expect(
					links.filter((link) => link.name.startsWith(word)),
					`${path}: ${word}`,
				).toEqual(project ? [{ name: `${word} ${project.title}`, href: project.path }] : []);
			neighbour(copy.project.previous, projects[index - 1]);
			neighbour(copy.project.next, projects[index + 1]);
			expect(
				links.filter((link) => link.name === copy.project.all),
				`${path}: ${copy.project.all}`,
			).toEqual([{ name: copy.project.all, href: '/projects' }]);
		}
	});

	test('the Markdown story renders its headings, lists, tables and images optimised at build', () => {
		for (const { project, path, tree } of projectPages()) {
			// A project may have no story: nothing to check there.
			if (!project.body.trim()) continue;
			const body = select('main .body', tree);
			expect(body, `${path}: the story`).toBeDefined();
			const headings = [...project.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
			expect(selectAll('h2', body!).map(text), `${path}: its headings`).toEqual(
				expect.arrayContaining(headings),
			);
			if (/^[-*] /m.test(project.body))
				expect(selectAll('ul > li', body!), `${path}: a list`).not.toEqual([]);
			if (/^\|.+\|$/m.test(project.body))
				expect(selectAll('table', body!), `${path}: a table`).not.toEqual([]);
			// Every image of the story, by its alternative text, from the build's optimised files.
			for (const [, alt] of project.body.matchAll(new RegExp(BODY_IMAGE.source, 'g'))) {
				const images = selectAll('img', body!).filter((image) => attr(image, 'alt') === alt);
				expect(
					images.map((image) => attr(image, 'src')),
					`${path}: the image "${alt}"`,
				).toEqual([expect.stringMatching(/^\/_astro\//)]);
			}
		}
	});

	test('links in the story: another site opens in a new tab, this site in the same tab', () => {
		for (const { project, path, tree } of projectPages()) {
			const body = select('main .body', tree);
			const links = body ? selectAll('a', body) : [];
			// Every link the owner wrote is there.
			expect(
				links.map((link) => attr(link, 'href')),
				`${path}: the story's links`,
			).toEqual(expect.arrayContaining(linkTargets(project.body)));
			for (const link of links) {
				const href = attr(link, 'href')!;
				const where = `${path}: the link to ${href}`;
				if (/^https?:/.test(href)) {
					expect({ target: attr(link, 'target'), rel: attr(link, 'rel') }, where).toEqual({
						target: '_blank',
						rel: 'noopener noreferrer',
					});
					expect(nameOf(link, tree), where).toMatch(endsWith(copy.layout.newTab));
				} else {
					expect(attr(link, 'target'), where).toBeUndefined();
					expect(nameOf(link, tree), where).not.toContain(copy.layout.newTab);
				}
			}
		}
	});

	test('every project page has its own title, description, canonical URL, preview image and JSON-LD', async () => {
		const origin = new URL(site.url).origin;
		for (const { project, path, tree } of projectPages()) {
			const pageTitle = `${project.title} | ${site.name}`;
			const image = `${origin}/og${path}.png`;
			expect(
				{
					description: meta(tree, 'meta[name="description"]'),
					canonical: decodedUrl(`${attr(select('link[rel="canonical"]', tree), 'href')}`),
					ogTitle: meta(tree, 'meta[property="og:title"]'),
					ogImage: decodedUrl(`${meta(tree, 'meta[property="og:image"]')}`),
					twitterImage: decodedUrl(`${meta(tree, 'meta[name="twitter:image"]')}`),
				},
				path,
			).toEqual({
				description: project.desc,
				canonical: decodedUrl(new URL(path, site.url).href),
				ogTitle: pageTitle,
				ogImage: image,
				twitterImage: image,
			});
			// The page's own preview image: a 1200x630 PNG (the server's content type follows the
			// .png extension).
			const preview = await sharp(
				readFileSync(join(dist(), decodedUrl(new URL(image).pathname))),
			).metadata();
			expect([preview.format, preview.width, preview.height], `${path}: ${image}`).toEqual([
				'png',
				1200,
				630,
			]);

			const data = selectAll('script[type="application/ld+json"]', tree).map((script) =>
				JSON.parse(text(script)),
			);
			const code = data.find((entry) => entry['@type'] === 'SoftwareSourceCode');
			expect(code, `${path}: its JSON-LD`).toMatchObject({
				name: project.title,
				description: project.desc,
				url: project.href,
				author: { '@type': 'Person', name: project.authorName },
			});
			// A project without a repository names none.
			expect(code.codeRepository, `${path}: its repository`).toBe(project.github);
		}
	});

	test('every tag page: its own heading, title, description and canonical URL, and only its projects', () => {
		for (const { name: tag, path, titles } of tags) {
			const tree = page(path);
			const main = select('main', tree)!;
			const chips = one(tree, main, 'nav', copy.projects.filter, path);
			expect(
				{
					heading: selectAll('h1', main).map(text),
					title: title(tree),
					description: meta(tree, 'meta[name="description"]'),
					canonical: attr(select('link[rel="canonical"]', tree), 'href'),
					// The cards a visitor sees: the others are in the page, hidden, for the filter.
					cards: selectAll('li:not([hidden]) h2', main).map(text),
					current: selectAll('[aria-current]', chips).map((chip) => ({
						name: nameOf(chip, tree),
						current: attr(chip, 'ariaCurrent'),
					})),
				},
				path,
			).toEqual({
				heading: [fill(copy.projects.tagHeading, { tag })],
				title: `${fill(copy.projects.tagTitle, { tag })} | ${site.name}`,
				description: fillCounted(copy.projects.tagDescription, copy.lang, titles.length, {
					count: titles.length,
					tag,
				}),
				canonical: new URL(path, site.url).href,
				// A card's heading is its title, then a hint for screen readers.
				cards: titles.map((cardTitle) => expect.stringMatching(startsWith(cardTitle))),
				current: [{ name: `${tag} (${titles.length})`, current: 'page' }],
			});
		}
	});

	test('the sitemap lists every project page and every tag page', () => {
		const sitemap = readFileSync(join(dist(), 'sitemap-0.xml'), 'utf8');
		const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
			decodedUrl(match[1]!),
		);
		expect(listed).toEqual(
			expect.arrayContaining(
				[...projects, ...tags].map(({ path }) => decodedUrl(new URL(path, site.url).href)),
			),
		);
	});
});
