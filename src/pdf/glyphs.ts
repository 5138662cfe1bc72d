/**
 * A piece of a line shaped into glyphs, each given the text that readers of the PDF should copy
 * out for it, in the order they read it: left to right as drawn, then turned right to left.
 */
import type { Font, Glyph } from 'fontkit';

/** A glyph where it is drawn, in points: its pen position from the piece's left edge, its offset. */
export interface Drawn {
	glyph: Glyph;
	x: number;
	dx: number;
	/** Upwards from the baseline. */
	dy: number;
	advance: number;
	/**
	 * What it stands for; null for a glyph drawn as an outline: one of no letter of its own, or
	 * combining marks set off the baseline, whose text a blank glyph on the baseline gives (`marks`).
	 */
	text: string | null;
	marks?: string;
	/** The word it draws, an index into the shaped piece's words when it has them. */
	word: number;
}

/** A piece shaped: its glyphs in drawing order (left to right) and, when given so, its words. */
export interface Shaped {
	glyphs: Drawn[];
	/** In reading order; null when each glyph stands for its own letters. */
	words: string[] | null;
}

const layouts = new WeakMap<Font, Map<string, ReturnType<Font['layout']>>>();

/** fontkit's layout of `text`, once per font and text (a résumé repeats its dates and places). */
function layoutOf(font: Font, text: string): ReturnType<Font['layout']> {
	let cache = layouts.get(font);
	if (!cache) layouts.set(font, (cache = new Map()));
	let run = cache.get(text);
	if (!run) {
		if (cache.size > 20_000) cache.clear();
		cache.set(text, (run = font.layout(text)));
	}
	return run;
}

const MARKS = /^\p{Mn}+$/u;
const HAS_MARK = /\p{Mn}/u;
const SPACE = /^\s+$/;

/**
 * Whether the glyphs, left to right, are the letters of `text` in order: each a letter or a
 * ligature of letters on the baseline, or combining marks alone, so each glyph's text is its own.
 */
function inOrder(glyphs: Drawn[], text: string): boolean {
	let joined = '';
	for (const { glyph, dy } of glyphs) {
		const own = String.fromCodePoint(...glyph.codePoints);
		const mark = MARKS.test(own);
		if (own === '' || (!mark && (HAS_MARK.test(own) || dy !== 0))) return false;
		joined += own;
	}
	return joined === text;
}

/**
 * Combining marks set off the baseline are drawn as outlines and their text given on the baseline:
 * readers that group glyphs into words by their boxes would take a raised mark for another word.
 */
function offBaseline(glyphs: Drawn[]) {
	for (const drawn of glyphs)
		if (drawn.text && MARKS.test(drawn.text) && drawn.dy !== 0) {
			drawn.marks = drawn.text;
			drawn.text = null;
		}
}

/** The words of `text`, each with the spaces after it (spaces first go with the first word). */
function wordsOf(text: string): { text: string; start: number }[] {
	const starts = [...text.matchAll(/\S+\s*/g)].map((match) => match.index);
	if (starts.length === 0) return [{ text, start: 0 }];
	starts[0] = 0;
	return starts.map((start, index) => ({ text: text.slice(start, starts[index + 1]), start }));
}

/**
 * Gives each glyph the word of the first of its letters not drawn yet; a glyph of no letter the
 * word of the glyph before it. Shaping may reorder glyphs within a word, never across a space.
 */
function giveWords(glyphs: Drawn[], text: string, words: { start: number }[]) {
	const chars: { codePoint: number; word: number; used: boolean }[] = [];
	let offset = 0;
	for (const char of text) {
		const word = words.findLastIndex((each) => each.start <= offset);
		chars.push({ codePoint: char.codePointAt(0)!, word, used: false });
		offset += char.length;
	}
	let word = 0;
	for (const drawn of glyphs) {
		const own = drawn.glyph.codePoints.map((codePoint) => {
			const char = chars.find((each) => !each.used && each.codePoint === codePoint);
			if (char) char.used = true;
			return char;
		});
		word = own[0]?.word ?? word;
		drawn.word = word;
	}
}

/**
 * `text` in `font` at `size` points. Right to left (`rtl`: the piece's bidirectional level is
 * odd), every reader takes a run's text as drawn and turns it around, so each glyph stands for its
 * letters backwards, and a space at either end carries a right-to-left mark, as readers drop a
 * bare space where no gap follows it. Left to right, each glyph stands for its letters when they
 * are in order; else (a virama, a vowel sign drawn before its consonant) the piece is given word
 * by word.
 */
export function shape(font: Font, text: string, size: number, rtl: boolean): Shaped {
	const run = layoutOf(font, text);
	const scale = size / font.unitsPerEm;
	let pen = 0;
	const glyphs = run.glyphs.map((glyph, index): Drawn => {
		const { xAdvance, xOffset, yOffset } = run.positions[index]!;
		const drawn = { glyph, x: pen, dx: xOffset * scale, dy: yOffset * scale, word: 0 };
		pen += xAdvance * scale;
		const own = String.fromCodePoint(...glyph.codePoints);
		return { ...drawn, advance: xAdvance * scale, text: own === '' ? null : own };
	});
	if (rtl) {
		for (const drawn of glyphs) drawn.text &&= [...drawn.text].reverse().join('');
		offBaseline(glyphs);
		for (const end of [glyphs[0], glyphs.at(-1)])
			if (end?.text && SPACE.test(end.text)) end.text = `\u200f${end.text}`;
		return { glyphs, words: null };
	}
	if (inOrder(glyphs, text)) {
		offBaseline(glyphs);
		return { glyphs, words: null };
	}
	const words = wordsOf(text);
	giveWords(glyphs, text, words);
	return { glyphs, words: words.map((word) => word.text) };
}
