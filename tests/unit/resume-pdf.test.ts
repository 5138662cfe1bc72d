/**
 * The résumé PDF of the content in use, drawn as the build draws it: real text (extracted here
 * with a PDF text extractor) holding the owner's name, every job title and every degree; title
 * and author set; small enough to send.
 */
import { describe, expect, test } from 'vitest';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { pdfDate, renderResumePdf } from '../../src/resume/pdf.ts';
import { degreeOf } from '../../src/resume/sections.ts';
import { resumeView } from '../../src/resume/view.ts';
import { copy, resume, settings, site } from '../content.ts';

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
		for (const degree of resume.education ?? []) expect(words).toContain(degreeOf(degree));
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
