/**
 * A Japanese owner with an English translation: the Japanese About page, résumé page, PDF and
 * application read in Japanese punctuation (no Latin comma between Japanese words, no bare ISO
 * country code), and the English pages, PDF and logo say where and who in English.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { apply } from '../../src/apply/run.ts';
import { readJson } from '../../src/data/content-files.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { attribute, readPage, text } from '../tools/hast.ts';
import { JAPANESE_OWNER } from './japanese-owner.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const content = resolve(ROOT, JAPANESE_OWNER.content);
const dist = () => inject('dist').japanese;
const english = readJson(join(content, 'en', 'resume.json'), 'en/resume.json') as {
	basics: { name: string; location: { city: string } };
};
const japanese = readJson(join(content, 'resume.json'), 'resume.json') as {
	basics: { name: string; location: { city: string; countryCode: string } };
};

/** A Japanese character: Han, hiragana or katakana. */
const JA = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]';
/** A Latin comma (or full stop before a space) beside Japanese words: "学士, 情報工学". */
const LATIN_PUNCTUATION = new RegExp(`${JA}[,.] |[,.] ?${JA}`, 'u');
/** The country written as its ISO code alone: "東京, JP". */
const BARE_CODE = new RegExp(
	`(^|[\\s,、])${japanese.basics.location.countryCode}($|[\\s,、])`,
	'mu',
);

/** The words of a PDF file. */
async function pdfText(file: string): Promise<string> {
	const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
	return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** What a page's main content says. */
const mainText = (route: string) => text(select('main', readPage(dist(), route))!);

/** A text in Japanese punctuation: no Latin comma between Japanese words, no bare code. */
function expectJapanese(what: string, said: string) {
	expect(said, what).toContain(japanese.basics.location.city);
	expect(said.match(LATIN_PUNCTUATION)?.[0], what).toBeUndefined();
	expect(said.match(BARE_CODE)?.[0], what).toBeUndefined();
}

describe('the Japanese pages and PDF', () => {
	test('About and the résumé page list and place in Japanese: "東京、東京都、日本", "React、TypeScript、CSS"', () => {
		for (const route of ['/about', '/resume']) expectJapanese(route, mainText(route));
		expect(mainText('/resume')).toContain('東京、東京都、日本');
		expect(mainText('/about')).toContain('フロントエンド：React、TypeScript、CSS');
		expect(mainText('/resume')).toContain('学士、情報工学');
	});

	test('the PDF reads the same', async () => {
		expectJapanese('resume.pdf', await pdfText(join(dist(), 'resume.pdf')));
	});

	test("the note's reading time counts its characters", () => {
		const note = readFileSync(join(content, 'notes', 'jutchu-system.md'), 'utf8');
		const characters = [...note.split('---')[2]!].filter((c) => new RegExp(JA, 'u').test(c));
		// Well over a minute's reading at any speed a reader of Japanese reads.
		expect(characters.length).toBeGreaterThan(800);
		const said = mainText('/notes/jutchu-system');
		const forms = builtInTexts('ja')!.notes.readingTime as { other: string };
		const [, minutes] = new RegExp(forms.other.replace('{minutes}', '(\\d+)')).exec(said) ?? [];
		expect(Number(minutes)).toBeGreaterThan(1);
	});

	test("the contact form offers Japan's calling code first, chosen", () => {
		const tree = readPage(dist(), '/contact');
		const options = selectAll('form select option', tree);
		expect(attribute(options[0], 'value')).toBe('JP');
		expect(text(options[0]!)).toBe(
			`${new Intl.DisplayNames('ja', { type: 'region' }).of('JP')} +81`,
		);
		expect(options[0]!.properties.selected).toBe(true);
	});
});

describe('the English pages and PDF', () => {
	const place = `${english.basics.location.city}, Tokyo, Japan`;

	test('say "Tokyo, Japan" and the English name', async () => {
		expect(mainText('/en/resume')).toContain(place);
		expect(mainText('/en/resume')).toContain(english.basics.name);
		const pdf = await pdfText(join(dist(), 'en', 'resume.pdf'));
		expect(pdf).toContain(place);
		expect(pdf).toContain(english.basics.name);
		expect(pdf).not.toContain(japanese.basics.name);
	});

	test('the logo is named in English on English pages, in Japanese on Japanese ones', () => {
		const logo = (route: string) =>
			attribute(select('header .logo img', readPage(dist(), route))!, 'alt');
		for (const route of ['/en', '/en/about', '/en/resume'])
			expect(logo(route), route).toBe(`${english.basics.name}, Home`);
		expect(logo('/')).toBe(`${japanese.basics.name}、ホーム`);
	});
});

describe("an English application's files", async () => {
	const out = mkdtempSync(join(tmpdir(), 'apply-en-'));
	afterAll(() => rmSync(out, { recursive: true, force: true }));
	const result = await apply({ root: content, name: 'globex-en', out, today: new Date(0) });
	const files = 'files' in result ? result.files : [];

	test('say "Tokyo, Japan" and the English name', () => {
		expect(result.problems).toEqual([]);
		const said = readFileSync(
			files.find((file) => file.endsWith('_resume.txt'))!,
			'utf8',
		);
		expect(said).toContain('Tokyo, Japan');
		expect(said).toContain(english.basics.name);
		expect(said).not.toContain(japanese.basics.name);
	});
});

describe("a Japanese application's files", async () => {
	const out = mkdtempSync(join(tmpdir(), 'apply-ja-'));
	afterAll(() => rmSync(out, { recursive: true, force: true }));
	const result = await apply({
		root: content,
		name: 'sample-bank',
		out,
		today: new Date(Date.UTC(2026, 10, 2)),
	});
	const files = 'files' in result ? result.files : [];

	test('are written', () => {
		expect(result.problems).toEqual([]);
		expect(files.length).toBeGreaterThan(0);
	});

	test('hold no Latin comma between Japanese words and no bare country code', async () => {
		for (const file of files) {
			const said = file.endsWith('.pdf')
				? await pdfText(file)
				: file.endsWith('.docx')
					? (await mammoth.extractRawText({ path: file })).value
					: readFileSync(file, 'utf8');
			expect(said.match(LATIN_PUNCTUATION)?.[0], file).toBeUndefined();
			expect(said.match(BARE_CODE)?.[0], file).toBeUndefined();
		}
	});
});
