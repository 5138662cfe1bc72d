/**
 * Texts with a count: each picks the form its language's plural rules give the number, so every
 * built-in language with more than two plural categories reads right for 0, 1, 2, 5, 11, 21, 22
 * and 101; the schema takes one text or plural forms; an older file's texts for one still read.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { oneFormsStep } from '../../src/migrate/one-forms.ts';
import { pagesSchema } from '../../src/schemas/pages.ts';
import { formatIssues } from '../../src/schemas/messages.ts';
import { placeholders } from '../../src/schemas/template.client.ts';
import {
	isPluralForms,
	pickPlural,
	pluralCategory,
	type Counted,
	type PluralCategory,
} from '../../src/i18n/plural.client.ts';
import { fillCounted } from '../../src/i18n/template.client.ts';
import { valueAt } from '../../src/i18n/texts.ts';
import { foldOneForms } from '../../src/i18n/one-forms.ts';
import { layerTexts } from '../../src/i18n/text-layers.ts';
import { BUILT_IN_LANGUAGES, builtInTexts } from '../../src/i18n/built-in/languages.ts';

/** The counted texts and the placeholder that holds their number. */
const COUNTED = {
	'projects.moreTags': 'count',
	'projects.filtered': 'count',
	'projects.tagDescription': 'count',
	'notes.tagDescription': 'count',
	'notes.readingTime': 'minutes',
	'about.experienceSummary': 'years',
	'search.results': 'count',
} as const;

const NUMBERS = [0, 1, 2, 5, 11, 21, 22, 101];

/** The category each language's rules give NUMBERS, as CLDR writes them. */
const CATEGORIES: Record<string, string[]> = {
	ar: ['zero', 'one', 'two', 'few', 'many', 'many', 'many', 'other'],
	ca: ['other', 'one', 'other', 'other', 'other', 'other', 'other', 'other'],
	cs: ['other', 'one', 'few', 'other', 'other', 'other', 'other', 'other'],
	es: ['other', 'one', 'other', 'other', 'other', 'other', 'other', 'other'],
	fr: ['one', 'one', 'other', 'other', 'other', 'other', 'other', 'other'],
	he: ['other', 'one', 'two', 'other', 'other', 'other', 'other', 'other'],
	it: ['other', 'one', 'other', 'other', 'other', 'other', 'other', 'other'],
	lv: ['zero', 'one', 'other', 'other', 'zero', 'one', 'other', 'one'],
	pl: ['many', 'one', 'few', 'many', 'many', 'many', 'few', 'many'],
	pt: ['one', 'one', 'other', 'other', 'other', 'other', 'other', 'other'],
	'pt-BR': ['one', 'one', 'other', 'other', 'other', 'other', 'other', 'other'],
	ro: ['few', 'one', 'few', 'few', 'few', 'other', 'other', 'few'],
	ru: ['many', 'one', 'few', 'many', 'many', 'one', 'few', 'one'],
	sk: ['other', 'one', 'few', 'other', 'other', 'other', 'other', 'other'],
	uk: ['many', 'one', 'few', 'many', 'many', 'one', 'few', 'one'],
};

/** The built-in languages whose rules have more than two plural categories. */
const MANY_FORMED = BUILT_IN_LANGUAGES.filter(
	(lang) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories.length > 2,
);

describe('picking a plural form', () => {
	const russian = {
		one: '{count} результат',
		few: '{count} результата',
		many: '{count} результатов',
		other: '{count} результата',
	};

	test('takes the form of the category the number has in the language', () => {
		const shown = NUMBERS.map((n) => fillCounted(russian, 'ru', n, { count: n }));
		expect(shown).toEqual([
			'0 результатов',
			'1 результат',
			'2 результата',
			'5 результатов',
			'11 результатов',
			'21 результат',
			'22 результата',
			'101 результат',
		]);
	});

	test('falls back to other for a category the text leaves out; a plain text serves every number', () => {
		expect(pickPlural({ one: 'one', other: 'other' }, 'ru', 5)).toBe('other');
		expect(pickPlural('{count} hits', 'ar', 2)).toBe('{count} hits');
		expect(pluralCategory('en', 1)).toBe('one');
	});
});

describe('the schema of a counted text', () => {
	const parse = (results: unknown) => {
		const texts = {
			lang: 'en',
			...builtInTexts('en')!,
			search: { ...builtInTexts('en')!.search, results },
		};
		const result = pagesSchema.safeParse(texts);
		return result.success ? [] : formatIssues('pages.json', result.error);
	};

	test('takes one text or plural forms with other', () => {
		expect(parse('{count} hits')).toEqual([]);
		expect(parse({ one: 'a single hit', few: '{count} hitsies', other: '{count} hits' })).toEqual(
			[],
		);
	});

	test('refuses forms without other, an unknown category and a number missing from other', () => {
		expect(parse({ one: '{count} hit' })).toEqual([
			expect.stringMatching(
				/^pages\.json: search\.results: expected a text or its plural forms.*"other" required/,
			),
		]);
		expect(parse({ single: '{count} hit', other: '{count} hits' })).toEqual([
			expect.stringContaining('search.results'),
		]);
		expect(parse({ one: 'one hit', other: 'hits' })).toEqual([
			expect.stringMatching(/^pages\.json: search\.results\.other: \{count\} is missing/),
		]);
	});
});

describe('an older pages.json with texts for a count of one', () => {
	test('reads them as the one form of their counted text until content:migrate folds them in', () => {
		const own = {
			search: { results: '{count} matches', resultsOne: 'one match' },
			projects: { tagDescriptionOne: 'A single project with {tag}.' },
		};
		const folded = foldOneForms(own, builtInTexts('en'));
		expect(folded).toEqual({
			search: { results: { one: 'one match', other: '{count} matches' } },
			projects: {
				tagDescription: {
					...(builtInTexts('en')!.projects.tagDescription as object),
					one: 'A single project with {tag}.',
				},
			},
		});
		expect(own.search.resultsOne).toBe('one match');
		const { texts } = layerTexts(own, 'en');
		expect(pagesSchema.safeParse(texts).success).toBe(true);
		expect(fillCounted(valueAt(texts, 'search.results') as string, 'en', 1, { count: 1 })).toBe(
			'one match',
		);
	});
});

test('every built-in language with more than two plural categories has its numbers listed here', () => {
	expect(MANY_FORMED.filter((lang) => !CATEGORIES[lang])).toEqual([]);
});

describe.each(MANY_FORMED)('counted texts in %s', (lang) => {
	const texts = builtInTexts(lang)!;
	const number = new Intl.NumberFormat(lang).format;

	test('the rules give each number its category', () => {
		expect(NUMBERS.map((n) => pluralCategory(lang, n))).toEqual(CATEGORIES[lang]);
	});

	test.each(Object.entries(COUNTED))(
		'%s reads right for 0, 1, 2, 5, 11, 21, 22, 101',
		(key, slot) => {
			const value = valueAt(texts, key) as Counted;
			const categories = CATEGORIES[lang]!;
			NUMBERS.forEach((n, index) => {
				const category = categories[index] as PluralCategory;
				const shown = fillCounted(value, lang, n, {
					[slot]: number(n),
					total: number(n),
					tag: 'Rust',
				});
				if (!isPluralForms(value)) {
					// One text for every number: a label and its value, the number standing alone.
					expect(placeholders(value), `${key} ${n}`).toContain(slot);
					return;
				}
				// A category the language uses for small numbers has a form of its own...
				if (category !== 'other')
					expect(Object.keys(value), `${key}: ${category} (${n})`).toContain(category);
				expect(shown, `${key} ${n}`).toBe(
					(value[category] ?? value.other)
						.replace(`{${slot}}`, number(n))
						.replace('{total}', number(n))
						.replace('{tag}', 'Rust'),
				);
				// ...which writes the number when the category holds more than one of these numbers.
				const shared = categories.filter((other) => other === category).length > 1;
				if (shared) expect(shown, `${key} ${n} (${category})`).toContain(number(n));
			});
		},
	);
});

describe('content:migrate on an older pages.json with texts for a count of one', () => {
	test('folds each into its counted text as the one form; the check notes it until then', () => {
		const dir = mkdtempSync(join(tmpdir(), 'one-forms-'));
		const file = join(dir, 'pages.json');
		writeFileSync(
			file,
			JSON.stringify({ lang: 'en', search: { results: '{count} hits', resultsOne: 'one hit' } }),
		);
		expect(oneFormsStep.detect(dir)).toEqual([
			'pages.json: search.resultsOne: is now the "one" form of search.results; content:migrate moves it there',
		]);
		expect(oneFormsStep.apply(dir)).toEqual([
			'pages.json: search.resultsOne: moved to search.results as its "one" form',
		]);
		expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
			lang: 'en',
			search: { results: { one: 'one hit', other: '{count} hits' } },
		});
		expect(oneFormsStep.detect(dir)).toEqual([]);
		expect(oneFormsStep.apply(dir)).toEqual([]);
		rmSync(dir, { recursive: true });
	});
});
