/**
 * Writes the résumé PDF's lines with pdfkit: a line's pieces in reading order inside their tags,
 * right-to-left text word by word, each embedded glyph mapped to the text it was drawn for.
 */
import type PDFDocument from 'pdfkit';
import { openFont } from '../fonts/fontsource.ts';
import type { Placed } from './layout.ts';
import { PAGE, PHOTO } from './document.ts';
import { textWidth } from '../fonts/measure.ts';
import type { Piece } from './bidi.ts';

/** A pdfkit document. */
export type Doc = InstanceType<typeof PDFDocument>;
/** A pdfkit structure element. */
export type Struct = ReturnType<Doc['struct']>;

const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A line's pieces in reading order; a link's pieces in a Link element over its annotation. */
export function drawTagged(
	doc: Doc,
	parent: Struct,
	role: string,
	line: Placed['line'],
	x: number,
	y: number,
	registered: Set<string>,
) {
	let open = false;
	for (const piece of [...line.pieces].sort((a, b) => a.order - b.order)) {
		const one = { ...line, pieces: [piece] };
		if (!piece.link) {
			if (!open) parent.add(doc.markStructureContent(role));
			open = true;
			drawLine(doc, one, x, y + line.baseline, registered);
			continue;
		}
		if (open) doc.endMarkedContent();
		open = false;
		const link = doc.struct('Link');
		parent.add(link);
		link.add(doc.markStructureContent('Link'));
		drawLine(doc, one, x, y + line.baseline, registered);
		doc.endMarkedContent();
		// The annotation joins the Link element (pdfkit 0.20; its type definitions predate it).
		const tagged = { structParent: link } as PDFKit.Mixins.AnnotationOption;
		doc.link(x + piece.x, y, piece.width, line.height, piece.link, tagged);
	}
	if (open) doc.endMarkedContent();
}

/** A line's pieces drawn from `x`, on the baseline `baseline`. */
export function drawLine(
	doc: Doc,
	line: Placed['line'],
	x: number,
	baseline: number,
	registered: Set<string>,
) {
	for (const piece of line.pieces) {
		const name = piece.file.path;
		const first = !registered.has(name);
		if (first) {
			// pdfkit takes a parsed fontkit font as it is (its type definitions say a file).
			doc.registerFont(name, openFont(name).font as unknown as Buffer);
			registered.add(name);
		}
		doc.font(name);
		if (first) oneTextPerGlyph((doc as unknown as { _font: EmbeddedFont })._font);
		doc.fontSize(piece.size).fillColor(piece.color);
		for (const word of wordsOf(piece))
			doc.text(word.text, x + word.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
	}
}

/**
 * A piece as it is written into the page: whole, or word by word in reading order when it is
 * right to left, so that a reader that copies the text gets the words in the order written.
 */
function wordsOf(piece: Piece): { text: string; x: number }[] {
	if (!RTL_SCRIPT.test(piece.text)) return [{ text: piece.text, x: piece.x }];
	const words: { text: string; x: number }[] = [];
	let right = piece.x + piece.width;
	for (const word of piece.text.match(/\s*\S+\s*/g) ?? []) {
		const width = textWidth(word, piece.file, piece.size);
		words.push({ text: word, x: right - width });
		right -= width;
	}
	return words;
}

/** What pdfkit's embedded font is inside: its shaper, its subset and its text map. */
interface EmbeddedFont {
	layout(
		text: string,
		features?: unknown,
	): { glyphs: { id: number; codePoints: number[]; advanceWidth: number }[]; positions: unknown[] };
	encode(text: string, features?: unknown): [string[], unknown[]];
	subset: { glyphs: number[]; includeGlyph(id: number): number };
	widths: number[];
	unicode: number[][];
	scale: number;
}

/**
 * Gives every embedded glyph one text, so that text copied out of the PDF is the text written:
 * Arabic fonts draw several letters with one dotless form and a dot, and pdfkit maps a glyph to
 * the first letter it drew, so a glyph drawn for a second letter is embedded again under its own.
 */
function oneTextPerGlyph(font: EmbeddedFont) {
	const ids = new Map<string, number>();
	const used = new Set<number>();
	font.encode = (text, features) => {
		const { glyphs, positions } = font.layout(text, features);
		const encoded = glyphs.map((glyph) => {
			const key = `${glyph.id} ${glyph.codePoints.join(' ')}`;
			let id = ids.get(key);
			if (id === undefined) {
				if (used.has(glyph.id)) id = font.subset.glyphs.push(glyph.id) - 1;
				else id = font.subset.includeGlyph(glyph.id);
				used.add(glyph.id);
				ids.set(key, id);
				font.widths[id] = glyph.advanceWidth * font.scale;
				// A glyph that stands for no character of its own (an Arabic letter's dots) reads as a
				// zero-width joiner, which readers drop, rather than as its glyph number.
				font.unicode[id] = glyph.codePoints.length > 0 ? glyph.codePoints : [0x200d];
			}
			return `0000${id.toString(16)}`.slice(-4);
		});
		return [encoded, positions];
	};
}

/** The owner's photo, a circle at the top of the first page: decoration, as the name says who. */
export function drawPhoto(doc: Doc, photo: Buffer, x: number) {
	const r = PHOTO.size / 2;
	doc.markContent('Artifact', { type: 'Layout' });
	doc.save();
	doc.circle(x + r, PAGE.marginY + r, r).clip();
	doc.image(photo, x, PAGE.marginY, {
		cover: [PHOTO.size, PHOTO.size],
		align: 'center',
		valign: 'center',
	});
	doc.restore();
	doc.endMarkedContent();
}
