// The drawn cover of a project without a screenshot: its initials and a few shapes placed by its
// title, so each project's cover differs and the same title always gives the same drawing.
import { graphemesOf, isUnspaced, wordsOf } from '../i18n/scripts.ts';

/** The cover's drawing box: 8:5, the screenshots' shape on the cards. */
export const COVER_BOX = { width: 800, height: 500 };

/** A circle of the drawing, in the box's units; `strong` ones use the accent. */
export interface CoverCircle {
	cx: number;
	cy: number;
	r: number;
	strong: boolean;
}

/** What the cover shows: a few letters of the title, their size, and the circles behind them. */
export interface Cover {
	initials: string;
	/** The letters' font size in the box's units: smaller for a longer word. */
	size: number;
	circles: CoverCircle[];
}

/** The most characters a cover draws of a word written without spaces. */
const MOST_LETTERS = 8;

/** Scripts whose letters join their neighbours. */
const JOINING = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;

/** A 32-bit FNV-1a hash of `text`, the seed of the drawing. */
function hash(text: string): number {
	let value = 0x811c9dc5;
	for (const unit of new TextEncoder().encode(text)) {
		value ^= unit;
		value = Math.imul(value, 0x01000193) >>> 0;
	}
	return value;
}

/**
 * What stands for `title` (in `lang`) on its cover: the first word of a title in a script written
 * without spaces ("業務自動化ツール": 業務; Thai likewise), up to eight characters; otherwise the
 * first letters of the first two words, upper-cased, each a whole grapheme (an accent, an Indic
 * cluster), in reading order. Arabic-script initials are kept apart (a zero-width non-joiner), as
 * letters standing for words.
 */
export function initialsOf(title: string, lang?: string): string {
	const words = wordsOf(title.normalize('NFC'), lang)
		.filter((part) => part.isWord)
		.map((part) => part.segment);
	const [first, second] = words;
	// A title of symbols alone (no word) still gets its first character.
	if (first === undefined) return graphemesOf(title.trim(), lang)[0] ?? '';
	if (isUnspaced(first)) return graphemesOf(first, lang).slice(0, MOST_LETTERS).join('');
	const initial = (word: string) => graphemesOf(word, lang)[0]!.toLocaleUpperCase(lang);
	// A second word in a script without spaces gives no initial: its first letter means nothing.
	const letters = [first, ...(second && !isUnspaced(second) ? [second] : [])].map(initial);
	return letters.join(letters.some((letter) => JOINING.test(letter)) ? '\u200c' : '');
}

/** The cover of the project titled `title`, in `lang` (the page's, unless the title's own). */
export function coverOf(title: string, lang?: string): Cover {
	let seed = hash(title);
	// A small linear congruential generator: enough to scatter four circles.
	const next = () => {
		seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
		return seed / 2 ** 32;
	};
	const circles = Array.from({ length: 4 }, (_, index) => ({
		cx: Math.round(next() * COVER_BOX.width),
		cy: Math.round(next() * COVER_BOX.height),
		r: Math.round(90 + next() * 160),
		strong: index === 0,
	}));
	const initials = initialsOf(title, lang);
	// Up to three letters at full size; a longer word smaller, so it keeps inside the box.
	const size = Math.min(200, Math.floor(640 / graphemesOf(initials, lang).length));
	return { initials, size, circles };
}
