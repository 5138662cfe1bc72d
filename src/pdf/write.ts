/**
 * Writes a shaped piece into the page: glyphs that stand for letters as text, each mapped to its
 * letters; glyphs of no letter of their own as outlines; a word given whole on one blank glyph.
 */
import type { Font, Glyph } from 'fontkit';
import type { Piece } from './bidi.ts';
import { shape, type Drawn } from './glyphs.ts';

/** What pdfkit's embedded font is inside: the parsed font, its subset, widths and text map. */
interface EmbeddedFont {
	id: string;
	font: Font;
	subset: { glyphs: number[]; includeGlyph(id: number): number };
	widths: number[];
	unicode: number[][];
	scale: number;
	ref(): unknown;
}

/** The part of pdfkit's document this module writes with. */
interface Writer {
	_font: EmbeddedFont;
	page: { height: number; fonts: Record<string, unknown> };
	addContent(content: string): Writer;
	save(): Writer;
	restore(): Writer;
	transform(...matrix: number[]): Writer;
	path(svg: string): Writer;
	fill(): Writer;
}

const subsets = new WeakMap<EmbeddedFont, { ids: Map<string, number>; drawn: Set<number> }>();

/**
 * The subset's glyph that draws `glyph`, is `width` thousandths of the size wide and stands for
 * `text`: one per glyph, width and text, so one glyph may stand for different texts.
 */
function subsetGlyph(font: EmbeddedFont, glyph: Glyph, text: string, width: number): string {
	let subset = subsets.get(font);
	if (!subset) subsets.set(font, (subset = { ids: new Map(), drawn: new Set() }));
	const key = `${glyph.id} ${width} ${text}`;
	let id = subset.ids.get(key);
	if (id === undefined) {
		id = subset.drawn.has(glyph.id)
			? font.subset.glyphs.push(glyph.id) - 1
			: font.subset.includeGlyph(glyph.id);
		subset.drawn.add(glyph.id);
		subset.ids.set(key, id);
		font.widths[id] = width;
		font.unicode[id] = [...text].map((char) => char.codePointAt(0)!);
	}
	return `<${`000${id.toString(16)}`.slice(-4)}>`;
}

/** `text` cut before its first combining mark; all of it when it has none or starts with one. */
function splitAtMark(text: string): [string, string] {
	const at = text.search(/\p{Mn}/u);
	return at > 0 ? [text.slice(0, at), text.slice(at)] : [text, ''];
}

const num = (value: number) => String(Math.round(value * 1000) / 1000);

/** Writes `piece` with its left edge at `x`, its baseline `baseline` points from the page's top. */
export function writePiece(document: unknown, piece: Piece, x: number, baseline: number) {
	const doc = document as Writer;
	const font = doc._font;
	doc.page.fonts[font.id] ??= font.ref();
	const { glyphs, words } = shape(font.font, piece.text, piece.size, piece.rtl);
	const top = doc.page.height - baseline;
	const thousandths = (points: number) => (points * 1000) / piece.size;
	const outlines: Drawn[] = [];
	let shown: string[] = [];
	// Where the text position is after the last glyph shown, from the piece's left edge.
	let at: number | undefined;
	const flush = () => {
		if (shown.length > 0) doc.addContent(`[${shown.join(' ')}] TJ`);
		shown = [];
	};
	const show = (glyph: Glyph, text: string, left: number, up: number, width: number) => {
		if (at === undefined || up !== 0) {
			flush();
			doc.addContent(`1 0 0 1 ${num(x + left)} ${num(top + up)} Tm`);
		} else if (Math.abs(left - at) > 0.001) shown.push(num(thousandths(at - left)));
		shown.push(subsetGlyph(font, glyph, text, thousandths(width)));
		at = up === 0 ? left + width : undefined;
	};
	doc.save();
	doc.transform(1, 0, 0, -1, 0, doc.page.height);
	doc.addContent(`BT /${font.id} ${num(piece.size)} Tf`);
	const blank = font.font.glyphForCodePoint(0x20);
	let word = -1;
	for (const drawn of glyphs) {
		if (words && drawn.word !== word) {
			// The word's text, on a glyph that draws nothing, as wide as the word where it starts.
			word = drawn.word;
			const width = glyphs
				.filter((each) => each.word === word)
				.reduce((sum, each) => sum + each.advance, 0);
			// Readers take a glyph whose text holds a combining mark for a mark, of no width and
			// on no line of its own: the word's text up to its first mark goes first, as wide as
			// the word, the rest after it.
			const [head, rest] = splitAtMark(words[word]!);
			show(blank, head, drawn.x, 0, width);
			if (rest) show(blank, rest, drawn.x + width, 0, 0);
		}
		if (drawn.marks) show(blank, drawn.marks, drawn.x, 0, 0);
		if (words || drawn.text === null) outlines.push(drawn);
		else
			show(
				drawn.glyph,
				drawn.text,
				drawn.x + drawn.dx,
				drawn.dy,
				(drawn.glyph.advanceWidth * piece.size) / font.font.unitsPerEm,
			);
	}
	flush();
	doc.addContent('ET');
	doc.restore();
	const scale = piece.size / font.font.unitsPerEm;
	for (const drawn of outlines) {
		doc.save();
		doc.transform(scale, 0, 0, -scale, x + drawn.x + drawn.dx, baseline - drawn.dy);
		doc.path(drawn.glyph.path.toSVG()).fill();
		doc.restore();
	}
}
