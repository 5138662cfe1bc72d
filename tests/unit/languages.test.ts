/**
 * The languages logic without a build: how a translation merges over the default language's
 * texts and what falls back, which way a language is written, what it calls itself, the routes
 * of each language, and the checks of the translation files (each problem names file and field).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
	directionOf,
	languageName,
	localeRoute,
	mergeTexts,
	missingTexts,
	ogLocale,
	splitRoute,
} from '../../src/i18n/languages.ts';
import { languagesProblem } from '../../src/settings/page-texts.ts';
import { readLanguageFiles } from '../../src/settings/language-files.ts';
import { checkTranslationFolder } from '../../src/data/project-files.ts';
import {
	readCopy,
	readLanguages,
	readProjects,
	readResume,
	VALID_CONTENT,
} from '../tools/content.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { readJson } from '../../src/data/content-files.ts';
import { english } from '../../src/i18n/built-in/languages.ts';
import spanish from '../../src/i18n/built-in/es.json' with { type: 'json' };
import { OWNER_WORDS } from '../../src/i18n/text-layers.ts';

describe('merging a translation over the default language', () => {
	const base = { a: 'A', group: { b: 'B', c: 'C' }, list: ['x', 'y'] };

	test('texts merge key by key; lists and texts are replaced whole', () => {
		expect(mergeTexts(base, { group: { b: 'b' }, list: ['z'] })).toEqual({
			a: 'A',
			group: { b: 'b', c: 'C' },
			list: ['z'],
		});
		expect(mergeTexts(base, undefined)).toEqual(base);
	});

	test('what the translation leaves out is listed as dotted paths', () => {
		expect(missingTexts(base, { group: { b: 'b' } })).toEqual(['a', 'group.c', 'list']);
		expect(missingTexts(base, undefined)).toEqual(['a', 'group.b', 'group.c', 'list']);
		expect(missingTexts(base, base)).toEqual([]);
	});
});

describe('language facts from Intl', () => {
	test('Arabic, Hebrew, Persian and Urdu are written right to left; others left to right', () => {
		for (const lang of ['ar', 'he', 'fa', 'ur', 'ar-EG'])
			expect(directionOf(lang), lang).toBe('rtl');
		for (const lang of ['en', 'es', 'de-CH', 'ja']) expect(directionOf(lang), lang).toBe('ltr');
	});

	test('a language is named in itself, capitalised', () => {
		expect(languageName('es')).toBe('Español');
		expect(languageName('en')).toBe('English');
		expect(languageName('de')).toBe('Deutsch');
		expect(languageName('ru')).toBe('Русский');
		expect(languageName('pt')).toBe('Português (Portugal)');
		expect(languageName('pt-BR')).toBe('Português (Brasil)');
		expect(languageName('zh-TW')).toBe('中文（台灣）');
	});

	test('the Open Graph locale adds the likely region', () => {
		expect(ogLocale('en')).toBe('en_US');
		expect(ogLocale('es')).toBe('es_ES');
		expect(ogLocale('pt-BR')).toBe('pt_BR');
		expect(ogLocale('pt')).toBe('pt_PT');
	});
});

describe('routes per language', () => {
	const languages = ['en', 'es', 'pt-BR'];

	test('the default language keeps the route; others go under their lower-case prefix', () => {
		expect(localeRoute('/projects', 'en', 'en')).toBe('/projects');
		expect(localeRoute('/', 'es', 'en')).toBe('/es');
		expect(localeRoute('/projects/x', 'pt-BR', 'en')).toBe('/pt-br/projects/x');
	});

	test('a route splits into its language and the route in the default language', () => {
		expect(splitRoute('/es/projects/x', languages)).toEqual({ lang: 'es', route: '/projects/x' });
		expect(splitRoute('/es', languages)).toEqual({ lang: 'es', route: '/' });
		expect(splitRoute('/pt-br/about', languages)).toEqual({ lang: 'pt-BR', route: '/about' });
		expect(splitRoute('/projects', languages)).toEqual({ lang: 'en', route: '/projects' });
		expect(splitRoute('/essay', languages)).toEqual({ lang: 'en', route: '/essay' });
	});
});

describe('translation files', () => {
	let dir = '';
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	/** A copy of the valid fixture in English and `lang`, with `files` written under `<lang>/`. */
	function content(lang: string, files: Record<string, string>) {
		dir = mkdtempSync(join(tmpdir(), 'languages-'));
		cpSync(VALID_CONTENT, dir, { recursive: true });
		for (const [name, text] of Object.entries(files)) {
			mkdirSync(join(dir, lang, name, '..'), { recursive: true });
			writeFileSync(join(dir, lang, name), text);
		}
		const base = {
			settings: siteSchema.parse(readJson(join(dir, 'site.json'), 'site.json')),
			copy: readCopy(dir),
			resume: resumeSchema.parse(readJson(join(dir, 'resume.json'), 'resume.json')),
		};
		return readLanguageFiles(dir, (file) => `content/${file}`, ['en', lang], base);
	}

	test('a partial pages.json merges over the built-in texts; the owner’s words fall back, listed', () => {
		const { languages, problems } = content('es', {
			'pages.json': JSON.stringify({ nav: { home: 'Inicio' }, projects: { intro: 'Hola.' } }),
		});
		expect(problems).toEqual([]);
		const [es] = languages;
		expect(es!.copy.nav.home).toBe('Inicio');
		expect(es!.copy.nav.projects).toBe(spanish.nav.projects);
		expect(es!.copy.projects.intro).toBe('Hola.');
		expect(es!.copy.projects.description).toBe(readCopy(dir).projects.description);
		expect(es!.copy.lang).toBe('es');
		expect(es!.fallback.pages).toEqual(OWNER_WORDS.filter((key) => key !== 'projects.intro'));
		expect(es!.fallback.site).toEqual(['welcome', 'description', 'footerNote', 'logo.alt']);
		expect(es!.fallback.resume).toEqual(['(file)']);
		expect(es!.resume).toEqual(readResume(dir));
	});

	test("a translation writes the place's words and the logo's text in its language; the country stays the default's", () => {
		const { languages, problems } = content('ja', {
			'resume.json': JSON.stringify({ basics: { name: '山田太郎', location: { city: '東京' } } }),
			'site.json': JSON.stringify({ logo: { alt: '山田太郎のロゴ、ホーム' } }),
		});
		expect(problems).toEqual([]);
		const [ja] = languages;
		const own = readResume(dir).basics!.location!;
		expect(ja!.resume.basics!.location).toEqual({ ...own, city: '東京' });
		expect(ja!.site.logo).toEqual({
			...siteSchema.parse(readJson(join(dir, 'site.json'), 'site.json')).logo,
			alt: '山田太郎のロゴ、ホーム',
		});
		expect(ja!.fallback.site).not.toContain('logo.alt');
	});

	test('without a logo text of its own, a language names the logo as init did, in its words', () => {
		dir = mkdtempSync(join(tmpdir(), 'languages-'));
		cpSync(VALID_CONTENT, dir, { recursive: true });
		const settings = siteSchema.parse(readJson(join(dir, 'site.json'), 'site.json'));
		const resume = resumeSchema.parse(readJson(join(dir, 'resume.json'), 'resume.json'));
		const name = resume.basics!.name!;
		const base = {
			settings: { ...settings, logo: { ...settings.logo, alt: `${name}, Home` } },
			copy: readCopy(dir),
			resume,
		};
		mkdirSync(join(dir, 'ja'));
		writeFileSync(join(dir, 'ja', 'resume.json'), JSON.stringify({ basics: { name: '山田太郎' } }));
		const [ja] = readLanguageFiles(dir, (file) => file, ['en', 'ja'], base).languages;
		expect(ja!.site.logo.alt).toBe('山田太郎、ホーム');
		expect(ja!.fallback.site).not.toContain('logo.alt');
		// A logo text of the owner's own falls back as written, and says so.
		const own = {
			...base,
			settings: { ...settings, logo: { ...settings.logo, alt: 'A blue fox' } },
		};
		const [kept] = readLanguageFiles(dir, (file) => file, ['en', 'ja'], own).languages;
		expect(kept!.site.logo.alt).toBe('A blue fox');
		expect(kept!.fallback.site).toContain('logo.alt');
	});

	test('a site.json with a shared setting, or pages.json in another language, is refused by name', () => {
		const { problems } = content('es', {
			'site.json': JSON.stringify({ welcome: 'Hola', url: 'https://es.example.com' }),
			'pages.json': JSON.stringify({ lang: 'fr' }),
		});
		expect(problems).toEqual([
			expect.stringMatching(/^content\/es\/pages\.json: lang: is "fr".*write "lang": "es"/),
			expect.stringMatching(/^content\/es\/site\.json: url: not a text a translation sets/),
		]);
	});

	test('a language without built-in texts needs every text: each missing one is named', () => {
		const { problems, languages } = content('sw', {
			'pages.json': JSON.stringify(
				Object.fromEntries(
					Object.entries(readCopy(VALID_CONTENT)).filter(
						([key]) => key !== 'nav' && key !== 'lang',
					),
				),
			),
		});
		expect(languages).toEqual([]);
		expect(problems).toEqual(
			Object.entries(english.nav).map(
				([key, text]) =>
					`content/sw/pages.json: nav.${key}: missing; write the Swahili text (in English: "${text}")`,
			),
		);
		// The owner's words fall back to the default language's; without the file, one line.
		expect(content('sw', {}).problems).toEqual([
			expect.stringMatching(
				/^content\/sw\/pages\.json: \(file\): missing; the template has no Swahili texts/,
			),
		]);
	});

	test('a text that fails the schema names the translation file and field', () => {
		const { problems } = content('es', {
			'pages.json': JSON.stringify({ nav: { home: '' } }),
		});
		expect(problems).toEqual([
			expect.stringMatching(/^content\/es\/pages\.json: nav\.home: is empty/),
		]);
	});

	test('a project translation may set only title and desc; a shared field set otherwise fails', () => {
		const [project] = readProjects(VALID_CONTENT);
		content('es', {
			[`projects/${project!.id}.md`]: `---\ntitle: Traducido\norder: 99\ncategory: [${project!.category.join(', ')}]\n---\nHola.\n`,
			'projects/no-such-project.md': '---\ntitle: Nada\n---\n',
		});
		const { problems, translations } = checkTranslationFolder(dir, 'es', (path) =>
			path.slice(dir.length + 1),
		);
		expect(problems).toEqual([
			expect.stringMatching(
				/^es\/projects\/no-such-project\.md: \(file\): translates a project the default language does not have/,
			),
			expect.stringMatching(
				new RegExp(
					`^es/projects/${project!.id}\\.md: order: differs from projects/${project!.id}\\.md`,
				),
			),
		]);
		expect(translations).toEqual([]);
	});

	test('the first language must be the one pages.json is written in, named for the switch', () => {
		const named = readCopy(VALID_CONTENT);
		const copy = { ...named, layout: { ...named.layout, languages: undefined } };
		expect(languagesProblem(undefined, copy, 'pages.json', 'site.json')).toBeUndefined();
		expect(languagesProblem(['en'], copy, 'pages.json', 'site.json')).toBeUndefined();
		// Several languages need the switch's name for screen readers.
		expect(languagesProblem(['en', 'es'], copy, 'pages.json', 'site.json')).toMatch(
			/^pages\.json: layout\.languages: missing/,
		);
		expect(languagesProblem(['en', 'es'], named, 'pages.json', 'site.json')).toBeUndefined();
		expect(languagesProblem(['es', 'en'], named, 'pages.json', 'site.json')).toMatch(
			/^pages\.json: lang: is "en", but site\.json lists "es" first/,
		);
		expect(readLanguages(VALID_CONTENT)).toEqual([copy.lang]);
	});
});
