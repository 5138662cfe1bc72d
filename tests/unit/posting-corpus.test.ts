/**
 * Realistic job postings (frontend, backend, data, mobile, DevOps; English, German, Japanese),
 * each checked against one developer's résumé tailored with a skill group and a project left out:
 * the report written beside each posting is what a reader of both finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import matter from 'gray-matter';
import { checkPosting, resumeTerms } from '../../src/apply/posting.ts';
import { tailorResume } from '../../src/apply/tailor.ts';
import { plainText } from '../../src/apply/text.ts';
import { resumeView } from '../../src/resume/view.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { FIXTURES } from '../tools/fixture-content.ts';
import { copy } from '../tools/content.ts';

const FOLDER = join(FIXTURES, 'postings');
const resume = resumeSchema.parse(JSON.parse(readFileSync(join(FOLDER, 'resume.json'), 'utf8')));
const english = { ...copy, lang: 'en' };
const textOf = (leaveOut: string[]) =>
	plainText(
		resumeView(tailorResume(resume, { company: 'Acme', role: 'Developer', leaveOut }), english),
	);
// The mobile skills and the mobile project are left out of this application.
const tailored = textOf(['Mobile', 'Fieldnotes']);
const full = textOf([]);
const terms = resumeTerms(resume);

const postings = readdirSync(FOLDER)
	.filter((file) => file.endsWith('.md'))
	.map((file) => ({ file, ...matter(readFileSync(join(FOLDER, file), 'utf8')) }));

describe('the posting corpus', () => {
	test('holds at least 20 postings of every kind in three languages', () => {
		expect(postings.length).toBeGreaterThanOrEqual(20);
		const kinds = new Set(postings.map((posting) => posting.data.kind));
		for (const kind of ['frontend', 'backend', 'data', 'mobile', 'devops'])
			expect(kinds).toContain(kind);
		expect(new Set(postings.map((posting) => posting.file.slice(0, 2)))).toEqual(
			new Set(['en', 'de', 'ja']),
		);
	});

	test.each(postings)('$file', ({ content, data }) => {
		expect(checkPosting(content, terms, tailored, full)).toEqual({
			shown: data.shown,
			leftOut: data.leftOut,
			missing: data.missing,
		});
	});
});
