// Content from before the résumé fails the build and content:check with "run content:migrate";
// migrated, it builds and shows the same person, jobs, degrees and skills, and a second run
// changes no byte.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureDir } from '../tools/fixture-content.ts';
import { buildSite } from '../tools/fixture-site.ts';
import { main as migrate } from '../../scripts/migrate.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { runContentScript } from '../tools/content-script.ts';
import { TEST_EMAILJS } from '../e2e/env.ts';
import { readPage, visibleText } from '../tools/hast.ts';
import { folderBytes } from './folder-bytes.ts';

const OLD = fixtureDir('content-pre-resume');
// Under the project, where a build finds the project's packages.
const E2E = join(import.meta.dirname, '..', '..', '.e2e');
mkdirSync(E2E, { recursive: true });
const work = mkdtempSync(join(E2E, 'pre-resume-'));
const content = join(work, 'content');
const dist = join(work, 'dist');
cpSync(OLD, content, { recursive: true });

type Entry = Record<string, string | number>;
const readOld = (file: string) => JSON.parse(readFileSync(join(OLD, file), 'utf8'));
const person = readOld('site.json') as {
	name: string;
	jobTitle: string;
	email: string;
	about: string[];
	profiles: { label: string; url: string }[];
};
const jobs = readOld('about/experience.json') as Entry[];
const degrees = readOld('about/education.json') as Entry[];
const skills = readOld('about/skills.json') as Entry[];

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('content in the shape from before the résumé', () => {
	test('content:check and the build name the files to migrate and the command', async () => {
		const check = await runContentScript(['check', '--root', content]);
		expect(check.status).toBe(1);
		const lines = check.stderr.trim().split('\n').filter(Boolean).slice(0, -1);
		expect(lines.length).toBeGreaterThan(0);
		for (const line of lines) expect(line).toContain('run npm run content:migrate');
		expect(check.stderr).toMatch(/site\.json: name: /);
		expect(check.stderr).toMatch(/about\/experience\.json: /);
		const build = buildSite(content, join(work, 'unmigrated'), TEST_EMAILJS);
		expect(build.status).not.toBe(0);
		expect(build.output).toContain('run npm run content:migrate');
	});

	describe('migrated', () => {
		const printed: string[] = [];
		beforeAll(async () => {
			expect(
				await migrate(['--content', content], terminal({ out: (line) => printed.push(line) })),
			).toBe(0);
			const { status, output } = buildSite(content, dist, TEST_EMAILJS);
			if (status !== 0) throw new Error(`Building the migrated content failed:\n${output}`);
		});

		test('it prints each change and content:check passes', async () => {
			expect(printed.join('\n')).toMatch(/site\.json: name: moved to resume\.json/);
			expect((await runContentScript(['check', '--root', content])).status).toBe(0);
		});

		test('About and home show the same person, profiles, jobs, degrees and skills', () => {
			const about = visibleText(readPage(dist, '/about'));
			for (const text of [person.name, person.email, ...person.about])
				expect(about).toContain(text);
			expect(visibleText(readPage(dist, '/'))).toContain(person.jobTitle);
			const html = readFileSync(join(dist, 'about.html'), 'utf8');
			for (const profile of person.profiles) {
				expect(about).toContain(profile.label);
				expect(html).toContain(`href="${profile.url}"`);
			}
			for (const job of jobs)
				for (const field of ['role', 'company', 'summary']) expect(about).toContain(job[field]);
			for (const degree of degrees) {
				expect(about).toContain(degree.degree);
				expect(about).toContain(degree.school);
			}
			for (const skill of skills) expect(about).toContain(skill.name);
		});

		test('a second run says there is nothing to migrate and changes no byte', async () => {
			const before = folderBytes(content);
			const lines: string[] = [];
			expect(
				await migrate(['--content', content], terminal({ out: (line) => lines.push(line) })),
			).toBe(0);
			expect(lines.join('\n')).toMatch(/nothing to migrate$/);
			expect(folderBytes(content)).toEqual(before);
		});
	});
});
