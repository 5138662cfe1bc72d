// The drawn cover of a project without a screenshot: its initials and a few shapes placed by its
// title, so each project's cover differs and the same title always gives the same drawing.

/** The cover's drawing box: 8:5, the screenshots' shape on the cards. */
export const COVER_BOX = { width: 800, height: 500 };

/** A circle of the drawing, in the box's units; `strong` ones use the accent. */
export interface CoverCircle {
	cx: number;
	cy: number;
	r: number;
	strong: boolean;
}

/** What the cover shows: up to two initials and the circles behind them. */
export interface Cover {
	initials: string;
	circles: CoverCircle[];
}

/** A 32-bit FNV-1a hash of `text`, the seed of the drawing. */
function hash(text: string): number {
	let value = 0x811c9dc5;
	for (const unit of new TextEncoder().encode(text)) {
		value ^= unit;
		value = Math.imul(value, 0x01000193) >>> 0;
	}
	return value;
}

/** The first letter (a whole grapheme, in any script) of the title's first two words, upper-cased. */
export function initialsOf(title: string): string {
	const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
	const words = [...segmenter.segment(title)].filter((part) => part.isWordLike);
	const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
	const first = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment;
	const letters = words.slice(0, 2).map((word) => first(word.segment) ?? '');
	// A title of symbols alone (no word) still gets its first character.
	const initials = letters.length > 0 ? letters.join('') : (first(title.trim()) ?? '');
	return initials.toLocaleUpperCase();
}

/** The cover of the project titled `title`. */
export function coverOf(title: string): Cover {
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
	return { initials: initialsOf(title), circles };
}
