/**
 * Every script on a built site, the right-to-left fixture's: its PDFs copy out as written with a
 * glyph for each character; its tag pages, chips and share images are there, each with its fonts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { select, selectAll } from 'hast-util-select';
import { describe, expect, inject, test } from 'vitest';
import { ogFonts, ogFontSet } from '../../src/share/og-fonts.ts';
import { openFont } from '../../src/fonts/fontsource.ts';
import { pngSize, pngTitle } from '../tools/png.ts';
import {
	pathIn,
	readContent,
	readLanguages,
	readResume,
	readFurtherLanguages,
	tagsOf,
} from '../tools/content.ts';
import { attribute as attr, one, readPage, text } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTENT = join(ROOT, SITES.rtl.content);
const dist = inject('dist').rtl;
const languages = readLanguages(CONTENT);
const resume = readResume(CONTENT);
const { projects, site } = readContent(CONTENT);
const tags = tagsOf(projects);
const translations = readFurtherLanguages(CONTENT);
/** The texts of each language: the default's own, the others' merged over them. */
const copyOf = (lang: string) =>
	translations.find((translation) => translation.lang === lang)?.copy ?? readContent(CONTENT).copy;

/**
 * Fields of the résumé the PDF shows otherwise or not at all: dates, addresses, networks, and the
 * country code, shown as the country's name in the PDF's language.
 */
const NOT_AS_WRITTEN = new Set([
	'startDate',
	'endDate',
	'url',
	'network',
	'image',
	'email',
	'countryCode',
]);

/** The résumé's texts as the owner wrote them, each a string the PDF must hold. */
function sourceTexts(value: unknown, key = ''): string[] {
	if (typeof value === 'string') return NOT_AS_WRITTEN.has(key) ? [] : [value];
	if (Array.isArray(value)) return value.flatMap((each) => sourceTexts(each, key));
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([name, each]) => sourceTexts(each, name));
	return [];
}

/** Not a script's: characters outside ASCII, which the fixture exists to hold. */
const NON_ASCII = /[^\p{ASCII}]/u;
/**
 * What pdf.js reads apart: white space, dropped when texts are compared, with the invisible
 * direction marks a right-to-left run's end space carries for the readers that drop bare spaces.
 */
const squeezed = (value: string) => value.replace(/[\s\u200e\u200f]+/g, '');

/** A PDF's text, and the characters its glyphs stand for: a glyph 0 (the missing box) as ''. */
async function readPdf(bytes: Uint8Array) {
	const pdf = await getDocumentProxy(bytes.slice());
	const { text } = await extractText(pdf, { mergePages: true });
	const drawn: string[] = [];
	const boxes: string[] = [];
	for (let number = 1; number <= pdf.numPages; number++) {
		const { argsArray } = await (await pdf.getPage(number)).getOperatorList();
		for (const glyph of argsArray.flat(2) as { originalCharCode?: number; unicode?: string }[])
			if (typeof glyph?.originalCharCode === 'number') {
				if (glyph.originalCharCode === 0) boxes.push(glyph.unicode ?? '');
				else drawn.push(glyph.unicode ?? '');
			}
	}
	return { text, drawn: new Set([...drawn.join('')]), boxes };
}

test('the fixture holds texts and tags in scripts other than Latin', () => {
	expect(languages.length).toBeGreaterThan(1);
	expect(sourceTexts(resume).filter((each) => NON_ASCII.test(each)).length).toBeGreaterThan(5);
	expect(tags.filter((tag) => NON_ASCII.test(tag.name)).length).toBeGreaterThanOrEqual(3);
});

describe.each(languages)('the résumé PDF in %s', async (lang) => {
	const bytes = new Uint8Array(readFileSync(join(dist, `${pathIn(lang, '/resume', CONTENT)}.pdf`)));
	const { text, drawn, boxes } = await readPdf(bytes);
	const texts = sourceTexts(resume);

	test('copies out every text of the résumé as written, in reading order', () => {
		const missing = texts.filter((each) => !squeezed(text).includes(squeezed(each)));
		expect(missing).toEqual([]);
	});

	test('draws each character of the résumé with a glyph of an embedded font, never the missing box', () => {
		expect(boxes).toEqual([]);
		const characters = new Set([...texts.join('')].filter((char) => /\S/u.test(char)));
		expect([...characters].filter((char) => !drawn.has(char))).toEqual([]);
	});
});

describe('tags in every script', () => {
	for (const lang of languages) {
		const copy = copyOf(lang);
		const projectsPage = pathIn(lang, '/projects', CONTENT);

		test(`(${lang}) the projects page has a chip for each tag, linking its page by its percent-encoded name`, () => {
			const tree = readPage(dist, projectsPage);
			const chips = selectAll('a', one(tree, select('main', tree)!, 'nav', copy.projects.filter));
			const shown = chips.map((chip) => `${text(chip)} → ${attr(chip, 'href')}`);
			for (const tag of tags)
				expect(shown).toContain(
					`${tag.name} (${tag.titles.length}) → ${pathIn(lang, tag.path, CONTENT)}`,
				);
		});

		test(`(${lang}) each tag's page lists exactly its projects and marks its own chip`, () => {
			for (const tag of tags) {
				const path = pathIn(lang, tag.path, CONTENT);
				expect(path).toMatch(/^[\x21-\x7e]+$/);
				const tree = readPage(dist, path);
				const main = select('main', tree)!;
				// The cards a visitor sees: the others are in the page, hidden, for the filter.
				expect(selectAll('#project-grid > li:not([hidden]) h2', main).map(text), tag.name).toEqual(
					tag.titles.map((title) => expect.stringContaining(title)),
				);
				const current = select(
					'[aria-current="page"]',
					one(tree, main, 'nav', copy.projects.filter),
				);
				expect(text(current!), tag.name).toBe(`${tag.name} (${tag.titles.length})`);
			}
		});
	}
});

describe('share images in every script', () => {
	/** The pages whose image shows texts outside Latin: the projects and tags written in them. */
	const pages = languages.flatMap((lang) => [
		...tags.map((tag) => ({ lang, path: pathIn(lang, tag.path, CONTENT) })),
		...projects.map((project) => ({ lang, path: pathIn(lang, project.path, CONTENT) })),
	]);

	test.each(pages)(
		'$path: its image is drawn, and each character it shows has a font',
		({ lang, path }) => {
			const tree = readPage(dist, path);
			const meta = (property: string) =>
				attr(select(`meta[property="${property}"]`, tree), 'content') ?? '';
			const image = new URL(meta('og:image')).pathname;
			const file = join(dist, decodeURIComponent(image));
			expect(existsSync(file), image).toBe(true);
			const png = readFileSync(file);
			expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
			const heading = text(select('h1', tree)!);
			expect(heading).toContain(pngTitle(png));
			const card = {
				title: heading,
				description: meta('og:description'),
				tags: selectAll('main a[href*="/tags/"]', tree).map((chip) => text(chip)),
				owner: site.name,
				site: new URL(site.url).host,
				lang,
			};
			const shown = [card.title, card.description, ...card.tags, card.owner].join(' ');
			for (const weight of [400, 700]) {
				const fonts = ogFontSet(lang, weight);
				expect(fonts.missing(shown), `${weight}`).toEqual([]);
				// Satori is given the file that holds each character.
				const given = new Set(ogFonts(card).map((font) => font.data));
				const needed = fonts.filesFor(shown);
				expect(needed.filter((each) => !given.has(openFont(each.path).data))).toEqual([]);
			}
		},
	);
});
