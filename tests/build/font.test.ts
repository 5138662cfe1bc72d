/**
 * The font family site.json names, in whole builds: the variant that sets FONT draws its pages,
 * share images and résumé PDF in it; a site without the setting keeps the system's font on its
 * pages, Inter in its generated files, and ships no font file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import type { Root } from 'hast';
import { describe, expect, inject, test } from 'vitest';
import { renderOg } from '../../src/share/og-image.ts';
import { ogColoursOf } from '../../src/share/og-layout.ts';
import { resolveTheme } from '../../src/schemas/colour/palette.ts';
import { attribute, readPage, text, textOf } from '../tools/hast.ts';
import { readSite, VALID_CONTENT } from '../tools/content.ts';
import { FONT } from './variants.ts';

/** Every page of a build, by its path in dist/. */
const pagesOf = (dist: string) =>
	readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The styles a page carries inline, as one text. */
const stylesOf = (tree: Root) => selectAll('style', tree).map(textOf).join('\n');

/** The fonts a PDF embeds, by their PostScript names without the subset's tag. */
const embedded = (pdf: Buffer) =>
	new Set(
		[...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?(\S+)/g)].map(
			(match) => match[1]!,
		),
	);

describe("a site that names its font family (the JSON Resume sample's variant)", () => {
	const dist = () => inject('dist').sample;

	test("every page's styles draw the text in the family, from its WOFF2 files in dist/", () => {
		const pages = pagesOf(dist());
		expect(pages.length).toBeGreaterThan(3);
		for (const page of pages) {
			const css = stylesOf(readPage(dist(), `/${page.replace(/\.html$/, '')}`));
			const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, face]) => face!);
			expect(faces.length, page).toBeGreaterThan(0);
			for (const face of faces) {
				expect(face, page).toMatch(new RegExp(`font-family:"?${FONT.family}"?;`));
				// Drawn in the family only if it is there for the first paint: no late shift.
				expect(face, page).toContain('font-display:optional');
				const file = /url\(([^)]+)\)/.exec(face)?.[1] ?? '';
				expect(file, page).toMatch(new RegExp(`^/_astro/${FONT.id}-.+\\.woff2$`));
				expect(existsSync(join(dist(), file)), file).toBe(true);
			}
			// Each weight the styles use has a face: text, labels, headings, the home page's name.
			for (const weight of [400, 600, 700, 800])
				expect(
					faces.some((face) => face.includes(`font-weight:${weight}`)),
					page,
				).toBe(true);
			expect(css, page).toContain(`html body{font-family:"${FONT.family}", var(--font-body)}`);
		}
	});

	test('each page preloads the regular Latin file, the one most of its text is drawn in', () => {
		for (const page of pagesOf(dist())) {
			const tree = readPage(dist(), `/${page.replace(/\.html$/, '')}`);
			const preload = select('link[rel=preload][as=font]', tree);
			const href = attribute(preload, 'href') ?? '';
			expect(href, page).toMatch(
				new RegExp(`^/_astro/${FONT.id}-latin-400-normal\\.[^/]+\\.woff2$`),
			);
			expect(attribute(preload, 'type')).toBe('font/woff2');
			expect(preload?.properties.crossOrigin, page).toBeDefined();
			expect(stylesOf(tree), page).toContain(`url(${href})`);
		}
	});

	test('the résumé PDF embeds the family, regular and bold, and no Inter', () => {
		const fonts = embedded(readFileSync(join(dist(), 'resume.pdf')));
		const postscript = FONT.family.replace(/\s+/g, '');
		expect(fonts).toEqual(new Set([`${postscript}-Regular`, `${postscript}-Bold`]));
	});

	test("the share images are drawn in the family: the search page's, drawn again, is the same", async () => {
		const tree = readPage(dist(), '/search');
		const meta = (name: string) =>
			attribute(select(`meta[name="${name}"], meta[property="${name}"]`, tree), 'content') ?? '';
		const card = {
			title: text(select('h1', tree)!),
			description: meta('description'),
			owner: meta('author'),
			site: new URL(meta('og:url')).host,
			lang: attribute(select('html', tree), 'lang') ?? 'en',
		};
		const colours = ogColoursOf(resolveTheme(readSite(VALID_CONTENT).theme));
		const built = readFileSync(join(dist(), 'og', 'search.png'));
		expect((await renderOg({ ...card, font: FONT.family }, colours)).equals(built)).toBe(true);
		expect((await renderOg(card, colours)).equals(built)).toBe(false);
	});
});

describe('a site that names no font family', () => {
	const dist = () => inject('dist').older;

	test('its pages keep the system font: no @font-face, no font preload, no font file', () => {
		for (const page of pagesOf(dist())) {
			const tree = readPage(dist(), `/${page.replace(/\.html$/, '')}`);
			expect(stylesOf(tree), page).not.toContain('@font-face');
			expect(select('link[rel=preload][as=font]', tree), page).toBeUndefined();
		}
		const files = readdirSync(join(dist(), '_astro'));
		expect(files.filter((file) => /\.woff2?$/.test(file))).toEqual([]);
	});

	test('its résumé PDF is drawn in Inter', () => {
		expect(embedded(readFileSync(join(dist(), 'resume.pdf')))).toEqual(
			new Set(['Inter-Regular', 'Inter-Bold']),
		);
	});
});
