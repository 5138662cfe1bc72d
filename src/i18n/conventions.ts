// How each language joins texts, names a country and times a read, from the platform's CLDR data
// (Intl.ListFormat, Intl.DisplayNames, Intl.Segmenter); a small table only where CLDR has nothing
// (a sentence's full stop, a label's colon, the mark between the parts of a line).
import { builtInTexts } from './built-in/languages.ts';

/** A language's entry of `table`: by its whole tag, else by its primary subtag (`zh-CN` → `zh`). */
function entryOf<T>(table: Record<string, T>, lang: string): T | undefined {
	return table[lang] ?? table[lang.split('-')[0]!.toLowerCase()];
}

/** Where CLDR's lists join every item with a word ("A وB وC"): the language's comma alone. */
const COMMAS: Record<string, string> = { ar: '، ' };

/** A sentence's full stop and what comes before the next sentence, where not ". ". */
const FULL_STOPS: Record<string, { stop: string; gap: string }> = {
	ja: { stop: '。', gap: '' },
	zh: { stop: '。', gap: '' },
	hi: { stop: '।', gap: ' ' },
	th: { stop: '', gap: ' ' },
};

/** What a label is followed by before its text ("Frontend: React"), where not ": ". */
const COLONS: Record<string, string> = { ja: '：', zh: '：', fr: '\u00a0: ' };

/** The brackets around an aside after a text ("English (fluent)"), where not " (" and ")". */
const BRACKETS: Record<string, [string, string]> = { ja: ['（', '）'], zh: ['（', '）'] };

/** The mark between parts of one line (an organisation and its dates), where not " · ". */
const SEPARATORS: Record<string, string> = { ja: '\u3000', zh: '\u3000' };

/** Any sentence-ending mark of the scripts the built-in languages use. */
const ENDED = /[.!?。！？।؟…]$/u;

const made = new Map<string, unknown>();
/** One Intl object per language and kind, made when first asked for. */
function once<T>(key: string, make: () => T): T {
	if (!made.has(key)) made.set(key, make());
	return made.get(key) as T;
}

/** `items` as the language lists them: "React, TypeScript, CSS", "React、TypeScript、CSS". */
export function listOf(items: readonly string[], lang: string): string {
	const format = once(`list ${lang}`, () => new Intl.ListFormat(lang, { style: 'narrow' }));
	return format.format(items);
}

/**
 * The language's comma between the parts of one phrase (a city and its country, a degree and its
 * subject): CLDR's list separator between middle items ("、" in Japanese), or, where that holds a
 * word ("and"), the comma of the table.
 */
export function commaOf(lang: string): string {
	return once(`comma ${lang}`, () => {
		const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts([
			'a',
			'b',
			'c',
			'd',
		]);
		const middle = parts.find((part) => part.type === 'literal')?.value ?? ', ';
		return /\p{L}/u.test(middle) ? (entryOf(COMMAS, lang) ?? ', ') : middle;
	});
}

/** The present parts of one phrase joined with the language's comma: "東京、日本". */
export function phraseOf(parts: readonly (string | undefined)[], lang: string): string {
	return parts.filter(Boolean).join(commaOf(lang));
}

/** The mark between the parts of one line, e.g. "Acme · 2016–2018". */
export function separatorOf(lang: string): string {
	return entryOf(SEPARATORS, lang) ?? ' · ';
}

/** What follows a label before its text: ": ", "：" in Japanese and Chinese. */
export function colonOf(lang: string): string {
	return entryOf(COLONS, lang) ?? ': ';
}

/** A text with an aside in brackets after it, e.g. "English (fluent)", "英語（母語）". */
export function withAside(text: string, aside: string, lang: string): string {
	const [open, close] = entryOf(BRACKETS, lang) ?? [' (', ')'];
	return `${text}${open}${aside}${close}`;
}

/** A text after its label, e.g. "Frontend: React", "フロントエンド：React". */
export function labelled(label: string, text: string, lang: string): string {
	return `${label}${colonOf(lang)}${text}`;
}

/** Sentences as one text, each ended with the language's full stop where it has no end mark. */
export function sentencesOf(sentences: readonly string[], lang: string): string {
	const { stop, gap } = entryOf(FULL_STOPS, lang) ?? { stop: '.', gap: ' ' };
	return sentences
		.map((sentence) => sentence.trim())
		.filter(Boolean)
		.map((sentence) => (ENDED.test(sentence) ? sentence : `${sentence}${stop}`))
		.join(gap);
}

/** A country's name in `lang` from its ISO 3166 code ("JP" → "日本"); a code CLDR lacks as given. */
export function countryName(code: string, lang: string): string {
	const names = once(`region ${lang}`, () => new Intl.DisplayNames(lang, { type: 'region' }));
	try {
		const name = names.of(code.toUpperCase());
		return name && name !== code.toUpperCase() ? name : code;
	} catch {
		return code;
	}
}

/** Words a minute in a script written with spaces, and characters a minute in Chinese and Japanese. */
export const READING_SPEED = { words: 200, characters: 500 };

/** Characters read one by one: Han, kana (Japanese) and Bopomofo. */
const CHARACTER_READ = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u;

/**
 * Minutes a reader takes for `text` in `lang`, at least one: words as the language's word breaks
 * find them (Thai and Khmer have no spaces), and Chinese and Japanese by their characters.
 */
export function readingMinutes(text: string, lang: string): number {
	const segmenter = once(`words ${lang}`, () => new Intl.Segmenter(lang, { granularity: 'word' }));
	let words = 0;
	let characters = 0;
	for (const { segment, isWordLike } of segmenter.segment(text)) {
		if (!isWordLike) continue;
		const read = [...segment].filter((character) => CHARACTER_READ.test(character)).length;
		if (read > 0) characters += read;
		else words += 1;
	}
	const minutes = words / READING_SPEED.words + characters / READING_SPEED.characters;
	return Math.max(1, Math.ceil(minutes));
}

/**
 * The logo's text init writes: the owner's name and the home link's word in `lang`, "Jane Doe,
 * Home", "山田太郎、ホーム".
 */
export function logoAltOf(name: string, lang: string): string {
	return phraseOf([name, (builtInTexts(lang) ?? builtInTexts('en')!).nav.home], lang);
}
