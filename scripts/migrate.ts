// `npm run content:migrate [-- --content <folder>]`: moves content written for an older shape of
// the template to today's, printing what each step changed; "nothing to migrate" when it is current.
// The steps run on a copy; the copy then takes the folder's place, the folder kept as a backup.
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { migrateFolder } from '../src/migrate/migrate-folder.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'usage: npm run content:migrate [-- --content <folder>]';

/**
 * Migrates the folder the arguments name; returns the exit code (1 when it stopped, said in a
 * sentence: the folder in use, a file it cannot write; 2 on bad usage).
 */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { cwd, out } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		oneLine: 'out',
		options: { content: { type: 'string', default: 'content' } },
	});
	if (typeof args === 'number') return args;
	const dir = resolve(cwd, args.values.content);
	const shown = relative(cwd, dir) || dir;
	if (!existsSync(dir) || !statSync(dir).isDirectory()) {
		out(`${shown}: no such folder; run this from the project folder or pass --content <folder>`);
		return 2;
	}
	let migrated;
	try {
		migrated = await migrateFolder(dir, out);
	} catch (error) {
		out(`content:migrate stopped: ${(error as Error).message}`);
		return 1;
	}
	if (!migrated) {
		out(`${shown}: nothing to migrate`);
		return 0;
	}
	for (const { title, changes } of migrated) {
		out(title);
		for (const change of changes) out(`  ${shown}/${change}`);
	}
	out(`Migrated ${shown}; check it with npm run content:check and review the changes (git diff).`);
	return 0;
}

await runMain(import.meta, main);
