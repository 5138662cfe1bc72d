/**
 * A paragraph of the résumé PDF cut into lines: each character in the first font of the chain
 * that has it, lines broken where Unicode allows, and each line's pieces put in visual order by
 * the bidirectional algorithm, so right-to-left text reads right in a left-to-right page and back.
 */
import LineBreaker from 'linebreak';
import bidiFactory from 'bidi-js';
import { openFont, type FontFile } from '../fonts/fontsource.ts';
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

/** A part of a paragraph's text, a link when it has `link`. */
export interface Span {
	text: string;
	link?: string;
	/** Kept on one line when it fits on one (an address, a phone number). */
	whole?: boolean;
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
	link?: string;
}

/** One line of a paragraph: its pieces left to right and its height, all in points. */
export interface Line {
	pieces: Piece[];
	width: number;
	height: number;
	/** From the line's top to its baseline. */
	baseline: number;
}

const widths = new Map<string, number>();

/** The advance of `text` in `file` at `size` points, as the shaper lays it out. */
export function textWidth(text: string, file: FontFile, size: number): number {
	const key = `${file.path}\n${text}`;
	let width = widths.get(key);
	if (width === undefined) {
		const { font } = openFont(file.path);
		width = font.layout(text).advanceWidth / font.unitsPerEm;
		if (widths.size > 200_000) widths.clear();
		widths.set(key, width);
	}
	return width * size;
}

/** A font's ascent and descent at `size`, both positive. */
function metrics(file: FontFile, size: number) {
	const { font } = openFont(file.path);
	return {
		ascent: (font.ascent / font.unitsPerEm) * size,
		descent: (-font.descent / font.unitsPerEm) * size,
	};
}

/** Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A stretch of text in one font, level, link and breakable segment. */
interface Atom {
	start: number;
	end: number;
	file: FontFile | undefined;
	level: number;
	link?: string;
	/** The segment between two break opportunities it belongs to. */
	segment: number;
	width: number;
}

/** The paragraph's atoms: its text cut at every change of font, level, link and break point. */
function atomsOf(text: string, spans: Span[], style: TextStyle, levels?: Uint8Array): Atom[] {
	const breaks = new Set<number>();
	const breaker = new LineBreaker(text);
	for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) breaks.add(next.position);
	const linkAt: (string | undefined)[] = [];
	let offset = 0;
	for (const span of spans) {
		for (let i = 0; i < span.text.length; i++) linkAt.push(span.link);
		if (span.whole) for (let i = offset + 1; i < offset + span.text.length; i++) breaks.delete(i);
		offset += span.text.length;
	}
	const atoms: Atom[] = [];
	let index = 0;
	let segment = 0;
	for (const run of style.fonts.runs(text)) {
		for (const char of run.text) {
			const level = levels?.[index] ?? 0;
			const last = atoms.at(-1);
			if (breaks.has(index) && index > 0) segment++;
			if (
				last &&
				last.file === run.file &&
				last.level === level &&
				last.link === linkAt[index] &&
				last.segment === segment
			)
				last.end += char.length;
			else
				atoms.push({
					start: index,
					end: index + char.length,
					file: run.file,
					level,
					link: linkAt[index],
					segment,
					width: 0,
				});
			index += char.length;
		}
	}
	for (const atom of atoms)
		atom.width = atom.file ? textWidth(text.slice(atom.start, atom.end), atom.file, style.size) : 0;
	return atoms;
}

/** The lines of a paragraph of `spans` in a column `width` points wide. */
export function breakLines(spans: Span[], style: TextStyle, width: number, rtl = false): Line[] {
	const text = spans.map((span) => span.text).join('');
	const levels =
		rtl || RTL.test(text) ? bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr').levels : undefined;
	const atoms = atomsOf(text, spans, style, levels);
	const lines: Atom[][] = [];
	let line: Atom[] = [];
	let used = 0;
	for (let first = 0; first < atoms.length;) {
		let last = first;
		while (last + 1 < atoms.length && atoms[last + 1]!.segment === atoms[first]!.segment) last++;
		const segment = atoms.slice(first, last + 1);
		const trailing = trailingSpace(text, segment.at(-1)!, style);
		const fits = segment.reduce((sum, atom) => sum + atom.width, 0) - trailing;
		if (line.length > 0 && used + fits > width) {
			lines.push(line);
			line = [];
			used = 0;
		}
		if (line.length === 0 && fits > width) {
			// A word wider than the column (an address): cut between its characters.
			for (const piece of cutToWidth(text, segment, style, width)) {
				if (line.length > 0) lines.push(line);
				line = piece;
			}
			used = line.reduce((sum, atom) => sum + atom.width, 0);
		} else {
			line.push(...segment);
			used += fits + trailing;
		}
		if (/[\n\u2028\u2029]$/.test(text.slice(segment.at(-1)!.start, segment.at(-1)!.end))) {
			lines.push(line);
			line = [];
			used = 0;
		}
		first = last + 1;
	}
	if (line.length > 0 || lines.length === 0) lines.push(line);
	return lines.map((atoms) => assemble(text, atoms, style, width, rtl));
}

/** The width of the white space that ends `atom`'s text: it may hang past the column's edge. */
function trailingSpace(text: string, atom: Atom, style: TextStyle): number {
	const own = text.slice(atom.start, atom.end);
	const trimmed = own.trimEnd();
	if (trimmed.length === own.length || !atom.file) return 0;
	return atom.width - textWidth(trimmed, atom.file, style.size);
}

/** A segment too wide for the column, cut between characters into lines that fit. */
function cutToWidth(text: string, segment: Atom[], style: TextStyle, width: number): Atom[][] {
	const lines: Atom[][] = [[]];
	let used = 0;
	for (const atom of segment) {
		let start = atom.start;
		for (const { segment: grapheme, index } of new Intl.Segmenter().segment(
			text.slice(atom.start, atom.end),
		)) {
			const at = atom.start + index;
			const end = at + grapheme.length;
			const piece = atom.file ? textWidth(text.slice(start, end), atom.file, style.size) : 0;
			if (used + piece > width && at > start) {
				const done = {
					...atom,
					start,
					end: at,
					width: textWidth(text.slice(start, at), atom.file!, style.size),
				};
				lines.at(-1)!.push(done);
				lines.push([]);
				used = 0;
				start = at;
			}
			if (end === atom.end) {
				const rest = {
					...atom,
					start,
					end,
					width: atom.file ? textWidth(text.slice(start, end), atom.file, style.size) : 0,
				};
				lines.at(-1)!.push(rest);
				used += rest.width;
			}
		}
	}
	return lines.filter((line) => line.length > 0);
}

/** A line's atoms in visual order, joined into pieces and placed. */
function assemble(
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
	if (primary) ({ ascent, descent } = metrics(primary, style.size));
	for (let i = 0; i < visual.length;) {
		const first = visual[i]!;
		let j = i + 1;
		const odd = first.level % 2 === 1;
		while (
			j < visual.length &&
			visual[j]!.file === first.file &&
			visual[j]!.level === first.level &&
			visual[j]!.link === first.link &&
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
			...(first.link && { link: first.link }),
		});
		x += pieceWidth;
		const each = metrics(first.file, style.size);
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
