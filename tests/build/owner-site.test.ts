/**
 * The site built from another owner's content (the fixture content-owner: other page texts,
 * three profiles with one on Mastodon, the owner's own résumé PDF, another theme), read from its
 * HTML: the projects' cards and chips speak the owner's words; the résumé PDF is the owner's file;
 * the theme colour is the owner's; and no page keeps a text the shipped site shows.
 * What every site's pages say is checked on this site too (by the pages' and the project pages'
 * build tests); what only a browser shows (the colours, axe, the islands' words once used) is in
 * the owner-content spec.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import type { Element, Nodes, Root } from 'hast';
import { describe, expect, inject, test } from 'vitest';
import { fill } from '../../src/i18n/template.client.ts';
import { placeholders } from '../../src/schemas/template.client.ts';
import { formatFileSize } from '../../src/resume/file-size.ts';
import { escapeRegExp, readContent, readCopy, tagsOf } from '../tools/content.ts';
import {
	attribute as attr,
	nameOf,
	normalise,
	one,
	readPage,
	text,
	visibleText,
} from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';

/** The content the template ships with (its frozen sample), which this owner's replaces. */
const SHIPPED = join(import.meta.dirname, '../fixtures/content-sample');

const owner = readContent(SITES.owner.content);
const { copy, site, settings, names, projects } = owner;
const tags = tagsOf(projects);
const page = (path: string) => readPage(inject('dist').owner, path);
/** The page at `path` and its main landmark. */
const read = (path: string) => {
	const tree = page(path);
	return { tree, main: select('main', tree)! };
};
/** Where the one link under `scope` named `name` leads. */
const hrefOf = (tree: Root, scope: Nodes, name: string) =>
	attr(one(tree, scope, 'a', name), 'href');

test('the fixture differs from the shipped content/ wherever these tests rely on it', () => {
	const shipped = readContent(SHIPPED);
	expect(copy.lang).not.toBe(shipped.copy.lang);
	expect(site.name).not.toBe(shipped.site.name);
	// The browser tests' colours: each of the owner's differs from the shipped theme's.
	for (const part of ['light', 'dark', 'header'] as const)
		for (const [name, colour] of Object.entries(site.theme[part]))
			expect(colour, `theme.${part}.${name}`).not.toBe(
				(shipped.site.theme[part] as Record<string, string | undefined>)[name],
			);
	// A Mastodon profile (rel="me"), the owner's own résumé PDF, and the résumé in the header.
	expect(site.profiles.map((profile) => profile.icon)).toContain('mastodon');
	expect(settings.resume?.src).toBeDefined();
	expect(settings.resumeInHeader).toBe(true);
});

test("the browser bar takes the header band's colour (theme-color)", () => {
	expect(attr(select('meta[name="theme-color"]', page('/')), 'content')).toBe(
		site.theme.header.background,
	);
});

describe('/projects', () => {
	test('the intro, and a chip for every project and for each tag with its count', () => {
		const { tree, main } = read('/projects');
		expect(selectAll('p', main).map(text)).toContain(normalise(copy.projects.intro));
		const chips = selectAll('a', one(tree, main, 'nav', copy.projects.filter));
		expect(chips.map(text)).toEqual([
			`${copy.projects.allTags} (${projects.length})`,
			...tags.map((tag) => `${tag.name} (${tag.titles.length})`),
		]);
		expect(chips.map((chip) => attr(chip, 'href'))).toEqual([
			'/projects',
			...tags.map((tag) => tag.path),
		]);
	});

	test("each card's picture, heading, technologies, code link and details link", () => {
		const { tree, main } = read('/projects');
		const cards = selectAll('#project-grid > li', main);
		expect(cards).toHaveLength(projects.length);
		for (const [index, { title, github, img, path, category }] of projects.entries()) {
			const card = cards[index]!;
			expect(selectAll('img', card).map((image) => attr(image, 'alt'))).toEqual(
				img ? [names.screenshot(title)] : [],
			);
			expect(selectAll('h2', card).map((heading) => nameOf(heading, tree))).toEqual([
				`${title} ${copy.card.opensLive}`,
			]);
			const technologies = one(tree, card, 'ul', fill(copy.card.technologies, { title }));
			expect(selectAll('li', technologies).map(text)).toEqual(category);
			if (github) expect(hrefOf(tree, card, names.code(title))).toBe(github);
			expect(hrefOf(tree, card, names.details(title))).toBe(path);
		}
	});

	test("a project with neither repository nor screenshot: a drawn cover in the picture's place, no code link, the same shape as the other cards", () => {
		const { tree, main } = read('/projects');
		const cards = selectAll('#project-grid > li', main);
		const bare = projects.findIndex((project) => !project.github && !project.img);
		const full = projects.findIndex((project) => project.github && project.img);
		expect(bare, 'the fixture has a project without both').toBeGreaterThanOrEqual(0);
		const card = cards[bare]!;
		const cover = select('a.card > svg[data-cover]', card);
		expect(cover && attr(cover, 'ariaHidden'), 'a decorative cover').toBe('true');
		// The cover has the screenshot's 8:5 box and class, so the card keeps its height.
		expect(attr(cover!, 'viewBox')).toBe('0 0 800 500');
		const classes = (node: Element | undefined) =>
			(attr(node, 'className')?.split(' ') ?? []).filter(
				(name) => !name.startsWith('astro-') && !name.startsWith('shot-') && name !== 'cover',
			);
		expect(classes(cover)).toEqual(classes(select('a.card > img', cards[full]!)));
		// The same parts in the same places; the code link's line kept, unseen and unread.
		const shape = (node: Element) =>
			selectAll(':scope > *, :scope > a.card > *', node).map((child) =>
				[child.tagName === 'svg' ? 'img' : child.tagName, ...classes(child)].join('.'),
			);
		expect(shape(card)).toEqual(
			shape(cards[full]!).map((part) => (part === 'a.github' ? 'span.github.no-code' : part)),
		);
		expect(attr(select('.no-code', card), 'ariaHidden')).toBe('true');
		expect(one(tree, card, 'a', names.details(projects[bare]!.title))).toBeDefined();
		expect(
			selectAll('a', card).map((link) => nameOf(link, tree)),
			'no code link',
		).not.toContain(names.code(projects[bare]!.title));
	});
});

test("the owner's résumé PDF: offered on About under its label and real size, downloaded from the résumé page", () => {
	const pdf = readFileSync(join(owner.dir, 'brand', settings.resume!.src));
	const about = read('/about');
	const offered = hrefOf(
		about.tree,
		about.main,
		fill(copy.about.resume, { label: settings.resume!.label, size: formatFileSize(pdf.length) }),
	);
	const resume = page('/resume');
	const download = one(resume, resume, 'a', copy.resume.download);
	// Both links serve the owner's file as it is, not the PDF the build draws from the résumé.
	for (const href of [offered, attr(download, 'href')])
		expect(readFileSync(join(inject('dist').owner, href!)).equals(pdf), href).toBe(true);
});

test('no page keeps a text the shipped site shows (its pages.json over the built-in texts)', () => {
	// Every shipped text, cut at its placeholders: the pieces a visitor would read. A text
	// without placeholders counts whole, even one word ("Menu"); of a cut text only pieces of
	// two words or more, since one word ("projects" of "{tag} projects") is anyone's word.
	const texts = (value: unknown): string[] =>
		typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
	const shippedTexts = Object.entries(readCopy(SHIPPED)).filter(([key]) => key !== 'lang');
	const shipped = texts(Object.fromEntries(shippedTexts))
		.flatMap((value) => {
			const pieces = value.split(/\{\w+\}/).map((piece) => piece.trim().replace(/^[.,:]\s*/, ''));
			return pieces.length === 1 ? pieces : pieces.filter((piece) => /\S\s+\S/.test(piece));
		})
		.filter((piece) => piece.length > 2 && placeholders(piece).length === 0);
	expect(shipped.length).toBeGreaterThan(10);
	const dist = inject('dist').owner;
	const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
		file.endsWith('.html'),
	);
	expect(pages.length).toBeGreaterThan(tags.length + projects.length);
	for (const file of pages) {
		const words = visibleText(fromHtml(readFileSync(join(dist, file), 'utf8')));
		for (const piece of shipped)
			expect(words, `${file} shows the shipped text "${piece}"`).not.toMatch(wordsRegExp(piece));
	}
});

/** `piece` as whole words (not inside a longer word), whitespace-tolerant. */
function wordsRegExp(piece: string): RegExp {
	const escaped = escapeRegExp(piece).replace(/\s+/g, '\\s+');
	const before = /^[\p{L}\d]/u.test(piece) ? '(?<![\\p{L}\\d])' : '';
	const after = /[\p{L}\d]$/u.test(piece) ? '(?![\\p{L}\\d])' : '';
	return new RegExp(`${before}${escaped}${after}`, 'u');
}
