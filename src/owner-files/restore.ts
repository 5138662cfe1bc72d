// `npm run content:restore`'s work: the backups the owner's tools kept of a content folder, and
// putting one of them back in the folder's place (the current folder kept as a backup in turn).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { backupsOf, backupStamps } from './backups.ts';
import { finishInterrupted, replaceFolder } from './replace.ts';

/** The backups of `dir` to restore, oldest first, once an interrupted change is finished (said). */
export function restorableBackups(dir: string, say: (line: string) => void): string[] {
	const finished = finishInterrupted(dir);
	if (finished) say(finished);
	return backupStamps(dir);
}

/**
 * Puts the backup `stamp` of `dir` back in its place, byte for byte (links as links, times kept);
 * `say` is told where the current folder is kept first. Returns the backup's folder.
 */
export async function restoreBackup(
	dir: string,
	stamp: string,
	say: (line: string) => void,
): Promise<string> {
	const source = join(backupsOf(dir), stamp, 'content');
	await replaceFolder(
		dir,
		(next) =>
			cpSync(source, next, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true }),
		{ start: 'empty', say },
	);
	return source;
}
