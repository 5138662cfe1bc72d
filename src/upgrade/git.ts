// Git as `npm run upgrade` runs it: one command at a time in the owner's repository, its output
// kept for the report, never through a shell.
import { spawnSync } from 'node:child_process';
import { crashPoint } from '../owner-files/crash-point.ts';

/** What one git command printed and how it ended. */
export interface GitResult {
	status: number;
	stdout: string;
	stderr: string;
}

/** Runs `git <args>` in `cwd`. */
export function git(cwd: string, args: string[], input?: string): GitResult {
	const result = spawnSync('git', args, {
		cwd,
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
		...(input !== undefined && { input }),
	});
	crashPoint();
	if (result.error) throw result.error;
	return { status: result.status ?? 1, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** Runs `git <args>` in `cwd` and returns what it printed; throws with git's message when it fails. */
export function gitOut(cwd: string, args: string[], input?: string): string {
	const result = git(cwd, args, input);
	if (result.status !== 0)
		throw new UpgradeError(`git ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
	return result.stdout;
}

/** The lines git printed, without empty ones. */
export const lines = (text: string) => text.split('\n').filter(Boolean);

/** A reason the upgrade stops, told to the owner as it is. */
export class UpgradeError extends Error {}

/**
 * The problem with `name` as the template's branch, or undefined: a branch's name as git allows
 * one (`git check-ref-format --branch`), given as it is (not `@{-1}`), not starting with `+`
 * (which `git fetch` reads as "force") and holding no `:` (which names a branch to overwrite).
 */
export function branchNameProblem(name: string, cwd: string): string | undefined {
	// Never handed to git: the upgrade refuses every value that starts like one of its options.
	if (name.startsWith('-')) return undefined;
	const checked = git(cwd, ['check-ref-format', '--branch', name]);
	if (checked.status === 0 && checked.stdout === name && !name.startsWith('+')) return undefined;
	return `--branch: "${name}" is not a branch's name; give the template's branch alone, e.g. --branch main`;
}
