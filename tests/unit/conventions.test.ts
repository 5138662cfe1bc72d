/**
 * Each language's conventions come from the platform (Intl's CLDR data), not from English: lists,
 * countries, the comma between a place's parts, reading time, and the résumé view that words them
 * for the pages, the PDF and an application.
 */
import { describe, expect, test } from 'vitest';
import {
	commaOf,
	countryName,
	labelled,
	listOf,
	readingMinutes,
	sentencesOf,
} from '../../src/i18n/conventions.ts';
import { resumeView } from '../../src/resume/view.ts';
import type { Resume } from '../../src/schemas/resume.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { callingCodes } from '../../src/i18n/calling-codes.ts';

/** The five languages the rules are shown in: three scripts without Latin commas, two with. */
const LANGS = ['ja', 'zh-CN', 'ar', 'ru', 'en'] as const;

/** A Latin comma between two texts: what no Japanese, Chinese or Arabic text should show. */
const LATIN_COMMA = /, /;

describe('lists', () => {
	const items = ['React', 'TypeScript', 'CSS'];
	test.each([
		['ja', 'React、TypeScript、CSS'],
		['zh-CN', 'React、TypeScript、CSS'],
		['ar', 'React وTypeScript وCSS'],
		['ru', 'React, TypeScript, CSS'],
		['en', 'React, TypeScript, CSS'],
	])('%s joins a list as CLDR does: %s', (lang, expected) => {
		expect(listOf(items, lang)).toBe(expected);
	});

	test('one item is itself, none is empty', () => {
		for (const lang of LANGS) {
			expect(listOf(['React'], lang)).toBe('React');
			expect(listOf([], lang)).toBe('');
		}
	});

	test.each([
		['ja', '、'],
		['zh-CN', '、'],
		['ar', '، '],
		['ru', ', '],
		['en', ', '],
	])('%s separates the parts of a phrase with %j, never a word like "and"', (lang, comma) => {
		expect(commaOf(lang)).toBe(comma);
	});
});

describe('countries', () => {
	test.each([
		['ja', 'JP', '日本'],
		['zh-CN', 'JP', '日本'],
		['ar', 'JO', 'الأردن'],
		['ru', 'JP', 'Япония'],
		['en', 'JP', 'Japan'],
	])('%s names %s as %s', (lang, code, name) => {
		expect(countryName(code, lang)).toBe(name);
	});

	test('a code CLDR does not know stays as written', () => {
		expect(countryName('XX', 'en')).toBe('XX');
	});
});

describe('phrases', () => {
	test.each([
		['ja', '山田太郎、ソフトウェアエンジニア。Webを作っています。'],
		['zh-CN', '山田太郎、ソフトウェアエンジニア。Webを作っています。'],
		['en', '山田太郎, ソフトウェアエンジニア. Webを作っています。'],
	])('%s ends and joins sentences in its own punctuation', (lang, expected) => {
		expect(
			sentencesOf(
				[['山田太郎', 'ソフトウェアエンジニア'].join(commaOf(lang)), 'Webを作っています。'],
				lang,
			),
		).toBe(expected);
	});

	test.each([
		['ja', 'フロントエンド：React'],
		['zh-CN', 'フロントエンド：React'],
		['ru', 'Фронтенд: React'],
		['en', 'Frontend: React'],
	])('%s labels a text with its own colon: %s', (lang, expected) => {
		const [label, text] = expected.split(/：|: /) as [string, string];
		expect(labelled(label, text, lang)).toBe(expected);
	});
});

describe('reading time', () => {
	const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

	test.each(LANGS)('%s: spaced words at 200 a minute', (lang) => {
		expect(readingMinutes(words(200), lang)).toBe(1);
		expect(readingMinutes(words(201), lang)).toBe(2);
		expect(readingMinutes(words(1000), lang)).toBe(5);
	});

	test.each(['ja', 'zh-CN'])(
		'%s: a note of 3,166 characters without spaces reads in minutes, counted by characters',
		(lang) => {
			const text = 'これは日本語のノートです。業務を自動化しました。'.repeat(132).slice(0, 3166);
			expect(text.length).toBe(3166);
			expect(readingMinutes(text, lang)).toBeGreaterThanOrEqual(6);
			expect(readingMinutes(text, lang)).toBeLessThanOrEqual(8);
		},
	);

	test('Arabic and Russian words count as words, at least one minute', () => {
		expect(readingMinutes('مرحبا بالعالم', 'ar')).toBe(1);
		expect(readingMinutes('Привет, мир. '.repeat(300), 'ru')).toBe(3);
	});
});

describe('the résumé view in each language', () => {
	const resume: Resume = {
		basics: {
			name: '山田太郎',
			label: 'ソフトウェアエンジニア',
			email: 'taro@example.jp',
			location: { city: '東京', countryCode: 'JP' },
		},
		work: [
			{ name: '株式会社サンプル', position: 'エンジニア', location: '東京', startDate: '2020' },
		],
		education: [{ institution: '東京大学', studyType: '学士', area: 'コンピュータサイエンス' }],
		skills: [{ name: 'フロントエンド', keywords: ['React', 'TypeScript', 'CSS'] }],
	} as Resume;
	const view = (lang: string) => resumeView(resume, { lang, resume: builtInTexts(lang)!.resume });
	const place = (lang: string) => view(lang).header.contact.at(-1)!.text;

	test.each([
		['ja', '東京、日本'],
		['zh-CN', '東京、日本'],
		['ar', '東京، اليابان'],
		['ru', '東京, Япония'],
		['en', '東京, Japan'],
	])('%s: the place names its country, no ISO code: %s', (lang, expected) => {
		expect(place(lang)).toBe(expected);
	});

	test.each(['ja', 'zh-CN'])('%s: degrees, meta lines and keywords hold no Latin comma', (lang) => {
		const shown = view(lang).sections.flatMap((section) =>
			section.entries.flatMap((entry) => [entry.title, entry.meta, entry.brief, entry.keywordLine]),
		);
		expect(shown).toContain('学士、コンピュータサイエンス');
		expect(shown).toContain('React、TypeScript、CSS');
		for (const text of shown) expect(text).not.toMatch(LATIN_COMMA);
	});

	test('English keeps its commas', () => {
		const shown = view('en').sections.flatMap((section) =>
			section.entries.map((entry) => entry.keywordLine),
		);
		expect(shown).toContain('React, TypeScript, CSS');
	});
});

describe('calling codes', () => {
	test.each(LANGS)('%s: every country, named in the language, in its order, +code', (lang) => {
		const codes = callingCodes(lang);
		expect(codes.length).toBeGreaterThan(200);
		const names = new Intl.DisplayNames(lang, { type: 'region' });
		for (const { code, name, dial } of codes) {
			expect(name).toBe(names.of(code));
			expect(dial).toMatch(/^[1-9]\d{0,3}$/);
		}
		const collator = new Intl.Collator(lang);
		const shown = codes.map((entry) => entry.name);
		expect(shown).toEqual([...shown].sort(collator.compare));
		expect(codes.find((entry) => entry.code === 'JP')?.dial).toBe('81');
		expect(codes.find((entry) => entry.code === 'MX')?.dial).toBe('52');
	});

	test("the owner's country comes first, the rest in order", () => {
		const codes = callingCodes('ja', 'JP');
		expect(codes[0]).toEqual({ code: 'JP', name: '日本', dial: '81' });
		expect(codes.slice(1).map((entry) => entry.code)).not.toContain('JP');
		expect(callingCodes('en', 'jo')[0]).toEqual({ code: 'JO', name: 'Jordan', dial: '962' });
		expect(callingCodes('en', 'XX')[0]!.code).not.toBe('XX');
	});
});
