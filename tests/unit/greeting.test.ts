import { describe, expect, test } from 'vitest';
import { greetingAround, heroPieces } from '../../src/i18n/greeting.ts';
import { pagesSchema } from '../../src/schemas/pages.ts';
import { BUILT_IN_LANGUAGES, builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { heroHeading } from '../tools/content.ts';

describe("the home page's greeting and the owner's name", () => {
	test('the name follows a greeting without {name}, and stands where one says it', () => {
		expect(greetingAround("Hi, I'm")).toEqual(["Hi, I'm ", '']);
		expect(greetingAround('こんにちは、{name}です')).toEqual(['こんにちは、', 'です']);
		expect(greetingAround('{name} here')).toEqual(['', ' here']);
	});

	test.each([
		['en', "Hi, I'm", 'Test Owner'],
		['ja', 'こんにちは、{name}です', '山田太郎'],
		['ar', 'مرحبًا، أنا', 'Jordan Avery'],
		['en', "Hi, I'm", 'ليلى حداد'],
		['hi', 'नमस्ते, मैं {name} हूँ', 'अनन्या'],
		['th', 'สวัสดี ฉันคือ', 'สมชาย'],
	])(
		'in %s, %j with %j is drawn as the whole heading, the name where it stands',
		(lang, greeting, name) => {
			const { pieces, name: at } = heroPieces(greeting, name, lang);
			expect(pieces.join('')).toBe(heroHeading(greeting, name));
			expect(pieces.slice(...at).join('')).toBe(name);
			expect(pieces.every((piece) => piece !== '')).toBe(true);
		},
	);

	test('letters of scripts drawn letter by letter move alone, words of joined scripts move whole', () => {
		const pieces = (text: string, lang: string) => heroPieces('', text, lang).pieces.slice(1);
		expect(pieces("I'm Zoë", 'en')).toEqual(['I', "'", 'm', ' ', 'Z', 'o', 'ë']);
		expect(pieces('Иван', 'ru')).toEqual(['И', 'в', 'а', 'н']);
		expect(pieces('山田', 'ja')).toEqual(['山', '田']);
		expect(pieces('דנה', 'he')).toEqual(['ד', 'נ', 'ה']);
		// Arabic letters join, Devanagari and Thai letters form clusters: each word moves as one.
		expect(pieces('ليلى حداد', 'ar')).toEqual(['ليلى', ' ', 'حداد']);
		expect(pieces('नमस्ते मित्र', 'hi')).toEqual(['नमस्ते', ' ', 'मित्र']);
		expect(pieces('สวัสดี', 'th')).toEqual(['สวัสดี']);
	});

	test('the schema takes {name} once, and no other placeholder, in the greeting', () => {
		const english = builtInTexts('en')!;
		const withGreeting = (greeting: string) =>
			pagesSchema.safeParse({ ...english, lang: 'en', home: { ...english.home, greeting } })
				.success;
		expect(withGreeting('Hello, {name}!')).toBe(true);
		expect(withGreeting('Hello')).toBe(true);
		expect(withGreeting('{name}, {name}')).toBe(false);
		expect(withGreeting('Hello, {owner}')).toBe(false);
	});

	test('every built-in greeting says where the name goes, once', () => {
		for (const lang of BUILT_IN_LANGUAGES) {
			const { greeting } = builtInTexts(lang)!.home;
			expect(greeting.split('{name}'), lang).toHaveLength(2);
		}
	});
});
