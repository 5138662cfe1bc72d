// Any real JSON Resume is read: fields no page shows (`meta`, `$schema`, fields of other tools)
// never refuse it; a `meta.lastModified` that is not a date (a jsoncv export's) is a note, and
// the PDF's date falls back to the newest entry.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { VALID } from '../../scripts/fixture-content.ts';
import { checkContent } from '../../src/data/check.ts';
import { pdfDate } from '../../src/resume/pdf.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';

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
