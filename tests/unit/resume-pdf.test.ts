/**
 * The résumé PDF of the content in use, drawn as the build draws it: real text (extracted here
 * with a PDF text extractor) holding the owner's name, every job title and every degree; title
 * and author set; small enough to send.
 */
import { describe, expect, test } from 'vitest';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { renderResumePdf } from '../../src/pdf/render.ts';
import { degreeOf } from '../../src/lib/resume.ts';
import { copy, resume, settings, site } from '../content.ts';

const MAX_BYTES = 150 * 1024;

describe('the résumé PDF', async () => {
	const bytes = await renderResumePdf({
		resume,
		person: site,
		copy,
		accent: settings.theme.light.accent,
	});
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

	test(`is at most ${MAX_BYTES / 1024} KB`, () => {
		expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
	});
});
