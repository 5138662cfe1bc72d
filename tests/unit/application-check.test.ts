/**
 * An application file goes through `content:check` like every other content file (one line per
 * problem, file: field: problem; fix), and `content:new -- --application` scaffolds one that
 * the check refuses until its placeholders are replaced.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runContentScript } from '../tools/content-script.ts';
import { FIXTURES, VALID } from '../tools/fixture-content.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';

let dir = '';
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'application-check-'));
	cpSync(VALID, join(dir, 'content'), { recursive: true });
	mkdirSync(join(dir, 'content', APPLICATIONS_FOLDER), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, lines: string[]) =>
	writeFileSync(join(dir, 'content', APPLICATIONS_FOLDER, `${name}.md`), [...lines, ''].join('\n'));
const check = () => runContentScript(['check', '--root', join(dir, 'content')], dir);
const problems = (stderr: string) => stderr.split('\n').filter((line) => line.includes(': '));

describe('content:check on applications', () => {
	test('passes a valid application', async () => {
		cpSync(
			join(FIXTURES, 'applications', 'umbrella.md'),
			join(dir, 'content', APPLICATIONS_FOLDER, 'umbrella.md'),
		);
		const { status, stderr } = await check();
		expect(stderr).toBe('');
		expect(status).toBe(0);
	});

	test('names the file, the field, the problem and the fix', async () => {
		write('bad', [
			'---',
			'company: Acme Hiring',
			'tags: React',
			'leaveOut: [Globex, Nowhere Inc]',
			'lang: fr',
			'phone: yes',
			'salary: 100',
			'---',
			'',
			'Letter.',
		]);
		const { status, stderr } = await check();
		expect(status).toBe(1);
		const file = 'content/private/applications/bad.md';
		expect(problems(stderr)).toEqual([
			`${file}: role: missing; write the role as the posting names it, e.g. Frontend Developer`,
			`${file}: tags: expected a list of tags, got "React"; write a list, e.g. [React, TypeScript], or remove the line`,
			`${file}: phone: expected true or false, got "yes"; write phone: true, or remove the line`,
			`${file}: salary: unknown field; remove it or fix its spelling`,
		]);
	});

	test('a language the site lacks and a left-out name the résumé lacks', async () => {
		write('names', [
			'---',
			'company: Acme Hiring',
			'role: Developer',
			'leaveOut: [Globex, Nowhere Inc]',
			'lang: fr',
			'---',
			'',
			'Letter.',
		]);
		const { stderr } = await check();
		const file = 'content/private/applications/names.md';
		expect(problems(stderr)).toEqual([
			`${file}: lang: "fr" is not one of the site's languages (en); write one of them or remove the line`,
			`${file}: leaveOut[1]: "Nowhere Inc" names no entry of resume.json and no project; write a company, position, school, project or skill as the résumé writes it`,
		]);
	});
});

describe('content:new -- --application', () => {
	test('writes a file the check refuses until the role and the letter are written', async () => {
		const made = await runContentScript(
			['new', '--application', 'Acme Hiring', '--root', join(dir, 'content')],
			dir,
		);
		expect(made.status).toBe(0);
		expect(made.stdout).toContain('content/private/applications/acme-hiring.md');
		const file = join(dir, 'content', 'private', 'applications', 'acme-hiring.md');
		expect(readFileSync(file, 'utf8')).toContain('company: Acme Hiring');
		const { status, stderr } = await check();
		expect(status).toBe(1);
		expect(problems(stderr)).toEqual([
			'content/private/applications/acme-hiring.md: role: still the placeholder; write the role as the posting names it',
			'content/private/applications/acme-hiring.md: (body): still the outline from content:new; write the cover letter below the frontmatter',
		]);
	});

	test('never overwrites an application of the same company', async () => {
		const args = ['new', '--application', 'Acme Hiring', '--root', join(dir, 'content')];
		await runContentScript(args, dir);
		const second = await runContentScript(args, dir);
		expect(second.stdout).toContain('content/private/applications/acme-hiring-2.md');
	});
});
