/**
 * The link-preview image of a page (Open Graph, 1200x630 PNG): the page's heading, its
 * description, tags and screenshot when it has them, and a band with the owner's name and the
 * site's address, in the owner's light-theme colours, in Inter and the fonts its text falls back to.
 * Laid out by satori (text wraps; a heading or description too long for its lines ends in an
 * ellipsis), drawn by resvg.
 *
 * A rendered image is kept in a cache folder under a hash of everything it is drawn from (the
 * texts, colours, screenshot bytes, fonts and this drawing's version), so a build renders only
 * the images whose inputs changed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import satori, { type SatoriOptions } from 'satori';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { resolveTheme } from '../schemas/palette.ts';
import { FontSet } from '../fonts/fallback.ts';
import { openFont } from '../fonts/fontsource.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What one page's image shows. Content text only: satori lays it out, nothing is markup. */
export interface OgCard {
	/** The page's heading: up to two lines, then an ellipsis. */
	title: string;
	/** Up to three lines under it, then an ellipsis. */
	description?: string;
	/** Shown as pills, as many as fit on one line. */
	tags?: string[];
	/** A screenshot file (PNG, JPEG, WebP, AVIF or SVG), shown beside the text. */
	screenshot?: string;
	/** The band's left side: the owner's name. */
	owner: string;
	/** The band's right side: the site's address without the scheme. */
	site: string;
	/** The page's language: which Chinese, Japanese or Korean forms a shared character takes. */
	lang?: string;
}

/** The colours it is drawn in: the owner's light scheme and the header band. */
export interface OgColours {
	background: string;
	text: string;
	muted: string;
	accent: string;
	tag: string;
	surface: string;
	bandBackground: string;
	bandText: string;
}

/** The drawing's colours from a resolved theme: its light scheme and its header band. */
export function ogColoursOf(theme: ReturnType<typeof resolveTheme>): OgColours {
	const { background, text, muted, accent, tag, surface } = theme.light;
	return {
		background,
		text,
		muted,
		accent,
		tag,
		surface,
		bandBackground: theme.header.background,
		bandText: theme.header.text,
	};
}

/** Bumped when the drawing changes, so cached images are drawn again. */
const DRAWING_VERSION = 3;

/**
 * The fonts a card's texts need: Inter, then the fallbacks that hold its other characters
 * (Arabic, Hebrew, Chinese, Japanese, Korean, emoji...), each subset file only when a character
 * of the card is in it.
 */
function cardFonts(card: OgCard): SatoriOptions['fonts'] {
	const text = [card.title, card.description, ...(card.tags ?? []), card.owner, card.site].join(
		' ',
	);
	return ([400, 700] as const).flatMap((weight) => {
		const fonts = fontsOf(card.lang ?? 'en', weight);
		const latin = fonts.fileFor(0x41);
		const files = fonts.filesFor(text).filter((file) => file !== latin);
		// Satori takes one file per name and weight; each other file is a fallback of its own.
		return [...(latin ? [latin] : []), ...files].map((file, index) => ({
			name: index === 0 ? 'Inter' : `${file.family} ${index}`,
			data: openFont(file.path).data,
			weight,
			style: 'normal' as const,
		}));
	});
}

const fontSets = new Map<string, FontSet>();
function fontsOf(lang: string, weight: number): FontSet {
	const key = `${lang} ${weight}`;
	let fonts = fontSets.get(key);
	if (!fonts) fontSets.set(key, (fonts = new FontSet(lang, weight, { emoji: true })));
	return fonts;
}

/** The screenshot's width and height on the image (8:5, like the cards). */
const SHOT = { width: 440, height: 275 };
/** The text column's width: the image less its side padding, and the screenshot and gap. */
const PADDING = 72;
const GAP = 48;
const textWidth = (shot: boolean) => OG_WIDTH - 2 * PADDING - (shot ? SHOT.width + GAP : 0);

/**
 * The tags that fit on one line of `width` px, in order. A pill is its padding plus at most
 * 15 px a character (Inter at 24 px averages 12 to 14), so the estimate errs on the short side;
 * the row also clips, should a pill still not fit.
 */
function fittingTags(tags: string[], width: number): string[] {
	const fitting: string[] = [];
	let used = 0;
	for (const tag of tags) {
		const pill = 32 + 15 * [...tag].length + (fitting.length > 0 ? 10 : 0);
		if (used + pill > width) break;
		used += pill;
		fitting.push(tag);
	}
	return fitting;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
	type,
	props: { style, children },
});

/** Text cut after `lines` lines with an ellipsis. */
function clamped(text: string, lines: number, style: Record<string, unknown>): Node {
	return h(
		'div',
		{
			display: 'block',
			lineClamp: lines,
			textOverflow: 'ellipsis',
			overflow: 'hidden',
			...style,
		},
		text,
	);
}

/** The element tree satori lays out. `shot` is the screenshot as a data URL. */
export function ogTree(card: OgCard, colours: OgColours, shot?: string): Node {
	const tags = fittingTags(card.tags ?? [], textWidth(Boolean(shot))).map((tag) =>
		h(
			'div',
			{
				display: 'flex',
				padding: '6px 16px',
				borderRadius: 8,
				background: colours.tag,
				color: colours.text,
				fontSize: 24,
				flexShrink: 0,
			},
			tag,
		),
	);
	const text = h(
		'div',
		{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 24 },
		[
			clamped(card.title, 2, {
				fontSize: 64,
				fontWeight: 700,
				lineHeight: 1.15,
				color: colours.text,
			}),
			card.description &&
				clamped(card.description, 3, { fontSize: 30, lineHeight: 1.4, color: colours.muted }),
			tags.length > 0 && h('div', { display: 'flex', gap: 10, overflow: 'hidden' }, tags),
		].filter(Boolean),
	);
	const picture =
		shot &&
		h(
			'img',
			{
				width: SHOT.width,
				height: SHOT.height,
				borderRadius: 16,
				border: `2px solid ${colours.tag}`,
				objectFit: 'cover',
				flexShrink: 0,
			},
			undefined,
		);
	if (picture) Object.assign(picture.props, { src: shot, width: SHOT.width, height: SHOT.height });
	return h(
		'div',
		{
			display: 'flex',
			flexDirection: 'column',
			width: OG_WIDTH,
			height: OG_HEIGHT,
			background: colours.background,
			fontFamily: 'Inter',
		},
		[
			h('div', { display: 'flex', height: 10, background: colours.accent }, undefined),
			h(
				'div',
				{
					display: 'flex',
					flex: 1,
					alignItems: 'center',
					gap: GAP,
					padding: `48px ${PADDING}px`,
					overflow: 'hidden',
				},
				[text, picture].filter(Boolean),
			),
			h(
				'div',
				{
					display: 'flex',
					justifyContent: 'space-between',
					alignItems: 'center',
					gap: 32,
					height: 96,
					padding: `0 ${PADDING}px`,
					background: colours.bandBackground,
					color: colours.bandText,
					fontSize: 28,
				},
				[
					h(
						'div',
						{ display: 'block', fontWeight: 700, lineClamp: 1, textOverflow: 'ellipsis' },
						card.owner,
					),
					h('div', { display: 'flex', flexShrink: 0 }, card.site),
				],
			),
		],
	);
}

/**
 * The screenshot, cropped to its box on the image at the image's own scale (link previews show
 * the image at half size or less), as a data URL.
 */
async function screenshotDataUrl(file: string): Promise<string> {
	const jpeg = await sharp(file)
		.resize(SHOT.width, SHOT.height, { fit: 'cover', position: 'top' })
		.flatten({ background: '#ffffff' })
		.jpeg({ quality: 82 })
		.toBuffer();
	return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The card as SVG. Tests pass `embedFont: false` (text as <text>) and `onNodeDetected`. */
export async function ogSvg(
	card: OgCard,
	colours: OgColours,
	options: Pick<SatoriOptions, 'embedFont' | 'onNodeDetected'> = {},
): Promise<string> {
	const shot = card.screenshot && (await screenshotDataUrl(card.screenshot));
	return satori(ogTree(card, colours, shot) as Parameters<typeof satori>[0], {
		width: OG_WIDTH,
		height: OG_HEIGHT,
		fonts: cardFonts(card),
		...options,
	});
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(4);
	head.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([head, body, crc]);
}

/** `png` with an iTXt `Title` chunk (UTF-8) after its header: which page the image is for. */
export function withTitle(png: Buffer, title: string): Buffer {
	const ihdrEnd = 8 + 4 + 4 + 13 + 4;
	const data = Buffer.concat([
		Buffer.from('Title\0\0\0\0\0', 'latin1'),
		Buffer.from(title, 'utf8'),
	]);
	return Buffer.concat([png.subarray(0, ihdrEnd), chunk('iTXt', data), png.subarray(ihdrEnd)]);
}

/** The iTXt `Title` of a PNG made by `withTitle`, if any. */
export function pngTitle(png: Buffer): string | undefined {
	let offset = 8;
	while (offset < png.length) {
		const length = png.readUInt32BE(offset);
		const type = png.toString('latin1', offset + 4, offset + 8);
		const data = png.subarray(offset + 8, offset + 8 + length);
		if (type === 'iTXt' && data.toString('latin1', 0, 6) === 'Title\0') {
			return data.subarray(10).toString('utf8');
		}
		if (type === 'IDAT') return undefined;
		offset += 12 + length;
	}
	return undefined;
}

/** The width and height in a PNG's header. */
export function pngSize(png: Buffer): { width: number; height: number } {
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Draws the card: satori's SVG, rasterised at 1200x630, reduced to a 256-colour palette (a
 * third of the size of full colour for a card with a screenshot: about 60 KB instead of
 * 170 KB), with its title in the file.
 */
export async function renderOg(card: OgCard, colours: OgColours): Promise<Buffer> {
	const svg = await ogSvg(card, colours);
	const rgba = new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
	const png = await sharp(rgba).removeAlpha().png({ palette: true, effort: 1 }).toBuffer();
	return withTitle(png, card.title);
}

/** Everything the image is drawn from, hashed: the cache entry's name. */
function cacheKey(card: OgCard, colours: OgColours): string {
	const hash = createHash('sha256');
	hash.update(JSON.stringify({ DRAWING_VERSION, card, colours }));
	if (card.screenshot) hash.update(readFileSync(card.screenshot));
	return hash.digest('hex').slice(0, 32);
}

/** How many images this process has drawn rather than taken from the cache. */
export const renderCount = { drawn: 0, cached: 0 };

/** The card's PNG from `cacheDir` when drawn before from the same inputs; else drawn and kept. */
export async function cachedOg(
	card: OgCard,
	colours: OgColours,
	cacheDir: string,
): Promise<Buffer> {
	const file = join(cacheDir, `${cacheKey(card, colours)}.png`);
	if (existsSync(file)) {
		renderCount.cached++;
		return readFileSync(file);
	}
	const png = await renderOg(card, colours);
	renderCount.drawn++;
	mkdirSync(cacheDir, { recursive: true });
	// Written under a name of this process's first, so a build stopped halfway leaves no broken
	// entry and two builds drawing the same image at once do not write into one file.
	const partial = `${file}.${process.pid}.tmp`;
	writeFileSync(partial, png);
	renameSync(partial, file);
	return png;
}
