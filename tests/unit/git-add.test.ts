/**
 * `git add -A` in a fresh owner's repository stages nothing private: a repository with the
 * template's .gitignore, init given a résumé with a phone number and a street address, a note and
 * an application written by content:new, then every staged blob is read for each private value
 * (the phone, the street, the company applied to, the letter's words).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { init } from '../../src/init/init.ts';
import { runContentScript } from '../tools/content-script.ts';
import { VALID } from '../tools/fixture-content.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'git-add-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PRIVATE = {
	phone: '+1 555 867 5309',
	street: '221B Quillfeather Row',
	company: 'Initech Hidden Ventures',
	letter: 'I have long admired the quiet way your team ships',
};

const git = (cwd: string, ...args: string[]) =>
	execFileSync('git', args, {
		cwd,
		encoding: 'utf8',
		env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
	});

test("a fresh owner's git add -A after init, a note and an application stages no private value", async () => {
	const repo = join(work, 'site');
	mkdirSync(repo);
	git(repo, 'init', '-q');
	cpSync(join(ROOT, '.gitignore'), join(repo, '.gitignore'));
	cpSync(VALID, join(repo, 'content'), { recursive: true });
	const resume = join(work, 'resume.json');
	writeFileSync(
		resume,
		JSON.stringify({
			basics: {
				name: 'Sam Owner',
				label: 'Developer',
				phone: PRIVATE.phone,
				location: { address: PRIVATE.street, city: 'Springfield' },
			},
		}),
	);
	const lines: string[] = [];
	const status = await init(
		{ resume, url: 'https://sam.example', content: join(repo, 'content'), force: true },
		{ out: (line) => lines.push(line), err: (line) => lines.push(line), show: (path) => path },
	);
	expect(status, lines.join('\n')).toBe(0);
	const root = ['--root', 'content'];
	expect((await runContentScript(['new', '--note', 'First Steps', ...root], repo)).status).toBe(0);
	const made = await runContentScript(['new', '--application', PRIVATE.company, ...root], repo);
	expect(made.status, made.stderr).toBe(0);
	const file = /Wrote (\S+\.md)/.exec(made.stdout)![1]!;
	writeFileSync(
		join(repo, file),
		readFileSync(join(repo, file), 'utf8').replace(/<!--[\s\S]*?-->/, `${PRIVATE.letter}.`),
	);

	git(repo, 'add', '-A');
	const staged = git(repo, 'ls-files', '--stage')
		.trim()
		.split('\n')
		.map((line) => {
			const [, blob, path] = /^\d+ (\w+) \d\t(.*)$/.exec(line)!;
			return { path: path!, text: git(repo, 'cat-file', '-p', blob!) };
		});
	// What an owner commits is staged: the résumé, the settings, the note.
	expect(staged.map(({ path }) => path)).toEqual(
		expect.arrayContaining(['content/resume.json', 'content/site.json', '.gitignore']),
	);
	expect(staged.some(({ path }) => path.startsWith('content/notes/'))).toBe(true);
	const found = staged.flatMap(({ path, text }) =>
		Object.entries(PRIVATE)
			.filter(([, value]) => text.includes(value))
			.map(([name]) => `${path}: ${name}`),
	);
	expect(found).toEqual([]);
}, 60_000);
