// init, content:migrate and upgrade killed (SIGKILL, as a power cut) after each of their file
// operations in turn, up to the end of their run: after every kill the owner's content is byte
// for byte as before or as the finished run leaves it (a kill between the swap's two renames is
// finished by the next tool), and the restore command the tool printed brings the previous back.
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
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fixtureDir, VALID } from '../tools/fixture-content.ts';
import { folderState } from '../../src/owner-files/keep.ts';
import { finishInterrupted } from '../../src/owner-files/replace.ts';
import { commitAll, ownerRepo, sh, templateRepo, writeFiles } from './upgrade-repos.ts';
import { initArgs, restoreCommands, ROOT, runScript } from './owner-tools.ts';

const work = mkdtempSync(join(tmpdir(), 'owner-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Which operations a tool is killed after, of the `count` its whole run passes: all of them with
 * OWNER_CRASH_ALL=1 (see docs/owner/backups.md); by default the first two, the last four (the backup
 * and the swap) and every third between, so that npm test stays short.
 */
function killPoints(count: number): number[] {
	const every = Array.from({ length: count }, (_, index) => index + 1);
	return process.env.OWNER_CRASH_ALL
		? every
		: every.filter((n) => n <= 2 || n > count - 4 || n % 3 === 0);
}

/** How many operations a whole run passed, as the tool printed it. */
const countOf = (output: string) => Number(/owner-files crash points: (\d+)/.exec(output)?.[1]);

/** Runs a script of the template in `cwd`, killed after `after` file operations (0: never; 'count': counted). */
const runKilled = (cwd: string, script: string, args: string[], after: number | 'count') =>
	runScript(cwd, script, args, { env: { OWNER_FILES_CRASH_AFTER: String(after) } });

/**
 * Kills the tool after each of the operations `killPoints` picks of the `count` a whole run
 * passes, in a fresh copy each time; checks each kill's content and restore. The kills tried.
 */
function crashEveryStep(
	name: string,
	fresh: (n: number) => { cwd: string; content: string },
	script: string,
	args: (content: string) => string[],
	{ finished, count }: { finished: Record<string, string>; count: number },
): number {
	const points = killPoints(count);
	for (const n of points) {
		const { cwd, content } = fresh(n);
		const before = folderState(content);
		const run = runKilled(cwd, script, args(content), n);
		expect(run.killed, `${name} was to be killed after ${n}:\n${run.output}`).toBe(true);
		if (!existsSync(content)) {
			finishInterrupted(content);
			expect(folderState(content), `${name} killed after ${n}`).toEqual(finished);
		} else
			expect([before, finished], `${name} killed after ${n}`).toContainEqual(folderState(content));
		const [restore] = restoreCommands(run.output, cwd);
		if (restore) {
			const back = runScript(cwd, 'restore.ts', restore);
			expect(back.status, back.output).toBe(0);
			expect(folderState(content), `${name} killed after ${n}, restored`).toEqual(before);
		}
	}
	return points.length;
}

/** The whole run of a tool in `cwd`: what it leaves in `content` and how many operations it passed. */
function wholeRun(cwd: string, content: string, script: string, args: string[]) {
	const done = runKilled(cwd, script, args, 'count');
	expect(done.status, done.output).toBe(0);
	return { finished: folderState(content), count: countOf(done.output) };
}

/** A fresh folder under the work folder with a copy of `from` as its content/. */
function freshContent(name: string, from: string) {
	const cwd = join(work, name);
	mkdirSync(cwd, { recursive: true });
	cpSync(from, join(cwd, 'content'), { recursive: true });
	return { cwd, content: join(cwd, 'content') };
}

/** Each tool's runs take seconds each on a loaded machine: no test here is timed. */
const UNTIMED = { timeout: 30 * 60 * 1000 };

describe('killed at every step', () => {
	test('content:migrate', UNTIMED, () => {
		const reference = freshContent('migrate-reference', fixtureDir('content-pre-resume'));
		const whole = wholeRun(reference.cwd, reference.content, 'migrate.ts', [
			'--content',
			reference.content,
		]);
		const kills = crashEveryStep(
			'content:migrate',
			(n) => freshContent(`migrate-${n}`, fixtureDir('content-pre-resume')),
			'migrate.ts',
			(content) => ['--content', content],
			whole,
		);
		expect(kills).toBeGreaterThan(3);
	});

	test('init --force, the résumé and its photo inside content/', UNTIMED, () => {
		const owned = join(work, 'owned-content');
		cpSync(VALID, owned, { recursive: true });
		cpSync(join(owned, 'brand', 'apple-touch-icon.png'), join(owned, 'photo.png'));
		const resume = JSON.parse(readFileSync(join(owned, 'resume.json'), 'utf8'));
		resume.basics.image = 'photo.png';
		writeFileSync(join(owned, 'resume.json'), JSON.stringify(resume));
		const args = (content: string) => initArgs(join(content, 'resume.json'), content);
		// init runs from the template's folder, where its formatter finds its plugins.
		const reference = freshContent('init-reference', owned);
		const whole = wholeRun(ROOT, reference.content, 'init.ts', args(reference.content));
		const kills = crashEveryStep(
			'init',
			(n) => ({ ...freshContent(`init-${n}`, owned), cwd: ROOT }),
			'init.ts',
			args,
			whole,
		);
		expect(kills).toBeGreaterThan(3);
	});

	test(
		'upgrade: content/ never changes, and the printed undo brings the repository back',
		UNTIMED,
		() => {
			const template = join(work, 'template');
			mkdirSync(template);
			const release = templateRepo(template);
			const owner = join(work, 'upgrade-owner');
			ownerRepo(template, owner);
			writeFiles(owner, { '.gitignore': 'content/resume.json\n' });
			sh(owner, 'git', ['rm', '-q', '--cached', 'content/resume.json']);
			commitAll(owner, 'Keep my résumé out of git');
			writeFiles(owner, { 'content/resume.json': '{ "basics": { "phone": "+1 555 0100" } }\n' });
			release();
			const repoState = (dir: string) =>
				Object.fromEntries(
					Object.entries(folderState(dir)).filter(
						([path]) => !/^\.(git|content-backup)(\/|$)/.test(path),
					),
				);
			const before = repoState(owner);
			const contentBefore = folderState(join(owner, 'content'));
			const start = sh(owner, 'git', ['rev-parse', 'HEAD']).trim();
			const reference = join(work, 'upgrade-reference');
			cpSync(owner, reference, { recursive: true, verbatimSymlinks: true });
			const whole = runKilled(reference, 'upgrade.ts', ['--no-test'], 'count');
			expect(whole.status, whole.output).toBe(0);
			const points = killPoints(countOf(whole.output));
			for (const n of points) {
				const copy = join(work, `upgrade-${n}`);
				cpSync(owner, copy, { recursive: true, verbatimSymlinks: true });
				const run = runKilled(copy, 'upgrade.ts', ['--no-test'], n);
				expect(run.killed, `upgrade was to be killed after ${n}:\n${run.output}`).toBe(true);
				expect(folderState(join(copy, 'content')), `upgrade killed after ${n}`).toEqual(
					contentBefore,
				);
				const undo = run.output.match(/To undo the upgrade at any point: git reset --hard (\w+)/);
				if (undo) {
					sh(copy, 'git', ['reset', '-q', '--hard', undo[1]!]);
					expect(sh(copy, 'git', ['rev-parse', 'HEAD']).trim()).toBe(start);
					expect(repoState(copy), `upgrade killed after ${n}, undone`).toEqual(before);
				}
			}
			expect(points.length).toBeGreaterThan(5);
		},
	);
});
