import { resolve } from 'node:path';
import { main } from '../../scripts/content.ts';
import { terminal } from '../../scripts/lib/main.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Runs a command of the content script (`npm run content:check` is `['check']`) in this process,
 * in `cwd` (relative to the project): its exit code, and the lines it printed to each stream as
 * the console would write them. A Node process of its own would cost a second or more to start.
 */
export async function runContentScript(args: string[], cwd = ROOT) {
	const stdout: string[] = [];
	const stderr: string[] = [];
	const status = await main(
		args,
		terminal({
			cwd: resolve(ROOT, cwd),
			out: (line) => stdout.push(`${line}\n`),
			err: (line) => stderr.push(`${line}\n`),
		}),
	);
	return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}
