/**
 * The interface texts the template ships: every language has every text, valid as an owner's
 * would be, with English's placeholders, none empty or left as its key, and French typography.
 */
import { describe, expect, test } from 'vitest';
import { pagesSchema } from '../../src/schemas/pages.ts';
import { formatIssues } from '../../src/schemas/messages.ts';
import { placeholders } from '../../src/schemas/template.client.ts';
import { valueAt } from '../../src/i18n/texts.ts';
import {
	BUILT_IN_LANGUAGES,
	builtInLanguage,
	builtInTexts,
} from '../../src/i18n/built-in/languages.ts';
import { TEXT_KEYS } from '../../src/i18n/text-layers.ts';
import { english } from '../../src/i18n/built-in/languages.ts';
import { isPluralForms } from '../../src/i18n/plural.client.ts';

/** The words of a text: itself, or each of its plural forms. */
const formsOf = (value: unknown): unknown[] =>
	isPluralForms(value) ? Object.values(value) : [value];
/** A text's placeholders, sorted; of its `other` form when it has plural forms. */
const placeholdersOf = (value: unknown): string[] =>
	placeholders(isPluralForms(value) ? value.other : (value as string)).sort();

const languages = BUILT_IN_LANGUAGES.map((lang) => [lang, builtInTexts(lang)!] as const);

describe.each(languages)('the built-in texts in %s', (lang, texts) => {
	test('pass the schema an owner’s pages.json passes', () => {
		const result = pagesSchema.safeParse({ lang, ...texts });
		expect(result.success ? [] : formatIssues(lang, result.error)).toEqual([]);
	});

	test('hold every text, none empty nor its key', () => {
		for (const key of TEXT_KEYS) {
			for (const text of formsOf(valueAt(texts, key))) {
				expect(typeof text, key).toBe('string');
				expect((text as string).trim(), key).not.toBe('');
				expect(text, key).not.toBe(key.split('.').pop());
			}
		}
	});

	test('use the placeholders the English texts use (a plural form may write its number out)', () => {
		for (const key of TEXT_KEYS) {
			const value = valueAt(texts, key);
			const shipped = placeholdersOf(valueAt(english, key));
			expect(placeholdersOf(value), key).toEqual(shipped);
			for (const form of formsOf(value))
				expect(shipped, key).toEqual(expect.arrayContaining(placeholders(form as string)));
		}
	});
});

describe.each(languages.filter(([lang]) => lang !== 'en'))(
	'the built-in texts in %s',
	(_, texts) => {
		test('are not English', () => {
			const same = TEXT_KEYS.filter(
				(key) => JSON.stringify(valueAt(texts, key)) === JSON.stringify(valueAt(english, key)),
			);
			// Names, abbreviations and loanwords read the same in many languages: "RSS", "Menu", "Tags".
			expect(same.length, same.join(', ')).toBeLessThan(TEXT_KEYS.length / 5);
		});
	},
);

test('every language holds the same keys, no more', () => {
	for (const [lang, texts] of languages)
		expect(JSON.stringify(Object.keys(texts)), lang).toBe(JSON.stringify(Object.keys(english)));
});

test('French puts a non-breaking space before : ; ! ? and none is an ordinary space', () => {
	for (const key of TEXT_KEYS) {
		for (const text of formsOf(valueAt(builtInTexts('fr'), key)) as string[]) {
			expect(text, key).not.toMatch(/ [:;!?]/);
			expect(text, key).not.toMatch(/[^\s\u00a0\u202f][;!?]/);
			expect(text.replace(/https?:|\{\w+\}/g, ''), key).not.toMatch(/[^\u00a0]:/);
		}
	}
});

test('a page language takes the built-in texts of its tag, else of its language', () => {
	expect(builtInTexts('de-CH')).toBe(builtInTexts('de'));
	expect(builtInTexts('pt-br')).toBe(builtInTexts('pt-BR'));
	expect(builtInLanguage('pt')).toBe('pt');
	expect(builtInLanguage('pt-PT')).toBe('pt');
	expect(builtInLanguage('pt-BR')).toBe('pt-BR');
	expect(builtInLanguage('ru-RU')).toBe('ru');
	for (const tag of ['zh', 'zh-Hans', 'zh-CN', 'zh-SG', 'zh-Hans-CN'])
		expect(builtInLanguage(tag), tag).toBe('zh-CN');
	for (const tag of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-HK'])
		expect(builtInLanguage(tag), tag).toBe('zh-TW');
	expect(builtInTexts('tlh')).toBeUndefined();
});

/** Placeholders that count something, so the words around them follow the number. */
const COUNTS = ['count', 'total', 'minutes', 'years'];
/** Placeholders that name a number: a year, a page, a file's size ("84 KB"). */
const NAMED_NUMBERS = ['year', 'page', 'size'];
/** The plural categories whole numbers up to 1,000 take in `lang` (CLDR's, by Intl.PluralRules). */
const wholeNumberCategories = (lang: string) => {
	const rules = new Intl.PluralRules(lang);
	return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
};

test('a number in a text is a count or names a number, no other', () => {
	const numbers = TEXT_KEYS.flatMap((key) =>
		placeholdersOf(valueAt(english, key)).filter((name) =>
			/count|total|minutes|years|year|page|size|number|days|hours/.test(name),
		),
	);
	for (const name of numbers) expect([...COUNTS, ...NAMED_NUMBERS]).toContain(name);
});

describe.each(languages)('the counted texts in %s', (lang, texts) => {
	const categories = wholeNumberCategories(lang);
	const counted = TEXT_KEYS.filter((key) =>
		placeholdersOf(valueAt(english, key)).some((name) => COUNTS.includes(name)),
	);

	test.each(counted)('%s has a form for each plural category a count takes', (key) => {
		const value = valueAt(texts, key);
		if (categories.length === 1) return;
		expect(isPluralForms(value), `${key}: ${JSON.stringify(value)}`).toBe(true);
		expect(Object.keys(value as object).sort()).toEqual(expect.arrayContaining(categories));
	});
});

test('the copyright line and the code link read as their language and the brand write them', () => {
	for (const [lang, texts] of languages) {
		if (lang !== 'en') expect(texts.layout.copyright, lang).not.toMatch(/All rights reserved/i);
		expect(texts.card.code, lang).not.toMatch(/\bGithub\b/);
	}
});
