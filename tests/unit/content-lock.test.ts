// The lock every owner tool holds on content/ (content:new too): another tool waits, then
// refuses with a sentence naming the holder and what to do; a holder killed, or whose process id
// now runs another process, is taken over at once, whatever its age; the holder's children share it.
import { spawn, type ChildProcess } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { sameTree, VALID } from '../tools/fixture-content.ts';
import { hasStackTrace, ROOT, runScript, TOOL_ENV } from './owner-tools.ts';
import { lockFile } from '../../src/owner-files/lock.ts';
import { processStart } from '../../src/owner-files/process-id.ts';
import { readTree } from '../../src/owner-files/tree.ts';

/** Each test runs the tools as processes, seconds each on a loaded machine: none is timed. */
const UNTIMED = { timeout: 10 * 60 * 1000 };

const work = mkdtempSync(join(tmpdir(), 'content-lock-'));
const holders: ChildProcess[] = [];
afterEach(() => holders.splice(0).forEach((holder) => holder.kill('SIGKILL')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A project folder `name` with a copy of the valid content as content/. */
function project(name: string) {
	const dir = join(work, name);
	mkdirSync(dir);
	cpSync(VALID, join(dir, 'content'), { recursive: true });
	return { dir, content: join(dir, 'content') };
}

/**
 * A process that locks `content` as the tool "npm run holder" and holds it for `ms` (or until it
 * is killed); `child` is a restore listing it runs under its lock first. Resolves once it holds.
 */
function holder(content: string, ms: number, child = false) {
	const code = `
		const { holdContentLock } = await import(${JSON.stringify(join(ROOT, 'src/owner-files/lock.ts'))});
		const lock = holdContentLock(process.argv[1], 'npm run holder');
		if (${child}) {
			const { spawnSync } = await import('node:child_process');
			const run = spawnSync(process.execPath, [${JSON.stringify(join(ROOT, 'scripts/restore.ts'))}, '--content', process.argv[1]], { encoding: 'utf8', env: { ...process.env, OWNER_FILES_LOCK_WAIT: '0' } });
			console.log('child: ' + run.status + ' ' + run.stdout.replace(/\\n/g, ' '));
		}
		console.log('held');
		setTimeout(() => lock.release(), ${ms});`;
	const process_ = spawn(process.execPath, ['--input-type=module', '-e', code, content], {
		env: TOOL_ENV,
	});
	holders.push(process_);
	let output = '';
	return new Promise<{ pid: number; output: () => string }>((done, fail) => {
		process_.stdout.on('data', (chunk) => {
			output += chunk;
			if (output.includes('held')) done({ pid: process_.pid!, output: () => output });
		});
		process_.stderr.on('data', (chunk) => (output += chunk));
		process_.on('close', () => fail(new Error(`the holder ended: ${output}`)));
	});
}

/** A restore listing of `content` in `dir`, waiting at most `wait` seconds for the lock. */
const listing = (dir: string, content: string, wait?: number) =>
	runScript(dir, 'restore.ts', ['--content', content], {
		env: wait === undefined ? {} : { OWNER_FILES_LOCK_WAIT: String(wait) },
	});

const IN_USE =
	/content is in use by npm run holder \(process (\d+), since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)/;

describe('the content lock', () => {
	test(
		'held by another tool: a second tool waits, then refuses with a sentence naming it and what to do',
		UNTIMED,
		async () => {
			const { dir, content } = project('held');
			const { pid } = await holder(content, 60_000);
			const run = listing(dir, content, 1);
			expect(run.status, run.output).toBe(1);
			expect(run.output).toMatch(/waiting up to 1 s for it to finish/);
			expect(run.output).toMatch(IN_USE);
			expect(IN_USE.exec(run.output)?.[1]).toBe(String(pid));
			expect(run.output).toMatch(/run this again once it has finished/);
			expect(run.output).toMatch(new RegExp(`stop it \\(process ${pid}\\)`));
			expect(hasStackTrace(run.output), run.output).toBe(false);
			// content:new too: its file would land in a folder another tool is swapping.
			const before = readdirSync(join(content, 'projects'));
			const made = runScript(dir, 'content.ts', ['new', 'A Project', '--root', content], {
				env: { OWNER_FILES_LOCK_WAIT: '0' },
			});
			expect(made.status, made.output).toBe(1);
			expect(made.output).toMatch(IN_USE);
			expect(hasStackTrace(made.output), made.output).toBe(false);
			expect(readdirSync(join(content, 'projects'))).toEqual(before);
		},
	);

	test(
		'the tools added beside them, content:backup and import, wait and refuse likewise, writing nothing',
		UNTIMED,
		async () => {
			const { dir, content } = project('added');
			const { pid } = await holder(content, 60_000);
			const refused = (script: string, args: string[]) => {
				const run = runScript(dir, script, args, { env: { OWNER_FILES_LOCK_WAIT: '0' } });
				expect(run.status, run.output).toBe(1);
				expect(IN_USE.exec(run.output)?.[1], run.output).toBe(String(pid));
				expect(hasStackTrace(run.output), run.output).toBe(false);
			};
			// An archive read while another tool swaps content/ would hold half of each state.
			refused('backup.ts', ['--content', content, '--out', join(dir, 'archives')]);
			expect(existsSync(join(dir, 'archives'))).toBe(false);
			// The import reads content/ first and writes it last: it refuses before it asks the network.
			const before = readTree(dir);
			refused('import.ts', ['feed', 'http://127.0.0.1:9/feed.xml', '--yes', '--content', content]);
			expect(sameTree(readTree(dir), before)).toBe(true);
		},
	);

	test('released while a second tool waits: it goes on and does its work', UNTIMED, async () => {
		const { dir, content } = project('released');
		await holder(content, 1500);
		const run = listing(dir, content, 30);
		expect(run.status, run.output).toBe(0);
		expect(run.output).toMatch(/waiting up to 30 s/);
		expect(run.output).toMatch(/has no backups/);
	});

	test(
		'its holder killed: the next tool takes it over at once, naming the tool that stopped',
		UNTIMED,
		async () => {
			const { dir, content } = project('killed');
			const { pid } = await holder(content, 60_000);
			holders.pop()!.kill('SIGKILL');
			await new Promise((done) => setTimeout(done, 200));
			const run = listing(dir, content, 0);
			expect(run.status, run.output).toBe(0);
			expect(run.output).toContain(`npm run holder (process ${pid}, since`);
			expect(run.output).toMatch(/stopped before it finished; its lock is released/);
		},
	);

	test(
		'judged by its process, not its age: a reused process id is stale, a running holder is not',
		UNTIMED,
		async () => {
			const { dir, content } = project('reused');
			await holder(content, 60_000);
			const file = lockFile(content);
			const held = JSON.parse(readFileSync(file, 'utf8'));
			holders.pop()!.kill('SIGKILL');
			await new Promise((done) => setTimeout(done, 200));
			// This test's own process runs, but it is not the process that took the lock.
			writeFileSync(file, JSON.stringify({ ...held, pid: process.pid }));
			const reused = listing(dir, content, 0);
			expect(reused.status, reused.output).toBe(0);
			expect(reused.output).toMatch(/stopped before it finished/);
			// The same process as the lock names, running, however long ago it took the lock.
			const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString();
			const start = processStart(process.pid);
			writeFileSync(file, JSON.stringify({ ...held, pid: process.pid, start, since: yearAgo }));
			const running = listing(dir, content, 0);
			expect(running.status, running.output).toBe(1);
			expect(running.output).toMatch(/is in use by npm run holder/);
			rmSync(file);
		},
	);

	test(
		"the holder's own child works under its lock; any other tool does not",
		UNTIMED,
		async () => {
			const { dir, content } = project('child');
			const { output } = await holder(content, 60_000, true);
			expect(output()).toMatch(/child: 0 .*has no backups/);
			const other = listing(dir, content, 0);
			expect(other.status, other.output).toBe(1);
			expect(other.output).toMatch(IN_USE);
		},
	);
});
