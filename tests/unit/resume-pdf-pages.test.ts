/**
 * What the résumé PDF keeps together across a page break, on a fixture résumé: an entry's link
 * is never left alone at the top of a page (the document's last page above all), whatever the
 * length of what comes before it.
 */
import { describe, expect, test } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderResumePdf } from '../../src/pdf/resume.ts';
import { PAGE, resumeBlocks } from '../../src/pdf/document.ts';
import { paginate } from '../../src/pdf/layout.ts';
import { resumeView } from '../../src/resume/view.ts';
import type { Resume } from '../../src/schemas/resume.ts';
import { manyCopy as copy } from '../tools/content.ts';

const URL = 'https://example.com/portfolio/the-last-job';

/** A résumé whose last entry ends in a link, after a job with `fill` one-line highlights. */
const resumeWith = (fill: number): Resume => ({
	basics: { name: 'Test Owner', label: 'Developer', email: 'owner@example.com' },
	work: [
		{
			name: 'Filler Co',
			position: 'Filler Position',
			startDate: '2022',
			highlights: Array.from({ length: fill }, (_, line) => `Filler highlight ${line}`),
		},
		{
			name: 'Last Co',
			position: 'Last Position',
			startDate: '2010',
			endDate: '2012',
			summary: 'The last job, which ends in its link.',
			url: URL,
		},
	],
});

const style = { accent: '#0b6e4f', lang: 'en', rtl: false };

/** How many pages the PDF of `document` takes, laid out as the PDF lays it out. */
function pageCount(document: Resume): number {
	const view = resumeView(document, copy);
	return paginate(resumeBlocks(view, style, false), {
		top: PAGE.marginY,
		bottom: PAGE.height - PAGE.marginY,
	}).pages;
}

describe("an entry's link across a page break", () => {
	// The fewest highlights that take the résumé onto a second page: its last line, the link,
	// is the first to go there.
	const fill = Array.from({ length: 120 }, (_, count) => count).find(
		(count) => pageCount(resumeWith(count)) > 1,
	)!;

	test('is found by adding lines before it', () => {
		expect(fill).toBeGreaterThan(0);
	});

	test("never stands alone on the last page: the entry's text goes with it", async () => {
		const bytes = new Uint8Array(
			await renderResumePdf({
				resume: resumeWith(fill),
				view: resumeView(resumeWith(fill), copy),
				lang: 'en',
				title: copy.resume.title,
				accent: style.accent,
			}),
		);
		const { text: pages } = await extractText(await getDocumentProxy(bytes), {
			mergePages: false,
		});
		const last = pages.at(-1)!.replace(/\s+/g, ' ').trim();
		expect(last).toContain(URL);
		expect(last).not.toBe(URL);
		expect(last).toContain('its link.');
	});
});
