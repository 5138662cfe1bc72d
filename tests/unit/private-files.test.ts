/**
 * What is private stays in the content folder's private folder: content:migrate moves an owner's
 * applications and the résumé's private fields there (keeping every value, changing nothing on a
 * second run), the content check names what it cannot move, what the owner publishes, a private
 * résumé that is no JSON Resume, a private folder git does not ignore, and the résumé's fields no
 * page shows.
 */
import { execFileSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkContent } from '../../src/check/check.ts';
import { migrateContent, olderShape } from '../../src/migrate/migrate.ts';
import { FIXTURES, VALID } from '../tools/fixture-content.ts';

const work = mkdtempSync(join(tmpdir(), 'private-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let count = 0;

const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const write = (dir: string, file: string, value: unknown) => {
	mkdirSync(join(dir, file, '..'), { recursive: true });
	writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
};

/** A résumé as a test edits it. */
interface Editable {
	basics: Record<string, unknown>;
	work: Record<string, unknown>[];
	[key: string]: unknown;
}

/** A copy of the valid content, with `edit` applied to its résumé and settings. */
function contentWith(edit: (resume: Editable, site: Record<string, unknown>) => void) {
	const dir = join(work, `content-${++count}`, 'content');
	cpSync(VALID, dir, { recursive: true });
	const resume = read(dir, 'resume.json');
	const site = read(dir, 'site.json');
	edit(resume, site);
	write(dir, 'resume.json', resume);
	write(dir, 'site.json', site);
	return dir;
}

const check = async (dir: string) => checkContent(dir, (path) => relative(dir, path));

describe('content:migrate moves what is private out of the files git tracks', () => {
	test('the applications and the private fields of the résumé, every value kept; a second run changes nothing', async () => {
		const dir = contentWith((resume, site) => {
			site.languages = ['en', 'es'];
			site.publish = ['postalCode'];
			resume.basics.phone = '+1 555 0100';
			resume.basics.Mobile = '+1 555 0101';
			resume.basics.dateOfBirth = '1990-01-01';
			resume.basics.location = { address: '1 Main St', postalCode: '76201', city: 'Denton' };
			resume.references = [{ name: 'A. Person', reference: 'Reliable.' }];
			resume.work[0].salary = '90000';
		});
		write(dir, 'es/resume.json', { references: [{ name: 'A. Persona', reference: 'Fiable.' }] });
		cpSync(join(FIXTURES, 'applications', 'umbrella.md'), join(dir, 'applications', 'umbrella.md'));
		const letter = readFileSync(join(dir, 'applications', 'umbrella.md'));
		// A private résumé the owner began: its value stays, the moved ones join it.
		write(dir, 'private/resume.json', { basics: { location: { address: '1 Main St' } } });

		expect(olderShape(dir).builds).toEqual([
			'applications/umbrella.md: an application, in a folder git tracks and so public with your repository; npm run content:migrate moves it to private/applications/, which git ignores',
			...[
				['basics.phone', 'phone'],
				['basics.Mobile', 'phone'],
				['basics.dateOfBirth', 'birth'],
				['basics.location.address', 'address'],
				['references', 'references'],
			].map(
				([field, kind]) =>
					`resume.json: ${field}: private (${kind}), in a file git tracks and so public with your repository; npm run content:migrate moves it to private/resume.json, which git ignores, or, to publish it on the site, list "${kind}" in "publish" in site.json`,
			),
			'es/resume.json: references: private (references), in a file git tracks and so public with your repository; npm run content:migrate moves it to private/es/resume.json, which git ignores, or, to publish it on the site, list "references" in "publish" in site.json',
		]);
		const changes = migrateContent(dir).flatMap((step) => step.changes);
		expect(changes).toContain(
			'applications/umbrella.md: moved to private/applications/umbrella.md, which git ignores',
		);
		expect(existsSync(join(dir, 'applications'))).toBe(false);
		expect(readFileSync(join(dir, 'private', 'applications', 'umbrella.md'))).toEqual(letter);
		expect(read(dir, 'private/resume.json')).toEqual({
			basics: {
				location: { address: '1 Main St' },
				phone: '+1 555 0100',
				Mobile: '+1 555 0101',
				dateOfBirth: '1990-01-01',
			},
			references: [{ name: 'A. Person', reference: 'Reliable.' }],
		});
		expect(read(dir, 'private/es/resume.json')).toEqual({
			references: [{ name: 'A. Persona', reference: 'Fiable.' }],
		});
		const resume = read(dir, 'resume.json');
		// The published postal code stays; a job's salary has no place in the private résumé.
		expect(resume.basics.location).toEqual({ postalCode: '76201', city: 'Denton' });
		expect(resume.basics).not.toHaveProperty('phone');
		expect(resume).not.toHaveProperty('references');
		expect(resume.work[0].salary).toBe('90000');
		expect(read(dir, 'es/resume.json')).toEqual({});

		expect(olderShape(dir).builds).toEqual([]);
		expect(migrateContent(dir)).toEqual([]);
		const after = await check(dir);
		expect(after.problems).toEqual([]);
		expect(after.notes).toEqual(
			expect.arrayContaining([
				'resume.json: work[0].salary: private (salary), in a file git tracks and so public with your repository, though the site leaves it out; remove it, or to publish it on the site, list "salary" in "publish" in site.json',
				`resume.json: basics.location.postalCode: published (site.json's "publish" lists postalCode): on the résumé page, in its PDF and /resume.json`,
			]),
		);
	});

	test('a private résumé holding another value: both kept, named until the owner keeps one', () => {
		const dir = contentWith((resume) => {
			resume.basics.phone = '+1 555 0100';
		});
		write(dir, 'private/resume.json', { basics: { phone: '+1 555 0199' } });
		const line =
			'resume.json: basics.phone: private (phone), in a file git tracks, and private/resume.json holds another value; keep one of the two (remove the other), or, to publish it on the site, list "phone" in "publish" in site.json';
		expect(olderShape(dir).builds).toEqual([line]);
		migrateContent(dir);
		expect(read(dir, 'resume.json').basics.phone).toBe('+1 555 0100');
		expect(read(dir, 'private/resume.json').basics.phone).toBe('+1 555 0199');
	});
});

describe('the content check on what is private', () => {
	test('a private résumé is checked as resume.json is; a kind it holds that site.json publishes is a note', async () => {
		const dir = contentWith((_, site) => {
			site.publish = ['phone'];
		});
		write(dir, 'private/resume.json', { basics: { phone: '+1 555 0100', url: 'not a url' } });
		expect((await check(dir)).problems).toEqual([
			'private/resume.json: basics.url: "not a url" is not a URL; write the full address, e.g. https://example.com',
		]);
		write(dir, 'private/resume.json', { basics: { phone: '+1 555 0100' } });
		const { problems, notes } = await check(dir);
		expect(problems).toEqual([]);
		expect(notes).toContain(
			`private/resume.json: basics.phone: not published although site.json's "publish" lists phone: the site never reads private/; to publish it, move it to resume.json`,
		);
	});

	test("a field JSON Resume does not have is a note: no page or PDF shows it (a job's highlightGroups)", async () => {
		const dir = contentWith((resume) => {
			resume.work[0].highlightGroups = [{ title: 'Platform', items: ['Shipped it'] }];
			resume.work[1].highlightGroups = [{ title: 'Tools', items: ['Built them'] }];
			resume.basics.nickname = 'Tess';
		});
		const { problems, notes } = await check(dir);
		expect(problems).toEqual([]);
		expect(notes).toEqual(
			expect.arrayContaining([
				"resume.json: work[].highlightGroups: no page and no PDF shows it (in entries 0, 1): JSON Resume has no such field, so only /resume.json carries it; to show what it holds, put it into a field JSON Resume has (a job's lines into highlights), or remove it",
				"resume.json: basics.nickname: no page and no PDF shows it: JSON Resume has no such field, so only /resume.json carries it; to show what it holds, put it into a field JSON Resume has (a job's lines into highlights), or remove it",
			]),
		);
	});

	test('a private field in site.json is named with where it belongs, beside the schema’s problem', async () => {
		const dir = contentWith((_, site) => {
			site.mobilePhone = '+1 555 0100';
		});
		const { problems, notes } = await check(dir);
		expect(problems).toEqual([
			'site.json: mobilePhone: unknown field; remove it or fix its spelling',
		]);
		expect(notes).toContain(
			'site.json: mobilePhone: private (phone), in a file git tracks and so public with your repository; remove it, and keep it in private/resume.json if you need it (e.g. as basics.phone)',
		);
	});

	test("the owner's content/private/ that git does not ignore is a problem; ignored, none", async () => {
		const repo = join(work, `repo-${++count}`);
		cpSync(VALID, join(repo, 'content'), { recursive: true });
		write(join(repo, 'content'), 'private/resume.json', { basics: { phone: '+1 555 0100' } });
		execFileSync('git', ['init', '-q'], { cwd: repo });
		const dir = join(repo, 'content');
		expect((await check(dir)).problems).toEqual([
			'private: (folder): git does not ignore it, so git add -A would put your private files into your repository; add the line /content/private/ to .gitignore',
		]);
		writeFileSync(
			join(repo, '.gitignore'),
			readFileSync(join(import.meta.dirname, '../../.gitignore')),
		);
		expect((await check(dir)).problems).toEqual([]);
	});
});
