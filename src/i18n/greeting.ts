// The home page's greeting with the owner's name: where the name stands in it, and the pieces the
// hero's letters bounce in, which keep the text drawn as the browser draws it plainly.
import { graphemesOf, hasStandaloneLetters, wordsOf } from './scripts.ts';

/** Where a greeting puts the owner's name; without it, the name follows the greeting. */
export const NAME_PLACEHOLDER = '{name}';

/** The greeting's words before and after the owner's name: "Hi, I'm" gives ["Hi, I'm ", ""]. */
export function greetingAround(greeting: string): [before: string, after: string] {
	const at = greeting.indexOf(NAME_PLACEHOLDER);
	return at < 0
		? [`${greeting} `, '']
		: [greeting.slice(0, at), greeting.slice(at + NAME_PLACEHOLDER.length)];
}

/** The home page's heading as the hero island draws it. */
export interface HeroPieces {
	/** The heading in reading order: white space stays still, every other piece bounces as one. */
	pieces: string[];
	/** The owner's name among the pieces: the index of its first piece and of the one after it. */
	name: [start: number, end: number];
}

/**
 * `text` in the pieces that may move: each grapheme of a word whose letters stand alone (Latin,
 * Cyrillic, Greek, Hebrew, Chinese, Japanese, Korean...), a whole word of a script whose letters
 * join or form clusters (Arabic, Devanagari, Thai...), spaces as they are.
 */
function piecesOf(text: string, lang: string): string[] {
	return wordsOf(text, lang).flatMap(({ segment }) =>
		segment.trim() !== '' && hasStandaloneLetters(segment) ? graphemesOf(segment, lang) : [segment],
	);
}

/** The heading of `greeting` (in `lang`) with `name`, in the pieces the hero draws. */
export function heroPieces(greeting: string, name: string, lang: string): HeroPieces {
	const [before, after] = greetingAround(greeting).map((words) => piecesOf(words, lang));
	const named = piecesOf(name, lang);
	return {
		pieces: [...before!, ...named, ...after!],
		name: [before!.length, before!.length + named.length],
	};
}
