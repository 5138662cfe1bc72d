/**
 * An application's Word files read back from their XML as a word processor reads them, beside its
 * PDFs read by pdf.js: the PDF's fonts for each kind of script, sizes, spacing and the owner's
 * colours in named styles; the name as the title; lists as lists; a skills line; right-to-left
 * paragraphs with numbers and addresses left to right; the cover letter's lines, subject and lists.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import { XMLValidator } from 'fast-xml-parser';
import bidiFactory from 'bidi-js';
import { apply } from '../../src/apply/run.ts';
import english from '../../src/i18n/built-in/en.json' with { type: 'json' };
import { resumeSchema } from '../../src/schemas/resume.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';
import { FIXTURES, VALID, fixtureContent } from '../tools/fixture-content.ts';
import { paragraphsOf, resolved, stylesOf, unzip, type WordParagraph } from './word-xml.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs apply on a copy of `base` with the fixture application `name` (edited by `edit`). */
async function applied(base: string, name: string, edit = (text: string) => text) {
	const dir = mkdtempSync(join(tmpdir(), 'apply-word-'));
	made.push(dir);
	const root = join(dir, 'content');
	cpSync(base, root, { recursive: true });
	const file = join(root, APPLICATIONS_FOLDER, `${name}.md`);
	cpSync(join(FIXTURES, 'applications', `${name}.md`), file);
	writeFileSync(file, edit(readFileSync(file, 'utf8')));
	const result = await apply({ root, name, out: join(dir, 'out') });
	if (!('files' in result)) throw new Error(result.problems.join('\n'));
	const kind = (suffix: string) => readFileSync(result.files.find((f) => f.endsWith(suffix))!);
	const word = (suffix: string) => {
		const parts = unzip(kind(suffix));
		return {
			parts,
			paragraphs: paragraphsOf(parts.get('word/document.xml')!),
			styles: stylesOf(parts.get('word/styles.xml')!),
		};
	};
	return {
		result,
		resume: word('_resume.docx'),
		letter: word('_cover-letter.docx'),
		resumePdf: kind('_resume.pdf'),
		letterPdf: kind('_cover-letter.pdf'),
	};
}

/** The PDF's text items of page 1: text, size, whether bold, position. */
async function pdfItems(bytes: Buffer) {
	const pdf = await getDocumentProxy(new Uint8Array(bytes));
	const page = await pdf.getPage(1);
	await page.getOperatorList();
	const { items } = await page.getTextContent();
	return items.flatMap((item) => {
		if (!('str' in item) || !item.str.trim()) return [];
		const [, , , size, x, y] = item.transform as number[];
		const font = (page.commonObjs.get(item.fontName) as { name?: string }).name ?? '';
		return [
			{
				text: item.str,
				size: size!,
				bold: /bold/i.test(font),
				x: x!,
				y: y!,
				right: x! + item.width,
			},
		];
	});
}

/** The PDF's lines of page 1, top first: the items on one baseline joined, left to right. */
async function pdfLines(bytes: Buffer) {
	const byLine = Map.groupBy(await pdfItems(bytes), (item) => Math.round(item.y));
	return [...byLine.values()]
		.map((items) => items.sort((a, b) => a.x - b.x))
		.map((items) => ({
			text: items.map((item) => item.text).join(''),
			x: items[0]!.x,
			right: Math.max(...items.map((item) => item.right)),
			y: items[0]!.y,
		}))
		.sort((a, b) => b.y - a.y);
}

/** The paragraphs after the level-1 heading `heading`, up to the next one. */
function sectionOf(paragraphs: WordParagraph[], heading: string) {
	const at = paragraphs.findIndex((p) => p.style === 'Heading1' && p.text === heading);
	const end = paragraphs.findIndex((p, index) => index > at && p.style === 'Heading1');
	return paragraphs.slice(at + 1, end === -1 ? undefined : end);
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the Word files of an English application', async () => {
	const { resume, letter, resumePdf, letterPdf } = await applied(VALID, 'umbrella');
	const read = (file: string) => JSON.parse(readFileSync(join(VALID, file), 'utf8'));
	const accent = read('site.json').theme.light.accent.slice(1).toLowerCase();
	const owner = resumeSchema.parse(read('resume.json'));
	// The fixture's pages.json leaves the résumé's headings as the built-in English texts.
	const headings = english.resume.sections;
	const pdf = await pdfItems(resumePdf);

	test('every part of both files is well-formed XML', () => {
		for (const file of [resume, letter])
			for (const [path, xml] of file.parts) expect(XMLValidator.validate(xml), path).toBe(true);
	});

	test("the document's fonts are the PDF's for each kind of script, named in the font table", () => {
		expect(resume.styles.defaults.fonts).toEqual({
			'w:ascii': 'Inter',
			'w:hAnsi': 'Inter',
			'w:eastAsia': 'Noto Sans JP',
			'w:cs': 'Noto Sans Arabic',
		});
		const table = resume.parts.get('word/fontTable.xml')!;
		for (const family of ['Inter', 'Noto Sans JP', 'Noto Sans Arabic'])
			expect(table).toMatch(
				new RegExp(
					`w:name="${family}">(<w:altName[^>]*>)?<w:charset[^>]*><w:family w:val="swiss"/>`,
				),
			);
	});

	test("sizes and spacing are the PDF's: the name, the headings, the text and its line height", () => {
		const size = (text: string) => pdf.find((item) => item.text === text)!.size;
		const { styles } = resume;
		const name = owner.basics!.name!;
		expect(resolved(styles, 'Title', 'size')).toBeCloseTo(size(name), 1);
		// The PDF sets its headings in capitals.
		expect(resolved(styles, 'Heading1', 'size')).toBeCloseTo(
			size(headings.work.toLocaleUpperCase('en')),
			1,
		);
		expect(resolved(styles, 'Normal', 'size')).toBeCloseTo(size(owner.work![0]!.summary!), 1);
		expect(styles.defaults.spacing).toEqual({ before: 0, after: 0, line: 14, lineRule: 'atLeast' });
		expect(styles.byId.get('Heading1')!.spacing).toMatchObject({ before: 14 });
		expect(styles.byId.get('Heading2')!.spacing).toMatchObject({ before: 8 });
	});

	test("headings are the owner's accent, with the PDF's rule under a section's; none is the library's blue", () => {
		expect(resolved(resume.styles, 'Heading1', 'color')).toBe(accent);
		expect(resume.styles.byId.get('Heading1')!.rule).toBe(accent);
		expect(resolved(resume.styles, 'Subtitle', 'color')).toBe(accent);
		for (const id of ['Title', 'Heading2', 'Heading3', 'Heading4', 'Heading5', 'Heading6'])
			expect(resolved(resume.styles, id, 'color'), id).toBe('1a1a1a');
	});

	test('the name is the title, first and alone the boldest; the job title under it is not bold', () => {
		const [title, label] = resume.paragraphs;
		expect(title).toMatchObject({ style: 'Title', text: owner.basics!.name });
		expect(resolved(resume.styles, 'Title', 'bold')).toBe(true);
		expect(label!.style).toBe('Subtitle');
		expect(resolved(resume.styles, 'Subtitle', 'bold')).toBeFalsy();
		expect(resume.styles.byId.get('Title')!.name).toBe('Title');
		expect(resume.styles.byId.get('Heading1')!.name).toBe('heading 1');
	});

	test('skills without keywords are one line, not a heading each', () => {
		const skills = sectionOf(resume.paragraphs, headings.skills);
		expect(skills.map((p) => p.style)).toEqual(['Normal']);
		for (const skill of owner.skills!) expect(skills[0]!.text).toContain(skill.name);
	});

	test("an entry's lines are kept on one page: each on the page of the next, but the last", () => {
		const { paragraphs } = resume;
		const starts = paragraphs.flatMap((p, index) => (p.style === 'Heading2' ? [index] : []));
		expect(starts.length).toBeGreaterThan(1);
		for (const start of starts) {
			const end = paragraphs.findIndex((p, at) => at > start && /^Heading[12]$/.test(p.style));
			const entry = paragraphs.slice(start, end === -1 ? undefined : end);
			expect(entry.map((p) => p.keepNext)).toEqual(entry.map((_, at) => at < entry.length - 1));
		}
	});

	test("the cover letter's sign-off keeps its lines in both formats", async () => {
		const closing = letter.paragraphs.at(-1)!;
		expect(closing.text).toBe('Kind regards,\nTest Owner');
		const lines = (await pdfLines(letterPdf)).map((line) => line.text);
		expect(lines.slice(-2)).toEqual(['Kind regards,', 'Test Owner']);
	});

	test("the cover letter's subject looks the same in both formats: bold, an entry's title's size", async () => {
		const subject = letter.paragraphs.find(
			(p) => p.text === 'Data Application Developer · Umbrella Recruiting',
		)!;
		expect(subject.style).toBe('Subject');
		const drawn = (await pdfItems(letterPdf)).find((item) => item.text === subject.text)!;
		expect(drawn.bold).toBe(true);
		expect(resolved(letter.styles, 'Subject', 'bold')).toBe(true);
		expect(resolved(letter.styles, 'Subject', 'size')).toBeCloseTo(drawn.size, 1);
	});

	test("the cover letter's lists are lists in both formats, numbered from their first number", async () => {
		const items = letter.paragraphs.filter((p) => p.list);
		expect(items.map((p) => p.text)).toEqual([
			'reports that load in under a second',
			'SQL that stays fast at forty million rows',
			'meet the people who read the reports',
			'speed up the slowest query',
		]);
		expect(new Set(items.map((p) => p.list!.numId)).size).toBe(2);
		expect(letter.parts.get('word/numbering.xml')).toMatch(
			/<w:numFmt w:val="decimal"\/><w:lvlText w:val="%1\."\/>/,
		);
		expect(letter.paragraphs.some((p) => /^\s*[-*•]\s/.test(p.text))).toBe(false);
		const pdf = await getDocumentProxy(new Uint8Array(letterPdf));
		const tree = JSON.stringify(await (await pdf.getPage(1)).getStructTree());
		expect(tree.match(/"role":"LI"/g)).toHaveLength(4);
		expect(tree.match(/"role":"L"/g)).toHaveLength(2);
	});
});

describe('the Word files of an Arabic application', async () => {
	const { resume, letter, result } = await applied(fixtureContent('content-apply-ar'), 'arabic');
	/** The run of `paragraphs` holding `text` (left-to-right marks aside). */
	const runWith = (paragraphs: WordParagraph[], text: string) =>
		paragraphs.flatMap((p) => p.runs).find((run) => run.text.replace(/\u200e/g, '').includes(text));

	test('marks its paragraphs right to left, and its Arabic runs', () => {
		expect(resume.paragraphs.every((p) => p.bidi)).toBe(true);
		const arabic = resume.paragraphs
			.flatMap((p) => p.runs)
			.filter((run) => /\p{Script=Arabic}/u.test(run.text));
		expect(arabic.length).toBeGreaterThan(0);
		expect(arabic.every((run) => run.rtl)).toBe(true);
		expect(resume.styles.defaults.fonts!['w:cs']).toBe('Noto Sans Arabic');
	});

	test('keeps the phone number, the e-mail and web addresses in left-to-right runs', () => {
		for (const text of [
			'+962 79 123 4567',
			'omar.haddad@example.com',
			'https://omar-haddad.example.com',
		])
			expect(runWith(resume.paragraphs, text), text).toMatchObject({ rtl: false });
		// The letter's sentence giving the phone number and the e-mail address.
		const sentence = letter.paragraphs.filter((p) => p.text.includes('يمكنكم'));
		expect(runWith(sentence, '+962 79 123 4567')).toMatchObject({ rtl: false });
		expect(result.warnings).toEqual([]);
	});

	test('sets the contact items from the right in their order: each separator is right to left', () => {
		const contact = resume.paragraphs.find((p) => p.text.includes('omar.haddad@example.com'))!;
		const { levels } = bidiFactory().getEmbeddingLevels(contact.text, 'rtl');
		const separators = [...contact.text.matchAll(/·/g)].map((match) => levels[match.index]!);
		expect(separators.length).toBeGreaterThan(2);
		expect(separators.every((level) => level % 2 === 1)).toBe(true);
	});
});

describe('the Word files of a Japanese application', async () => {
	const { resume, letter, letterPdf } = await applied(
		fixtureContent('content-apply-ja'),
		'japanese',
	);

	test('name a sans-serif for Japanese, as the PDF draws it, and no Mincho anywhere', () => {
		expect(resume.styles.defaults.fonts!['w:eastAsia']).toBe('Noto Sans JP');
		for (const part of ['word/styles.xml', 'word/theme/theme1.xml', 'word/document.xml'])
			expect(resume.parts.get(part)).not.toMatch(/明朝|Mincho|eastAsiaTheme/);
	});

	test('the letter names the company before the person, and sets the date and closing at the end', async () => {
		const to = letter.paragraphs.find((p) => p.text.startsWith('株式会社アクメ'))!;
		expect(to.text).toBe('株式会社アクメ\n人事部 佐藤 花子 様');
		const date = letter.paragraphs.find((p) => p.style === 'Date')!;
		expect(squeezed(date.text)).toBe('2026年3月14日');
		expect(resolved(letter.styles, 'Date', 'alignment')).toBe('right');
		expect(letter.paragraphs.at(-1)).toMatchObject({ style: 'Closing', text: '敬具' });
		expect(resolved(letter.styles, 'Closing', 'alignment')).toBe('right');
		const lines = await pdfLines(letterPdf);
		const [left, right] = [48, 595.28 - 48];
		for (const text of ['2026年3月14日', '敬具']) {
			const line = lines.find((each) => each.text === text)!;
			expect(line.right, text).toBeCloseTo(right, 0);
			expect(line.x, text).toBeGreaterThan(left + 200);
		}
	});
});
