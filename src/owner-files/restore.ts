// `npm run content:restore`'s work: the backups the owner's tools kept of a content folder, and
// putting one of them back in the folder's place (the current folder kept as a backup in turn).
import { chmodSync, cpSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { backupsOf, backupStamps } from './backups.ts';
import { finishInterrupted, replaceFolder } from './replace.ts';
import { walkTree } from './tree.ts';

/** The backups of `dir` to restore, oldest first, once an interrupted change is finished (said). */
export function restorableBackups(dir: string, say: (line: string) => void): string[] {
	const finished = finishInterrupted(dir);
	if (finished) say(finished);
	return backupStamps(dir);
}

/**
 * Gives the owner write permission on every folder and file under `dir`: a backup made read-only
 * to keep it safe comes back as a content folder the tools (and the owner) can change.
 */
function ownerWritable(dir: string): void {
	for (const entry of [{ path: '', kind: 'folder' }, ...walkTree(dir)]) {
		if (entry.kind === 'link') continue;
		const path = join(dir, entry.path);
		chmodSync(path, lstatSync(path).mode | 0o200);
	}
}

/**
 * Puts the backup `stamp` of `dir` back in its place, byte for byte (links as links, times kept,
 * made writable for the owner); `say` is told where the current folder is kept first. Returns
 * the backup's folder.
 */
export async function restoreBackup(
	dir: string,
	stamp: string,
	say: (line: string) => void,
): Promise<string> {
	const source = join(backupsOf(dir), stamp, 'content');
	await replaceFolder(
		dir,
		(next) => {
			cpSync(source, next, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
			ownerWritable(next);
		},
		{ start: 'empty', say, tool: 'npm run content:restore' },
	);
	return source;
}
