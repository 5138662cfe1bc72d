/**
 * The link-preview drawing: a title, description, owner's name and tags far too long for the
 * image are cut (the title after two lines with an ellipsis) and nothing is laid out outside
 * the image or into the band at its foot; the PNG is 1200x630 and names its page.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { SatoriNode } from 'satori';
import { OG_HEIGHT, OG_WIDTH, ogColoursOf, type OgCard } from '../../src/share/og-layout.ts';
import { ogSvg, renderOg } from '../../src/share/og-image.ts';
import { cachedOg } from '../../src/share/og-cache.ts';
import { resolveTheme } from '../../src/schemas/colour/palette.ts';
import { FontSet } from '../../src/fonts/fallback.ts';
import { site } from '../tools/content.ts';
import { pngSize, pngTitle } from '../tools/png.ts';

const colours = ogColoursOf(resolveTheme(site.theme));

const LONG: OgCard = {
	title: 'An Extraordinarily Long Project Title That Keeps Going '.repeat(6).trim(),
	description: 'A description that says the same thing over and over again. '.repeat(12).trim(),
	tags: Array.from({ length: 20 }, (_, index) => `Technology ${index + 1}`),
	owner: 'A Very Long Owner Name With Many Middle Names '.repeat(4).trim(),
	site: 'portfolio.example.com',
};

/** The height of the band at the image's foot that holds the owner's name and the address. */
const BAND = 96;

/**
 * The time a test that draws may take. Drawing one card (fonts read, laid out, rasterised at
 * 1200x630) takes about half a second alone, but many times that on a 2-core machine busy with
 * other test files and builds; a result must not depend on that, so the limit only catches a
 * drawing that never ends. Each test also draws as few cards as what it shows needs.
 */
const DRAWING = { timeout: 120_000 };

/** A short card: what the cache tests draw, as cheap to draw as a card gets. */
const SHORT: OgCard = {
	title: 'Cached',
	description: 'A card.',
	owner: 'Ann Lee',
	site: 'a.example',
};

describe('link-preview image', DRAWING, () => {
	test('a right-to-left page’s card is mirrored: its heading from the right, its name on the right of the band', async () => {
		/** Where each word of the title and the owner's name start (x), as drawn (text left as text). */
		const drawn = async (title: string, lang: string) => {
			const nodes: SatoriNode[] = [];
			const svg = await ogSvg({ ...SHORT, title, lang }, colours, {
				embedFont: false,
				onNodeDetected: (node) => nodes.push(node),
			});
			const words = new Map(
				[...svg.matchAll(/<text x="([\d.]+)"[^>]*>([^<]+)<\/text>/g)].map(([, x, word]) => [
					word!.trim(),
					Number(x),
				]),
			);
			const owner = nodes.find((node) => node.textContent === SHORT.owner)!;
			return { words, owner };
		};
		const rtl = await drawn('نبذة عني', 'ar');
		// The first word is drawn at the right, the second to its left.
		expect(rtl.words.get('نبذة')).toBeGreaterThan(OG_WIDTH / 2);
		expect(rtl.words.get('عني')).toBeLessThan(rtl.words.get('نبذة')!);
		expect(rtl.owner.left).toBeGreaterThan(OG_WIDTH / 2);
		const ltr = await drawn('About me', 'en');
		expect(ltr.words.get('About')).toBeLessThan(OG_WIDTH / 2);
		expect(ltr.words.get('me')).toBeGreaterThan(ltr.words.get('About')!);
		expect(ltr.owner.left + ltr.owner.width).toBeLessThan(OG_WIDTH / 2);
	});

	test('a long title, description and owner name stay inside their boxes', async () => {
		const nodes: SatoriNode[] = [];
		const svg = await ogSvg(LONG, colours, {
			embedFont: false,
			onNodeDetected: (node) => nodes.push(node),
		});
		const texts = nodes.filter((node) => node.textContent);
		expect(texts.length).toBeGreaterThan(3);
		for (const node of texts) {
			expect(node.left, node.textContent).toBeGreaterThanOrEqual(0);
			expect(node.top, node.textContent).toBeGreaterThanOrEqual(0);
			expect(node.left + node.width, node.textContent).toBeLessThanOrEqual(OG_WIDTH);
			expect(node.top + node.height, node.textContent).toBeLessThanOrEqual(OG_HEIGHT);
			const inBand = node.textContent === LONG.owner || node.textContent === LONG.site;
			if (!inBand) {
				expect(node.top + node.height, node.textContent).toBeLessThanOrEqual(OG_HEIGHT - BAND);
			}
		}
		// The title: two lines at most, the second ending in an ellipsis.
		const title = texts.find((node) => node.textContent === LONG.title)!;
		expect(title.height).toBeLessThanOrEqual(2 * 64 * 1.15 + 1);
		const titleLines = [
			...svg.matchAll(/<text [^>]*y="([\d.]+)"[^>]*font-size="64"[^>]*>([^<]*)</g),
		];
		expect(new Set(titleLines.map(([, y]) => y)).size).toBe(2);
		expect(titleLines.at(-1)![2]).toBe('…');
		// Some tags are shown, not all twenty.
		const shownTags = texts.filter((node) => LONG.tags!.includes(node.textContent!));
		expect(shownTags.length).toBeGreaterThan(0);
		expect(shownTags.length).toBeLessThan(LONG.tags!.length);
	});

	test('the PNG is 1200x630 and carries the title of its page', async () => {
		const png = await renderOg(LONG, colours);
		expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
		expect(pngSize(png)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
		expect(pngTitle(png)).toBe(LONG.title);
	});

	test('an image is drawn once, then taken from the cache until what it shows changes', async () => {
		await withCache(async (cache, entries) => {
			const first = await cachedOg(SHORT, colours, cache);
			const drawn = entries();
			expect(drawn).toHaveLength(1);
			expect(await cachedOg(SHORT, colours, cache)).toEqual(first);
			// Not drawn again: the one entry is the same file, untouched.
			expect(entries()).toEqual(drawn);
			await cachedOg({ ...SHORT, title: 'Changed' }, colours, cache);
			expect(readdirSync(cache)).toHaveLength(2);
			expect(entries()).toEqual(expect.arrayContaining(drawn));
		});
	});

	test('another font family draws the card again, into an image of its own', async () => {
		await withCache(async (cache) => {
			const first = await cachedOg(SHORT, colours, cache);
			const otherFont = await cachedOg({ ...SHORT, font: 'Noto Sans' }, colours, cache);
			expect(readdirSync(cache)).toHaveLength(2);
			expect(otherFont.equals(first)).toBe(false);
		});
	});
});

/**
 * Runs `use` with an empty cache folder and a reader of its entries (each name with its inode and
 * modification time: a drawing writes a new file), then removes the folder.
 */
async function withCache(
	use: (cache: string, entries: () => object[]) => Promise<void>,
): Promise<void> {
	const cache = mkdtempSync(join(tmpdir(), 'og-cache-'));
	const entries = () =>
		readdirSync(cache).map((name) => {
			const { ino, mtimeMs } = statSync(join(cache, name));
			return { name, ino, mtimeMs };
		});
	try {
		await use(cache, entries);
	} finally {
		rmSync(cache, { recursive: true, force: true });
	}
}

describe('a card in every script', DRAWING, () => {
	const card = {
		title: 'مشروع محمد 🚀 李小龍 שלום',
		description: 'Łukasz Dvořák-Nguyễn Văn, Şahin, Ελένη, Иван, 日本語の説明, 한국어',
		tags: ['日本語', 'عربي', '🚀'],
		owner: 'Jordan "Łukasz" Dvořák-Nguyễn Văn',
		site: 'example.com',
		lang: 'ar',
	};

	test('has a font for every character, emoji included', () => {
		const text = [card.title, card.description, ...card.tags, card.owner].join(' ');
		for (const weight of [400, 700])
			expect(new FontSet(card.lang, weight, { emoji: true }).missing(text)).toEqual([]);
	});

	test('is drawn', async () => {
		const png = await renderOg(card, colours);
		expect(pngTitle(png)).toBe(card.title);
	});
});
