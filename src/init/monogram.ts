// The owner's monogram: initials from their name, drawn as outlines of the site's fonts (so the
// files look the same on every system), as a 120x50 header logo and a square icon.
import { FontSet } from '../fonts/fallback.ts';
import { openFont } from '../fonts/fontsource.ts';

/** Scripts whose names are written without spaces, family name first: one character stands for them. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Scripts written right to left: their initials are drawn in that order. */
const RIGHT_TO_LEFT = /^[\p{Script=Arabic}\p{Script=Hebrew}]/u;

const graphemes = (text: string) => [
	...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
];

/** The first letter of a word (with its accents), upper-cased. */
const initialOf = (word: string, lang: string) =>
	(graphemes(word)[0]?.segment ?? '').toLocaleUpperCase(lang);

/**
 * The initials of `name`: the first letters of its first and last words ("Jean-Luc Picard": JP),
 * one letter for a one-word name, the first character of a name written without spaces (李).
 */
export function initialsOf(name: string, lang = 'en'): string {
	const words = name
		.normalize('NFC')
		.split(/[\s,]+/u)
		.filter((word) => /^\p{L}/u.test(word));
	if (words.length === 0) return '?';
	const first = words[0]!;
	if (UNSPACED.test(first)) return graphemes(first)[0]!.segment;
	if (words.length === 1) return initialOf(first, lang);
	return initialOf(first, lang) + initialOf(words.at(-1)!, lang);
}

/** The colours of the monogram: the tile, the letters on it, the name beside it. */
export interface MonogramColours {
	tile: string;
	letters: string;
	name: string;
	family: string;
}

/** `text` as SVG paths in `fill`, `size` high, its left end at `x`, its baseline at `y`, scaled to fit `width`. */
function outline(
	text: string,
	fonts: FontSet,
	at: { x: number; y: number; size: number; width: number; fill: string; centre?: boolean },
): string {
	const runs = fonts.runs(text).filter((run) => run.file);
	const laid = runs.map((run) => {
		const { font } = openFont(run.file!.path);
		const layout = font.layout(run.text);
		return { font, layout, advance: layout.advanceWidth / font.unitsPerEm };
	});
	if (RIGHT_TO_LEFT.test(text)) laid.reverse();
	const total = laid.reduce((sum, run) => sum + run.advance, 0);
	const size = Math.min(at.size, total > 0 ? at.width / total : at.size);
	let x = at.centre ? at.x + (at.width - total * size) / 2 : at.x;
	const paths: string[] = [];
	for (const { font, layout } of laid) {
		const scale = size / font.unitsPerEm;
		let pen = 0;
		layout.glyphs.forEach((glyph, index) => {
			const position = layout.positions[index]!;
			const d = glyph.path.toSVG();
			if (d) {
				const gx = x + (pen + position.xOffset) * scale;
				const gy = at.y - position.yOffset * scale;
				paths.push(
					`<path transform="translate(${round(gx)} ${round(gy)}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${d}"/>`,
				);
			}
			pen += position.xAdvance;
		});
		x += pen * scale;
	}
	return `<g fill="${at.fill}">${paths.join('')}</g>`;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The initials centred on a square tile of `side`, with rounded corners. */
function tile(initials: string, fonts: FontSet, side: number, colours: MonogramColours): string {
	const wide = [...initials].length > 1;
	const size = side * (wide ? 0.5 : 0.62);
	const margin = side * 0.16;
	return [
		`<rect width="${side}" height="${side}" rx="${round(side * 0.22)}" fill="${colours.tile}"/>`,
		outline(initials, fonts, {
			x: margin,
			y: side / 2 + size * 0.36,
			size,
			width: side - 2 * margin,
			fill: colours.letters,
			centre: true,
		}),
	].join('\n');
}

/** A square icon of the initials (the favicon, and the touch icon's drawing), `side` pixels. */
export function monogramIcon(
	name: string,
	colours: MonogramColours,
	{ lang = 'en', side = 32, square = false } = {},
): string {
	const fonts = new FontSet(lang, 700);
	const drawing = tile(initialsOf(name, lang), fonts, side, colours).replace(
		/ rx="[^"]*"/,
		square ? '' : '$&',
	);
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">\n${drawing}\n</svg>\n`;
}

/**
 * The header logo, 120x50: the initials' tile, and beside it the name, the given names over the
 * family name (a name of one word, or written without spaces, on one line).
 */
export function monogramLogo(name: string, colours: MonogramColours, lang = 'en'): string {
	const fonts = new FontSet(lang, 700);
	const words = name.trim().split(/\s+/u);
	const lines =
		words.length > 1 && !UNSPACED.test(name)
			? [words.slice(0, -1).join(' '), words.at(-1)!.toLocaleUpperCase(lang)]
			: [name.trim()];
	const text =
		lines.length === 2
			? [
					outline(lines[0]!, fonts, { x: 52, y: 25, size: 17, width: 64, fill: colours.name }),
					outline(lines[1]!, fonts, { x: 52, y: 39, size: 10, width: 64, fill: colours.family }),
				]
			: [outline(lines[0]!, fonts, { x: 52, y: 31, size: 17, width: 64, fill: colours.name })];
	return [
		'<svg xmlns="http://www.w3.org/2000/svg" width="120" height="50" viewBox="0 0 120 50">',
		`<g transform="translate(4 4)">${tile(initialsOf(name, lang), fonts, 42, colours)}</g>`,
		...text,
		'</svg>',
		'',
	].join('\n');
}
