// How a text's scripts are written, as the platform's Unicode data tells: which letters stand
// alone, which words have no spaces between them, and a text's graphemes, words and phrases.

/**
 * Scripts whose letters are drawn one by one, never joined to or reordered around their
 * neighbours (punctuation, digits and marks go with any): a letter of these may be drawn apart.
 */
const STANDALONE =
	/^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** Chinese and Japanese letters: lines may break between any two of them. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese). */
const UNSPACED =
	/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Japanese words written in hiragana alone (particles, endings): they end the phrase before them. */
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;

/** Whether every letter of `text` may be drawn apart from the others (see STANDALONE). */
export const hasStandaloneLetters = (text: string): boolean => STANDALONE.test(text);

/** Whether `word` is of a script written without spaces between words. */
export const isUnspaced = (word: string): boolean => UNSPACED.test(word);

/** The graphemes of `text`: what a reader counts as one character, marks and clusters whole. */
export function graphemesOf(text: string, lang?: string): string[] {
	return Array.from(
		new Intl.Segmenter(lang, { granularity: 'grapheme' }).segment(text),
		(part) => part.segment,
	);
}

/** `text` in pieces at the language's word boundaries, each marked whether it is a word. */
export function wordsOf(text: string, lang?: string): { segment: string; isWord: boolean }[] {
	return Array.from(new Intl.Segmenter(lang, { granularity: 'word' }).segment(text), (part) => ({
		segment: part.segment,
		isWord: part.isWordLike ?? false,
	}));
}

/**
 * `text` in the phrases a line may break between, for a heading: Chinese and Japanese words as
 * the language's dictionary gives them, a Japanese word in hiragana alone kept with the word
 * before it ("ツールを"). Elsewhere (spaces, punctuation, every other script) `text` is one piece,
 * and lines break as the browser breaks them.
 */
export function phrasesOf(text: string, lang?: string): string[] {
	if (!IDEOGRAPHIC.test(text)) return [text];
	const phrases: string[] = [];
	let previous: { segment: string; isWord: boolean } | undefined;
	for (const word of wordsOf(text, lang)) {
		const breaks =
			previous?.isWord &&
			word.isWord &&
			(IDEOGRAPHIC.test(Array.from(previous.segment).at(-1)!) ||
				IDEOGRAPHIC.test(Array.from(word.segment)[0]!)) &&
			!HIRAGANA_ONLY.test(word.segment);
		if (breaks || phrases.length === 0) phrases.push(word.segment);
		else phrases[phrases.length - 1] += word.segment;
		previous = word;
	}
	return phrases;
}
