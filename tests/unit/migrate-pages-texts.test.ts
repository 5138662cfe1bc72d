/**
 * The migration of full pages.json copies: texts equal to the built-in ones of their language go,
 * the owner's own wording stays, and a second run changes nothing.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { pagesTextsStep } from '../../src/migrate/pages-texts.ts';
import { english } from '../../src/i18n/built-in/languages.ts';
import german from '../../src/i18n/built-in/de.json' with { type: 'json' };
import { copyIn, readCopy, VALID_CONTENT } from '../tools/content.ts';
import { checkContent } from '../../src/check/check.ts';

const dir = mkdtempSync(join(tmpdir(), 'migrate-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An owner of an older template: full copies in English and German, three texts their own.
cpSync(VALID_CONTENT, dir, { recursive: true });
const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, languages: ['en', 'de'] }));
const oldEnglish = { lang: 'en', ...english, home: { ...english.home, greeting: 'Hello, I am' } };
writeFileSync(join(dir, 'pages.json'), JSON.stringify(oldEnglish, null, '\t'));
mkdirSync(join(dir, 'de'));
const oldGerman = {
	lang: 'de',
	...german,
	nav: { ...german.nav, home: 'Start' },
	projects: { ...german.projects, intro: german.projects.intro },
};
writeFileSync(join(dir, 'de', 'pages.json'), JSON.stringify(oldGerman, null, '\t'));
const texts = readCopy(dir);
const germanTexts = copyIn('de', dir);
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));

test('detect names each file with texts the template ships, and how many', () => {
	const lines = pagesTextsStep.detect(dir);
	expect(lines).toHaveLength(2);
	expect(lines[0]).toMatch(/pages\.json: \d+ texts are the ones the template ships in English/);
	expect(lines[1]).toMatch(/de\/pages\.json: \d+ texts are the ones the template ships in German/);
});

test('the content check notes the copies and names content:migrate; they still build', async () => {
	const check = await checkContent(dir, (path) => path);
	expect(check.problems).toEqual([]);
	const notes = check.notes.filter((note) => note.includes('content:migrate'));
	expect(notes).toHaveLength(2);
	expect(notes[1]).toMatch(/de\/pages\.json: \d+ texts are the ones the template ships in German/);
});

test('apply keeps only the owner’s wording and words; the pages show the same texts', () => {
	const lines = pagesTextsStep.apply(dir);
	expect(lines).toHaveLength(2);
	expect(lines[0]).toMatch(/pages\.json: removed \d+ texts the template ships in English/);
	expect(read('pages.json')).toEqual({
		lang: 'en',
		home: { greeting: 'Hello, I am' },
		projects: { description: english.projects.description, intro: english.projects.intro },
		notes: { description: english.notes.description, intro: english.notes.intro },
	});
	// The owner's words stay even when equal to the built-in ones, so German keeps its own.
	expect(read('de/pages.json')).toEqual({
		lang: 'de',
		nav: { home: 'Start' },
		projects: { description: german.projects.description, intro: german.projects.intro },
		notes: { description: german.notes.description, intro: german.notes.intro },
	});
	expect(readCopy(dir)).toEqual(texts);
	expect(copyIn('de', dir)).toEqual(germanTexts);
});

test('a second run finds and changes nothing', () => {
	const before = readFileSync(join(dir, 'pages.json'), 'utf8');
	expect(pagesTextsStep.detect(dir)).toEqual([]);
	expect(pagesTextsStep.apply(dir)).toEqual([]);
	expect(readFileSync(join(dir, 'pages.json'), 'utf8')).toBe(before);
});
