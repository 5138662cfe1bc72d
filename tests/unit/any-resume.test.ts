// Any real JSON Resume is read: fields no page shows (`meta`, `$schema`, fields of other tools)
// never refuse it; a `meta.lastModified` that is not a date (a jsoncv export's) is a note, and
// the PDF's date falls back to the newest entry; and the JSON-LD of a résumé at its limits stays small.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { VALID } from '../tools/fixture-content.ts';
import { checkContent } from '../../src/check/check.ts';
import { pdfDate } from '../../src/pdf/resume.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { personJsonLd } from '../../src/share/structured-data.ts';

const work = mkdtempSync(join(tmpdir(), 'any-resume-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What jsoncv, a widely used JSON Resume editor, writes into every export. */
const JSONCV_META = { lastModified: '2025-04-01T14:37:37+09:00Z' };

describe('a real JSON Resume', () => {
	const resume = JSON.parse(readFileSync(join(VALID, 'resume.json'), 'utf8'));
	const exported = {
		$schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
		...resume,
		meta: { ...JSONCV_META, theme: 'jsoncv', version: 'v1.0.0' },
		'x-editor': { saved: true },
		work: [{ name: 'Acme', position: 'Developer', startDate: '2019-03' }],
	};

	test('a jsoncv export is read; its PDF is dated by the newest entry', () => {
		const parsed = resumeSchema.safeParse(exported);
		expect(parsed.error?.issues).toBeUndefined();
		const date = pdfDate(parsed.data!);
		expect(Number.isNaN(date.getTime())).toBe(false);
		expect(date.toISOString()).toBe(pdfDate({ ...parsed.data!, meta: undefined }).toISOString());
	});

	test('the content check passes it, with a note naming meta.lastModified', async () => {
		const dir = join(work, 'content');
		cpSync(VALID, dir, { recursive: true });
		writeFileSync(join(dir, 'resume.json'), JSON.stringify(exported));
		const check = await checkContent(dir, (path) => path);
		expect(check.problems).toEqual([]);
		expect(check.notes.join('\n')).toMatch(
			/resume\.json: meta\.lastModified: .*not a date and time/,
		);
	});
});

describe('the JSON-LD every page carries', () => {
	test('a résumé at its limits (1,000 degrees, 1,000 skills) gives a few kilobytes, its first entries', () => {
		const resume = resumeSchema.parse({
			basics: { name: 'Ada Many', label: 'Developer', email: 'ada@example.com' },
			education: Array.from({ length: 1000 }, (_, n) => ({ institution: `School number ${n}` })),
			skills: Array.from({ length: 1000 }, (_, n) => ({ name: `Skill number ${n}` })),
			work: Array.from({ length: 1000 }, (_, n) => ({ name: `Employer ${n}`, position: 'Dev' })),
		});
		const person = personJsonLd(resume, 'https://ada.example/');
		expect(JSON.stringify(person).length).toBeLessThan(8 * 1024);
		expect((person.knowsAbout as string[])[0]).toBe('Skill number 0');
		expect(person.alumniOf).toContainEqual(expect.objectContaining({ name: 'School number 0' }));
	});
});
