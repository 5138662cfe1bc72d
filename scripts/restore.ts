// `npm run content:restore [-- <time>] [--content <folder>]`: puts a backup the owner's tools kept
// back in place of the content folder (the current one kept as a backup in turn); without a time,
// lists the backups there are.
import { relative, resolve } from 'node:path';
import { backupsOf } from '../src/owner-files/backups.ts';
import { withContentLock } from '../src/owner-files/lock.ts';
import { restorableBackups, restoreBackup } from '../src/owner-files/restore.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'usage: npm run content:restore [-- <time>] [--content <folder>]';

/**
 * Restores the backup the arguments name; returns the exit code (1 no such backup, or the folder
 * in use or not writable, said in a sentence; 2 bad usage).
 */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { cwd, out } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		oneLine: 'out',
		positionals: true,
		options: { content: { type: 'string', default: 'content' } },
	});
	if (typeof args === 'number') return args;
	const dir = resolve(cwd, args.values.content);
	const stamp = args.positionals[0];
	try {
		return await withContentLock(
			dir,
			'npm run content:restore',
			() => restore(dir, stamp, terminal),
			out,
		);
	} catch (error) {
		out(`content:restore stopped: ${(error as Error).message}`);
		return 1;
	}
}

/** Lists the backups of `dir`, or restores the one named `stamp`; returns the exit code. */
async function restore(
	dir: string,
	stamp: string | undefined,
	{ cwd, out }: Terminal,
): Promise<number> {
	const stamps = restorableBackups(dir, out);
	const shown = (path: string) => relative(cwd, path) || path;
	if (!stamp || !stamps.includes(stamp)) {
		if (stamp) out(`${stamp}: no such backup in ${shown(backupsOf(dir))}`);
		out(
			stamps.length > 0
				? `Backups of ${shown(dir)}, newest last:\n${stamps.map((name) => `  ${name}`).join('\n')}`
				: `${shown(dir)} has no backups in ${shown(backupsOf(dir))}`,
		);
		out(USAGE);
		return stamp ? 1 : 0;
	}
	const source = await restoreBackup(dir, stamp, out);
	out(`Restored ${shown(dir)} as it was in ${shown(source)}.`);
	return 0;
}

await runMain(import.meta, main);
