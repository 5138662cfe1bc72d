// A paragraph's text cut into runs of one direction for a Word file: right-to-left letters in
// right-to-left runs, and numbers, e-mail and web addresses and phone numbers in left-to-right
// ones, each as the bidirectional algorithm orders them, so every word processor shows one order.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Text in one direction. */
export interface DirectedRun {
	text: string;
	rtl: boolean;
}

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko...). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * A phone number: digits after a "+" or in brackets, or three groups of digits or more, with
 * spaces, dots or hyphens between. A date range ("2016 – 2020") is no phone number.
 */
const PHONE = /(?:\+|\(\d)[\d\s().-]*\d|\d+(?:[ .-]\d+){2,}/g;

/** The left-to-right mark: a letter without a shape that holds a phone number's groups in order. */
const LRM = '\u200e';

/**
 * The runs of `text` in a paragraph of the given direction. In a right-to-left paragraph the
 * bidirectional algorithm would set a phone number's groups from right to left ("4567 123 79
 * 962+"): it is held between two left-to-right marks, which LibreOffice, Word and Google Docs all
 * honour. A paragraph with no right-to-left letter in a left-to-right document is one run.
 */
export function directedRuns(text: string, rtl: boolean): DirectedRun[] {
	if (!rtl && !RTL.test(text)) return text ? [{ text, rtl: false }] : [];
	const marked = rtl ? text.replace(PHONE, (phone) => `${LRM}${phone}${LRM}`) : text;
	const { levels } = bidi.getEmbeddingLevels(marked, rtl ? 'rtl' : 'ltr');
	const runs: DirectedRun[] = [];
	let index = 0;
	for (const char of marked) {
		const odd = levels[index]! % 2 === 1;
		const last = runs.at(-1);
		if (last && last.rtl === odd) last.text += char;
		else runs.push({ text: char, rtl: odd });
		index += char.length;
	}
	return runs;
}
