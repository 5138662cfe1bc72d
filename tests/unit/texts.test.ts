/**
 * Reading a visitor-facing text with its language: a translation's own text, a built-in one, an
 * owner's word that falls back to the default language's, nested keys, a file that fell back
 * whole, an island's group, and keys the type check refuses.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { LanguageSettings } from '../../src/settings/settings.ts';
import { readLanguageFiles } from '../../src/settings/language-files.ts';
import { fallsBack, pageTexts, textReader } from '../../src/i18n/texts.ts';
import { readJson } from '../../src/data/content-files.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import spanish from '../../src/i18n/built-in/es.json' with { type: 'json' };
import { readCopy, readResume, VALID_CONTENT } from '../tools/content.ts';

const dir = mkdtempSync(join(tmpdir(), 'texts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

cpSync(VALID_CONTENT, dir, { recursive: true });
mkdirSync(join(dir, 'es'));
writeFileSync(
	join(dir, 'es', 'pages.json'),
	JSON.stringify({ nav: { home: 'Inicio' }, contact: { form: { name: 'Nombre' } } }),
);
writeFileSync(join(dir, 'es', 'site.json'), JSON.stringify({ welcome: 'Hola' }));
const settings = siteSchema.parse(readJson(join(dir, 'site.json'), 'site.json'));
const copy = readCopy(dir);
const resume = resumeSchema.parse(readJson(join(dir, 'resume.json'), 'resume.json'));
const { languages, problems } = readLanguageFiles(dir, (file) => file, ['en', 'es'], {
	settings,
	copy,
	resume,
	pages: JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')),
});
const es = pageTexts(languages[0]!, 'en');
const published = readResume(dir);

describe('a text in a further language', () => {
	test('the translation has: its own words, no lang', () => {
		expect(problems).toEqual([]);
		expect(es('nav.home')).toEqual({ text: 'Inicio', lang: undefined });
	});

	test('the translation lacks an interface text: the built-in one of its language, no lang', () => {
		expect(es('nav.projects')).toEqual({ text: spanish.nav.projects, lang: undefined });
		expect(es('about.heading')).toEqual({ text: spanish.about.heading, lang: undefined });
	});

	test('the translation lacks an owner’s word: the default language’s, with its tag', () => {
		expect(es('projects.intro')).toEqual({ text: copy.projects.intro, lang: 'en' });
	});

	test('a nested key reads the field it names', () => {
		expect(es('contact.form.name')).toEqual({ text: 'Nombre', lang: undefined });
		expect(es('contact.form.email')).toEqual({
			text: spanish.contact.form.email,
			lang: undefined,
		});
	});

	test('a file that fell back whole (no resume.json) gives every field the default’s tag', () => {
		expect(es.resume('basics.label')).toEqual({ text: published.basics?.label, lang: 'en' });
		expect(es.resume('work')).toEqual({ text: published.work, lang: 'en' });
	});

	test('site texts are read the same way', () => {
		expect(es.site('welcome')).toEqual({ text: 'Hola', lang: undefined });
		expect(es.site('footerNote')).toEqual({ text: settings.footerNote, lang: 'en' });
	});

	test('an island’s group: the tag of each text that falls back, by the rest of its path', () => {
		expect(es.langs('projects')).toEqual({ description: 'en', intro: 'en' });
		expect(es.langs('contact.form')).toBeUndefined();
		expect(es.langs('nav')).toBeUndefined();
	});
});

describe('a text in the default language', () => {
	const own: LanguageSettings = {
		...languages[0]!,
		lang: 'en',
		copy,
		fallback: { pages: [], site: [], resume: [] },
	};
	const en = pageTexts(own, 'en');

	test('is its own: no lang, and no group needs a prop', () => {
		expect(en('nav.projects')).toEqual({ text: copy.nav.projects, lang: undefined });
		expect(en.resume('work').lang).toBeUndefined();
		expect(en.langs('contact.form')).toBeUndefined();
	});
});

describe('what falls back', () => {
	test('a key matches itself, the fields under it, and a file that fell back whole', () => {
		expect(fallsBack(['basics.label'], 'basics.label')).toBe(true);
		expect(fallsBack(['basics.location.city'], 'basics')).toBe(true);
		expect(fallsBack(['basics.labels'], 'basics.label')).toBe(false);
		expect(fallsBack(['basics'], 'basics.label')).toBe(false);
		expect(fallsBack(['(file)'], 'work')).toBe(true);
		expect(fallsBack([], 'work')).toBe(false);
	});

	test('a project’s untranslated title is the default language’s', () => {
		const project = textReader({ title: 'Título', desc: 'Desc', body: undefined }, ['desc'], 'en');
		expect(project('title')).toEqual({ text: 'Título', lang: undefined });
		expect(project('desc')).toEqual({ text: 'Desc', lang: 'en' });
	});
});

describe('keys', () => {
	test('a wrong key is a type error (npm run check) and reads nothing', () => {
		// @ts-expect-error: no text has this key
		expect(es('about.heding').text).toBeUndefined();
		// @ts-expect-error: a group is not one text
		expect(es('projects').lang).toBe('en');
		// @ts-expect-error: site.json's name is not a translated text
		expect(es.site('name').lang).toBeUndefined();
		// @ts-expect-error: the page's language tag is not a text
		expect(es('lang').lang).toBeUndefined();
		// @ts-expect-error: `name` is a text, not a group
		expect(es.langs('contact.form.name')).toBeUndefined();
	});
});
