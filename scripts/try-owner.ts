// `npm run try-owner -- tests/fixtures/owners/russian [--owner]`: runs `npm test` (or, with
// --owner, only the owner's checks) with content/ replaced by another owner's folder, then puts
// content/ back as it was. It shows that no test of the template's code reads content/: any
// owner the content check accepts gets a green `npm test`. content/ waits in .e2e/content-kept/
// meanwhile; if the run is killed, move it back from there.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runMain, type Terminal } from './lib/main.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Runs the tests on the folder the arguments name, content/ put back after; their exit code. */
export function main(argv: string[], terminal: Terminal): number {
	const [folder, ...rest] = argv;
	if (!folder || !existsSync(folder)) {
		terminal.err('Usage: npm run try-owner -- <content folder> [--owner]');
		return 2;
	}
	const content = join(ROOT, 'content');
	const kept = join(ROOT, '.e2e', 'content-kept');
	if (existsSync(kept)) {
		terminal.err(`${kept} holds content/ from an earlier run: move it back to content/ first`);
		return 2;
	}
	mkdirSync(join(ROOT, '.e2e'), { recursive: true });
	renameSync(content, kept);
	let status: number;
	try {
		cpSync(resolve(folder), content, { recursive: true });
		const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
		const script = rest.includes('--owner') ? ['run', 'test:owner'] : ['test'];
		status = spawnSync(npm, script, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
	} finally {
		rmSync(content, { recursive: true, force: true });
		renameSync(kept, content);
	}
	return status;
}

// It ends the process when done, whatever the processes it started left open.
await runMain(import.meta, main, { exit: true });
