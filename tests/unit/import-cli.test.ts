/**
 * `npm run import` as the owner runs it, a Node process of its own against the replay server: its
 * output, and the import killed (SIGKILL, as a power cut) inside its writes and at its swap: the
 * content is as before or as the finished run leaves it, never half-written.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { finishInterrupted } from '../../src/owner-files/replace.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { VALID_CONTENT } from '../tools/content.ts';
import { sameTree } from '../tools/fixture-content.ts';
import { replayServer, type ReplayServer } from '../tools/replay-server.ts';

const SCRIPT = resolve(import.meta.dirname, '..', '..', 'scripts', 'import.ts');
/** Two repositories whose READMEs show no image: the child reaches the API alone. */
const ARGS = ['github', 'ada-lovelace-dev', '--only', 'tiny-cli,notes-app'];

let server: ReplayServer;
const work = mkdtempSync(join(tmpdir(), 'import-cli-'));
beforeAll(async () => {
	server = await replayServer();
});
afterAll(async () => {
	await server.close();
	rmSync(work, { recursive: true, force: true });
});

/** Runs the script in a fresh copy of the valid content (`name`), killed after `after` file operations. */
function runScript(name: string, args: string[], after: number | 'count' | '' = '') {
	const cwd = join(work, name);
	cpSync(VALID_CONTENT, join(cwd, 'content'), { recursive: true });
	return new Promise<{
		cwd: string;
		status: number | null;
		killed: boolean;
		stdout: string;
		stderr: string;
	}>((done) => {
		const child = spawn(process.execPath, [SCRIPT, ...args], {
			cwd,
			env: {
				...process.env,
				GITHUB_API_URL: server.origin,
				GITHUB_TOKEN: '',
				OWNER_FILES_CRASH_AFTER: String(after),
			},
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
		child.on('close', (status, signal) =>
			done({ cwd, status, killed: signal === 'SIGKILL', stdout, stderr }),
		);
	});
}

test(
	'a run prints its lines and exits with 0; killed inside its writes or at its swap, the content is as before or as the finished run leaves it',
	{ timeout: 60_000 },
	async () => {
		const counted = await runScript('count', ARGS, 'count');
		expect(counted.status).toBe(0);
		expect(counted.stdout).toContain('Added content/projects/tiny-cli.md (a draft).');
		expect(counted.stdout).toMatch(
			/From GitHub \(ada-lovelace-dev\): 2 added, 0 updated, 0 up to date\.\n/,
		);
		const count = Number(/owner-files crash points: (\d+)/.exec(counted.stderr)?.[1]);
		const finished = readTree(join(counted.cwd, 'content'));
		const before = readTree(VALID_CONTENT);
		// The swap's two renames come last: killed after the last file written, and between them.
		for (const after of [count - 2, count - 1]) {
			const run = await runScript(`kill-${after}`, ARGS, after);
			expect(run.killed, `killed after ${after} of ${count}`).toBe(true);
			const content = join(run.cwd, 'content');
			finishInterrupted(content);
			const left = readTree(content);
			expect(sameTree(left, before) || sameTree(left, finished), `after ${after} of ${count}`).toBe(
				true,
			);
		}
	},
);
