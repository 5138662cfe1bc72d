/**
 * The bidirectional algorithm for the résumé PDF's lines: the embedding level of each character,
 * and a line's pieces in visual order, so right-to-left text reads right in a left-to-right page.
 */
import bidiFactory from 'bidi-js';
import type { FontFile } from '../fonts/fontsource.ts';
import { fontMetrics, textWidth } from '../fonts/measure.ts';
import type { FontSet } from '../fonts/fallback.ts';

const bidi = bidiFactory();

/** What a paragraph is drawn in. */
export interface TextStyle {
	size: number;
	/** The line's height as a multiple of the size; taller fonts on the line make it taller. */
	lineHeight: number;
	color: string;
	fonts: FontSet;
}

/** Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** The embedding level of each character of `text`, or undefined when all of it is left to right. */
export function levelsOf(text: string, rtl: boolean): Uint8Array | undefined {
	return rtl || RTL.test(text)
		? bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr').levels
		: undefined;
}

/** Text in one font, one direction and one link, placed on its line. */
export interface Piece {
	/** In logical order; the shaper draws a right-to-left script's glyphs from right to left. */
	text: string;
	file: FontFile;
	size: number;
	color: string;
	/** Where it starts in the paragraph's text: pieces are drawn in this, the reading order. */
	order: number;
	/** From the line's left edge. */
	x: number;
	width: number;
	/** At an odd bidirectional level: drawn right to left. */
	rtl: boolean;
	link?: string;
	/** Room between two items, drawn as a dot. */
	separator?: boolean;
}

/** One line of a paragraph: its pieces left to right and its height, all in points. */
export interface Line {
	pieces: Piece[];
	width: number;
	height: number;
	/** From the line's top to its baseline. */
	baseline: number;
}

/** A stretch of text in one font, level, link and breakable segment. */
export interface Atom {
	start: number;
	end: number;
	file: FontFile | undefined;
	level: number;
	link?: string;
	separator: boolean;
	/** The segment between two break opportunities it belongs to. */
	segment: number;
	width: number;
}

/** A line's atoms in visual order, joined into pieces and placed. */
export function visualLine(
	text: string,
	atoms: Atom[],
	style: TextStyle,
	width: number,
	rtl: boolean,
): Line {
	const trimmed = atoms.map((atom) => ({ ...atom }));
	// White space at the end of a line takes no room.
	for (let last = trimmed.at(-1); last; last = trimmed.at(-1)) {
		const own = text.slice(last.start, last.end);
		const kept = own.trimEnd();
		if (kept.length === own.length) break;
		if (kept.length === 0) trimmed.pop();
		else {
			last.end = last.start + kept.length;
			break;
		}
	}
	const visual = reorder(trimmed);
	const pieces: Piece[] = [];
	let x = 0;
	let ascent = 0;
	let descent = 0;
	const primary = style.fonts.fileFor(0x41);
	if (primary) ({ ascent, descent } = fontMetrics(primary, style.size));
	for (let i = 0; i < visual.length;) {
		const first = visual[i]!;
		let j = i + 1;
		const odd = first.level % 2 === 1;
		while (
			j < visual.length &&
			visual[j]!.file === first.file &&
			visual[j]!.level === first.level &&
			visual[j]!.link === first.link &&
			visual[j]!.separator === first.separator &&
			(odd ? visual[j]!.end === visual[j - 1]!.start : visual[j]!.start === visual[j - 1]!.end)
		)
			j++;
		const group = visual.slice(i, j);
		const start = odd ? group.at(-1)!.start : first.start;
		const end = odd ? first.end : group.at(-1)!.end;
		let own = text.slice(start, end);
		i = j;
		if (!first.file || own.length === 0) continue;
		if (odd && !RTL.test(own))
			// Neutral characters inside right-to-left text: reversed and mirrored by hand, as the
			// shaper lays text out right to left only for a right-to-left script.
			own = [...own]
				.reverse()
				.map((char) => bidi.getMirroredCharacter(char) ?? char)
				.join('');
		const pieceWidth = textWidth(own, first.file, style.size);
		pieces.push({
			text: own,
			order: start,
			file: first.file,
			size: style.size,
			color: style.color,
			x,
			width: pieceWidth,
			rtl: odd,
			...(first.link && { link: first.link }),
			...(first.separator && { separator: true }),
		});
		x += pieceWidth;
		const each = fontMetrics(first.file, style.size);
		ascent = Math.max(ascent, each.ascent);
		descent = Math.max(descent, each.descent);
	}
	if (rtl) for (const piece of pieces) piece.x += width - x;
	const height = Math.max(style.lineHeight * style.size, ascent + descent);
	return { pieces, width: x, height, baseline: (height - ascent - descent) / 2 + ascent };
}

/** Atoms in visual order: each run of levels at or above each odd level reversed, highest first. */
function reorder(atoms: Atom[]): Atom[] {
	const order = [...atoms];
	const highest = Math.max(0, ...order.map((atom) => atom.level));
	const lowestOdd = Math.min(
		...order.map((atom) => atom.level).filter((level) => level % 2 === 1),
		highest + 1,
	);
	for (let level = highest; level >= lowestOdd && level > 0; level--) {
		for (let i = 0; i < order.length;) {
			if (order[i]!.level < level) {
				i++;
				continue;
			}
			let j = i;
			while (j < order.length && order[j]!.level >= level) j++;
			order.splice(i, j - i, ...order.slice(i, j).reverse());
			i = j;
		}
	}
	return order;
}
