/**
 * The résumé PDF drawn as the build draws it: real text in every script, copied out as written,
 * lines that never overlap on pages that hold them, headings kept with their entries, small.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { pdfDate, renderResumePdf, type ResumePdfInput } from '../../src/pdf/resume.ts';
import { PAGE } from '../../src/pdf/document.ts';
import { degreeOf } from '../../src/resume/sections.ts';
import { resumeView } from '../../src/resume/view.ts';
import { resumeSchema, type Resume } from '../../src/schemas/resume.ts';
import { FontSet } from '../../src/fonts/fallback.ts';
import { copy, resume, settings, site } from '../tools/content.ts';
import { headingsEndingPages, outsideFrame, overlaps, textRuns } from './pdf-boxes.ts';

const MAX_BYTES = 150 * 1024;

describe('the résumé PDF', async () => {
	const input = {
		resume,
		view: resumeView(resume, copy),
		lang: copy.lang,
		title: copy.resume.title,
		accent: settings.theme.light.accent,
	};
	const bytes = await renderResumePdf(input);
	const pdf = await getDocumentProxy(new Uint8Array(bytes));
	// Lines broken inside a text block come back as spaces: compare words, not layout.
	const { text } = await extractText(pdf, { mergePages: true });
	const words = text.replace(/\s+/g, ' ');
	const squeeze = (value: string) => value.replace(/\s+/g, ' ');

	test('holds the name, the job title, every job title and every degree as text', () => {
		expect(words).toContain(squeeze(site.name));
		expect(words).toContain(squeeze(site.jobTitle));
		for (const job of resume.work ?? []) if (job.position) expect(words).toContain(job.position);
		for (const degree of resume.education ?? [])
			expect(words).toContain(degreeOf(degree, copy.lang));
	});

	test('names its title and author', async () => {
		const { info } = await getMeta(pdf);
		expect(info).toMatchObject({ Title: `${copy.resume.title} | ${site.name}`, Author: site.name });
	});

	test('is the same file, byte for byte, every time the same résumé is drawn', async () => {
		await new Promise((done) => setTimeout(done, 1100));
		expect(Buffer.compare(await renderResumePdf(input), bytes)).toBe(0);
	});

	test(`is at most ${MAX_BYTES / 1024} KB`, () => {
		expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
	});
});

describe("the PDF's creation date comes from the résumé, never from the clock", () => {
	test('meta.lastModified when the résumé has one', () => {
		expect(pdfDate({ meta: { lastModified: '2024-05-06T07:08:09Z' } }).toISOString()).toBe(
			'2024-05-06T07:08:09.000Z',
		);
	});

	test('else the newest date the résumé names, a year or a month read as its first day', () => {
		const dated = {
			work: [{ startDate: '2019-03', endDate: '2021' }],
			awards: [{ date: '2020-07-01' }],
		};
		expect(pdfDate(dated).toISOString().slice(0, 10)).toBe('2021-01-01');
		expect(
			pdfDate({ education: [{ startDate: '2012-09' }] })
				.toISOString()
				.slice(0, 10),
		).toBe('2012-09-01');
	});

	test('else 1 January 1970', () => {
		expect(pdfDate({}).getTime()).toBe(0);
	});
});

/** The texts of a résumé the PDF shows, each as one string (headings in capitals). */
function shownTexts({ view, lang }: ResumePdfInput): string[] {
	return [
		view.header.name,
		view.header.label,
		...view.summary,
		...view.sections.flatMap((section) => [
			section.heading.toLocaleUpperCase(lang),
			...section.entries.flatMap((entry) => [
				entry.title,
				...entry.line,
				...entry.description,
				...entry.text,
				...entry.items,
				...entry.keywords,
			]),
		]),
	].filter(Boolean);
}

// Direction marks (which pdf.js keeps where right-to-left text meets a space) show nothing.
const squeezed = (text: string) => text.replace(/[\s\u200e\u200f]+/g, '');
const input = (document: Resume, lang = copy.lang): ResumePdfInput => ({
	resume: document,
	view: resumeView(document, { ...copy, lang }),
	lang,
	title: copy.resume.title,
	accent: settings.theme.light.accent,
});

describe('a résumé in every script', async () => {
	const scripts = resumeSchema.parse(
		JSON.parse(readFileSync('tests/fixtures/content-rtl/resume.json', 'utf8')),
	);
	const cases = await Promise.all(
		['en', 'ar'].map(async (lang) => {
			const bytes = new Uint8Array(await renderResumePdf(input(scripts, lang)));
			const pdf = await getDocumentProxy(bytes.slice());
			const { text } = await extractText(pdf, { mergePages: true });
			return { lang, bytes, text, texts: shownTexts(input(scripts, lang)) };
		}),
	);

	test.each(cases)('($lang) copies out as written, in reading order', ({ text, texts }) => {
		// pdf.js puts spaces where it sees gaps (Arabic marks, line ends): compare without them.
		for (const each of texts) expect(squeezed(text)).toContain(squeezed(each));
	});

	test.each(cases)('($lang) has a font for every character it shows', ({ lang, texts }) => {
		for (const weight of [400, 700])
			expect(new FontSet(lang, weight).missing(texts.join('\n'))).toEqual([]);
	});

	test.each(cases)('($lang) draws no missing-glyph box', async ({ bytes }) => {
		const pdf = await getDocumentProxy(bytes.slice());
		for (let number = 1; number <= pdf.numPages; number++) {
			const page = await pdf.getPage(number);
			const operators = await page.getOperatorList();
			const glyphs = operators.argsArray
				.flat(2)
				.filter(
					(arg): arg is { originalCharCode: number } => typeof arg?.originalCharCode === 'number',
				);
			expect(glyphs.length).toBeGreaterThan(0);
			// Glyph 0 is the font's missing-glyph box.
			expect(glyphs.filter((glyph) => glyph.originalCharCode === 0)).toEqual([]);
		}
	});
});

describe("the PDF's layout", async () => {
	const entry = (index: number, highlights: number) => ({
		...(resume.work?.[0] ?? {}),
		position: `Position ${index}`,
		name: `Company ${index}`,
		startDate: `${2000 + (index % 20)}`,
		highlights: Array.from(
			{ length: highlights },
			(_, line) =>
				`Highlight ${line} of entry ${index}, long enough to wrap onto a second line of the column at ten points.`,
		),
	});
	const layouts = {
		sample: resume,
		'three pages': { ...resume, work: Array.from({ length: 14 }, (_, index) => entry(index, 3)) },
		'an entry taller than a page': { ...resume, work: [entry(0, 2), entry(1, 60), entry(2, 2)] },
	};
	const cases = await Promise.all(
		Object.entries(layouts).map(async ([name, document]) => {
			const { runs, pages } = await textRuns(
				new Uint8Array(await renderResumePdf(input(document))),
			);
			return { name, runs, pages };
		}),
	);

	test.each(cases)('$name: no two text runs overlap', ({ runs }) => {
		expect(overlaps(runs).map(([a, b]) => `${a.text} / ${b.text}`)).toEqual([]);
	});

	test.each(cases)('$name: no section heading ends a page', ({ runs }) => {
		const headings = Object.values(copy.resume.sections);
		expect(headingsEndingPages(runs, headings).map((run) => run.text)).toEqual([]);
	});

	test.each(cases)('$name: every run is inside the page margins', ({ runs }) => {
		expect(outsideFrame(runs, PAGE, PAGE.marginY).map((run) => run.text)).toEqual([]);
	});

	test('a longer résumé takes more pages', () => {
		expect(cases.map((each) => each.pages)).toEqual([
			cases[0]!.pages,
			expect.any(Number),
			expect.any(Number),
		]);
		expect(cases[1]!.pages).toBeGreaterThanOrEqual(3);
		expect(cases[2]!.pages).toBeGreaterThanOrEqual(2);
	});
});

/** The fonts a PDF embeds, by their PostScript names without the subset's tag. */
const embedded = (bytes: Buffer) =>
	[...bytes.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?(\S+)/g)].map(
		(match) => match[1]!,
	);

test('a résumé in Latin letters embeds no Chinese, Japanese or Korean font', async () => {
	const fonts = embedded(await renderResumePdf(input(resume)));
	expect(fonts.length).toBeGreaterThan(0);
	expect(fonts.filter((font) => /Noto\w*(JP|SC|TC|KR)/.test(font))).toEqual([]);
});

test("a résumé is drawn in the site's font family: Inter without one, the one named with one", async () => {
	expect(new Set(embedded(await renderResumePdf(input(resume))))).toEqual(
		new Set(['Inter-Regular', 'Inter-Bold']),
	);
	const chosen = await renderResumePdf({ ...input(resume), font: 'Noto Sans' });
	expect(new Set(embedded(chosen))).toEqual(new Set(['NotoSans-Regular', 'NotoSans-Bold']));
	expect(
		Buffer.compare(await renderResumePdf({ ...input(resume), font: 'Noto Sans' }), chosen),
	).toBe(0);
});
