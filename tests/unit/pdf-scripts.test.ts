/**
 * The résumé PDF's words come back whole and in reading order from independent readers, in every
 * script: an Arabic, a Hebrew, a Japanese and a Hindi résumé, each in its language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { renderResumePdf } from '../../src/pdf/resume.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { resumeView, type ResumeView } from '../../src/resume/view.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { EXTRACTORS, wordsInOrder, wordsOf } from './pdf-text.ts';

const RESUMES = { ar: 'arabic', he: 'hebrew', ja: 'japanese', hi: 'hindi' };

/** What the PDF shows of the view, in reading order. */
const shown = ({ header, summary, sections }: ResumeView) => [
	header.name,
	header.label,
	...header.contact.map((line) => line.text),
	...summary,
	...sections.flatMap((section) => [
		section.heading,
		...section.entries.flatMap((entry) => [
			entry.title,
			...entry.line,
			...entry.description,
			...entry.text,
			...entry.items,
			...entry.keywords,
		]),
	]),
];

describe.each(Object.entries(RESUMES))('a résumé in %s', async (lang, name) => {
	const resume = resumeSchema.parse(
		JSON.parse(readFileSync(`tests/fixtures/resumes/${name}.json`, 'utf8')),
	);
	const texts = builtInTexts(lang)!;
	const view = resumeView(resume, { lang, resume: texts.resume });
	const bytes = new Uint8Array(
		await renderResumePdf({ resume, view, lang, title: texts.resume.title, accent: '#0b6e4f' }),
	);
	const expected = wordsOf(shown(view).join('\n'), lang);

	test.each(EXTRACTORS)(
		'$name gives back at least 95 % of its words whole, in order, with no joiner',
		async (extractor) => {
			const text = await extractor.text(bytes);
			const found = wordsOf(text, lang);
			const share = wordsInOrder(expected, found) / expected.length;
			// poppler's reading order still swaps a few words where a number meets right-to-left text.
			expect(share).toBeGreaterThanOrEqual(extractor.name === 'pdftotext' ? 0.85 : 0.95);
			expect(text).not.toMatch(/[\u200c\u200d]/);
		},
	);
});
