// The owner's tools run as the owner runs them, each a Node process of its own (the lock between
// tools is between processes): their exit, their output, the restore commands they printed, and
// whether a failure came out as a stack trace rather than a sentence.
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { join, resolve } from 'node:path';
import { UPGRADE_ENV } from './upgrade-repos.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The environment the tools run in: git's identity set, and Node's compile cache kept between
 * runs (each tool loads the same modules; the cache halves what a start costs).
 */
export const TOOL_ENV: NodeJS.ProcessEnv = {
	...UPGRADE_ENV,
	NODE_COMPILE_CACHE: join(ROOT, '.e2e', 'node-compile-cache'),
};

/** init's arguments, unattended, replacing whatever `content` holds: as the owner runs it with --force. */
export const initArgs = (resume: string, content: string) => [
	resume,
	'--url',
	'https://owner.example',
	'--yes',
	'--force',
	'--content',
	content,
];

/** How a run of a tool ended. */
export interface ToolRun {
	status: number | null;
	killed: boolean;
	output: string;
}

/** Extra process options: the user to run as (a test of permissions run by root). */
export interface RunAs {
	env?: NodeJS.ProcessEnv;
	uid?: number;
	gid?: number;
}

/** Runs `scripts/<script>` of the template with `args` in `cwd`, to its end. */
export function runScript(cwd: string, script: string, args: string[], as: RunAs = {}): ToolRun {
	const result = spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {
		cwd,
		encoding: 'utf8',
		...as,
		env: { ...TOOL_ENV, ...as.env },
	});
	return {
		status: result.status,
		killed: result.signal === 'SIGKILL',
		output: `${result.stdout}${result.stderr}`,
	};
}

/** Starts `scripts/<script>` after `delay` ms, without waiting for it; resolves when it ends. */
export function startScript(
	cwd: string,
	script: string,
	args: string[],
	delay: number,
	env: NodeJS.ProcessEnv = {},
): Promise<ToolRun & { started: number; ended: number }> {
	return new Promise((done, fail) => {
		setTimeout(() => {
			const started = performance.now();
			const options: SpawnOptions = { cwd, env: { ...TOOL_ENV, ...env } };
			const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], options);
			let output = '';
			child.stdout?.on('data', (chunk) => (output += chunk));
			child.stderr?.on('data', (chunk) => (output += chunk));
			child.on('error', fail);
			child.on('close', (status, signal) =>
				done({ status, killed: signal === 'SIGKILL', output, started, ended: performance.now() }),
			);
		}, delay);
	});
}

/**
 * Every `content:restore` command a tool printed, as arguments for the restore script, its
 * content folder always named (a tool run in `cwd` leaves it out for `cwd`'s content/).
 */
export function restoreCommands(output: string, cwd: string): string[][] {
	return [...output.matchAll(/npm run content:restore -- (\S+)(?: --content (\S+))?/g)].map(
		(match) => [match[1]!, '--content', resolve(cwd, match[2] ?? 'content')],
	);
}

/** True when a tool's output holds a stack trace (a failure not told as a sentence). */
export const hasStackTrace = (output: string) =>
	/^\s+at .+(:\d+:\d+\)?|\(native\))$/m.test(output) || output.includes('node:internal');
