// `npm run content:restore [-- <time>] [--content <folder>]`: puts a backup the owner's tools kept
// back in place of the content folder (the current one kept as a backup in turn); without a time,
// lists the backups there are.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupsOf } from '../src/owner-files/backups.ts';
import { restorableBackups, restoreBackup } from '../src/owner-files/restore.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'usage: npm run content:restore [-- <time>] [--content <folder>]';

/** Restores the backup the arguments name; returns the exit code (1 no such backup, 2 bad usage). */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { cwd, out } = terminal;
	let dir: string;
	let stamp: string | undefined;
	try {
		const { values, positionals } = parseArgs({
			args: argv,
			allowPositionals: true,
			options: { content: { type: 'string', default: 'content' } },
		});
		dir = resolve(cwd, values.content);
		stamp = positionals[0];
	} catch (error) {
		out(`${(error as Error).message}; ${USAGE}`);
		return 2;
	}
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
