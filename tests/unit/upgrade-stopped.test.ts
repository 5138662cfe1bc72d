// An upgrade killed in the middle of its merge leaves git's index lock and a merge in progress: the
// next upgrade says what happened and how to undo or finish it (with the commit the stopped one
// started from), in sentences, and following them leads to a clean upgrade.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { hasStackTrace, runScript } from './owner-tools.ts';
import { ownerRepo, sh, templateRepo } from './upgrade-repos.ts';

const work = mkdtempSync(join(tmpdir(), 'upgrade-stopped-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Each upgrade run takes seconds on a loaded machine: the test is not timed. */
const UNTIMED = { timeout: 10 * 60 * 1000 };

test(
	'killed mid-merge: the rerun names .git/index.lock and the merge, and how to undo or finish',
	UNTIMED,
	() => {
		const template = join(work, 'template');
		mkdirSync(template);
		const release = templateRepo(template);
		const owner = join(work, 'owner');
		ownerRepo(template, owner);
		release();
		const start = sh(owner, 'git', ['rev-parse', 'HEAD']).trim();
		// The whole run, on a copy, counts the file and git operations an upgrade passes.
		const whole = join(work, 'whole');
		cpSync(owner, whole, { recursive: true });
		const counted = runScript(whole, 'upgrade.ts', ['--no-test'], {
			env: { OWNER_FILES_CRASH_AFTER: 'count' },
		});
		expect(counted.status, counted.output).toBe(0);
		const points = Number(/owner-files crash points: (\d+)/.exec(counted.output)?.[1]);
		// Killed after each operation from the last back, until a kill leaves the merge uncommitted.
		let copy: string | undefined;
		for (let n = points; n > 0 && !copy; n -= 1) {
			const attempt = join(work, `killed-${n}`);
			cpSync(owner, attempt, { recursive: true });
			const run = runScript(attempt, 'upgrade.ts', ['--no-test'], {
				env: { OWNER_FILES_CRASH_AFTER: String(n) },
			});
			expect(run.killed, run.output).toBe(true);
			if (existsSync(join(attempt, '.git', 'MERGE_HEAD'))) copy = attempt;
		}
		expect(copy, 'no kill left a merge in progress').toBeDefined();
		// git itself killed while it wrote the index leaves its lock file behind.
		writeFileSync(join(copy!, '.git', 'index.lock'), '');

		const locked = runScript(copy!, 'upgrade.ts', ['--no-test']);
		expect(locked.status, locked.output).toBe(1);
		expect(hasStackTrace(locked.output), locked.output).toBe(false);
		expect(locked.output).not.toMatch(/uncommitted changes/);
		expect(locked.output).toMatch(
			/npm run upgrade \(process \d+, since [^)]+\) stopped before it finished/,
		);
		expect(locked.output).toMatch(
			/git's index is locked \(\.git\/index\.lock\): a git command was stopped midway/,
		);
		expect(locked.output).toContain(`git reset --hard ${start.slice(0, 12)}`);

		rmSync(join(copy!, '.git', 'index.lock'));
		const merging = runScript(copy!, 'upgrade.ts', ['--no-test']);
		expect(merging.status, merging.output).toBe(1);
		expect(hasStackTrace(merging.output), merging.output).toBe(false);
		expect(merging.output).not.toMatch(/uncommitted changes/);
		expect(merging.output).toMatch(/a merge is in progress.*git merge --abort/);

		sh(copy!, 'git', ['merge', '--abort']);
		expect(sh(copy!, 'git', ['rev-parse', 'HEAD']).trim()).toBe(start);
		const again = runScript(copy!, 'upgrade.ts', ['--no-test']);
		expect(again.status, again.output).toBe(0);
		expect(again.output).toMatch(/merged and committed/);
	},
);
