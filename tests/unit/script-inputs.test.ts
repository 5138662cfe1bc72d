// The owner's commands given a folder that is not there, or a folder where a file belongs: each
// says so in a sentence with the next step, and none prints a stack trace.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { main as init } from '../../scripts/init.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { main as migrate } from '../../scripts/migrate.ts';
import { runContentScript } from '../tools/content-script.ts';
import { VALID_CONTENT } from '../tools/content.ts';
import { folderState } from '../../src/owner-files/keep.ts';

const work = mkdtempSync(join(tmpdir(), 'script-inputs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const missing = join(work, 'no-such-folder');

describe('a content folder that is not there', () => {
	test.each([
		[['check', '--root', missing]],
		[['new', 'My App', '--root', missing]],
		[['new', '--note', 'A note', '--root', missing]],
		[['new', '--application', 'Acme', '--root', missing]],
	])('content %j: a sentence, exit 2, nothing made', async (args) => {
		const { status, stdout, stderr } = await runContentScript(args, work);
		expect(stderr).toBe(
			'no-such-folder: no such folder; run this from the project folder or pass --root <folder>\n',
		);
		expect(stdout).toBe('');
		expect(status).toBe(2);
	});

	test('content:migrate: a sentence, exit 2', async () => {
		const printed: string[] = [];
		const status = await migrate(
			['--content', missing],
			terminal({ out: (line) => printed.push(line) }),
		);
		expect(printed.join('\n')).toMatch(
			/no-such-folder: no such folder; run this from the project folder or pass --content <folder>$/,
		);
		expect(status).toBe(2);
	});
});

test('init given a folder as the résumé: a sentence, exit 1, nothing changed', async () => {
	const content = join(work, 'content');
	cpSync(VALID_CONTENT, content, { recursive: true });
	const printed: string[] = [];
	const spy = vi.spyOn(console, 'error').mockImplementation((line) => printed.push(String(line)));
	try {
		const before = folderState(content);
		const args = [work, '--url', 'https://x.dev', '--yes', '--force', '--content', content];
		expect(await init(args, terminal())).toBe(1);
		expect(folderState(content)).toEqual(before);
	} finally {
		spy.mockRestore();
	}
	expect(printed.join('\n')).toMatch(/: \(file\): a folder, not a file; give the file's path$/m);
});

test('test:owners given an unknown option or a wrong number: a sentence with the usage, exit 2', () => {
	const script = join(import.meta.dirname, '..', '..', 'scripts', 'test-owners.ts');
	for (const args of [['--bogus'], ['--runs', 'many']]) {
		const { status, stderr } = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
		expect(stderr).toMatch(
			/\nUsage: npm run test:owners -- \[--runs 100\] \[--seed 42\] \[--most 30\]\n$/,
		);
		expect(stderr).not.toMatch(/^\s+at /m);
		expect(status).toBe(2);
	}
});
