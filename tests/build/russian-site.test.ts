/**
 * A Russian developer's site, made by `npm run init -- resume.json --languages ru,en` from a
 * Russian résumé, with content/en/resume.json writing the name in English and no pages.json:
 * the Russian pages show the built-in Russian interface, the English pages greet with the English
 * name, and the experience sentence takes the form Russian gives the owner's years.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, test } from 'vitest';
import { readJson } from '../../src/data/content-files.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { pluralCategory, type PluralForms } from '../../src/i18n/plural.client.ts';
import { fillCounted } from '../../src/i18n/template.client.ts';
import { attribute, readPage, text } from '../tools/hast.ts';
import { heroHeading } from '../tools/content.ts';
import { ENGLISH_BASICS, RUSSIAN_SITE } from './russian-site.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const content = resolve(ROOT, RUSSIAN_SITE.content);
const dist = () => inject('dist')['russian-init'];
const russian = builtInTexts('ru')!;
const english = builtInTexts('en')!;
const resume = readJson(RUSSIAN_SITE.resume, 'russian.json') as { basics: { name: string } };
const site = readJson(join(content, 'site.json'), 'site.json') as {
	languages: string[];
	yearsOfExperience: number;
};

/** The words of a PDF. */
async function pdfText(file: string): Promise<string> {
	const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
	return (await extractText(pdf, { mergePages: true })).text;
}

describe('init --languages ru,en from a Russian résumé, then a build', () => {
	test('makes Russian the default language, English beside it, with no pages.json', () => {
		expect(site.languages).toEqual(['ru', 'en']);
		expect(existsSync(join(content, 'pages.json'))).toBe(false);
		expect(existsSync(join(content, 'en', 'pages.json'))).toBe(false);
	});

	test('the Russian pages show the Russian interface and greet with the Russian name', () => {
		const home = readPage(dist(), '/');
		expect(attribute(select('html', home), 'lang')).toBe('ru');
		const nav = selectAll('header nav a', home).map(text);
		for (const label of Object.values(russian.nav)) expect(nav).toContain(label);
		const heading = text(select('h1', home)!);
		expect(heading).toContain(heroHeading(russian.home.greeting, resume.basics.name));
		const contact = readPage(dist(), '/contact');
		expect(selectAll('label', contact).map(text)).toEqual(
			expect.arrayContaining([expect.stringContaining(russian.contact.form.message)]),
		);
	});

	test('the English pages greet with the English name, in their titles too', () => {
		const home = readPage(dist(), '/en');
		expect(attribute(select('html', home), 'lang')).toBe('en');
		const heading = text(select('h1', home)!);
		expect(heading).toContain(heroHeading(english.home.greeting, ENGLISH_BASICS.name));
		expect(heading).not.toContain(resume.basics.name);
		for (const path of ['/en', '/en/about', '/en/contact']) {
			const title = text(select('title', readPage(dist(), path))!);
			expect(title, path).toContain(ENGLISH_BASICS.name);
			expect(title, path).not.toContain(resume.basics.name);
		}
		expect(text(select('title', readPage(dist(), '/about'))!)).toContain(resume.basics.name);
	});

	test('the English PDF names the owner in English, the Russian one in Russian', async () => {
		expect(await pdfText(join(dist(), 'en', 'resume.pdf'))).toContain(ENGLISH_BASICS.name);
		expect(await pdfText(join(dist(), 'resume.pdf'))).toContain(resume.basics.name);
	});

	test("the experience sentence takes Russian's form for the owner's years", () => {
		const years = site.yearsOfExperience;
		// 21 years: Russian's "one" form ("21 год"), which a text for 1 and for many gets wrong.
		expect(pluralCategory('ru', years)).toBe('one');
		const summary = text(select('.summary', readPage(dist(), '/about'))!);
		const forms = russian.about.experienceSummary as PluralForms;
		expect(forms.one).toBeDefined();
		expect(summary).toBe(
			fillCounted(forms, 'ru', years, { years: new Intl.NumberFormat('ru').format(years) }),
		);
		expect(summary).toContain(String(years));
		const englishSummary = text(select('.summary', readPage(dist(), '/en/about'))!);
		expect(englishSummary).toBe(`Around ${years} years of experience as a developer.`);
	});
});
