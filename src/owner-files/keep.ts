// A copy of the content folder kept before a tool that should not change it (the upgrade) runs,
// with the state of every file to compare afterwards: any byte changed is put back from the copy.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { realFolder, restoreCommand, startBackup, UNFINISHED } from './backups.ts';
import { crashPoint } from './crash-point.ts';
import { pruneBackups } from './prune.ts';
import { walkTree } from './tree.ts';

/** Every entry under `dir` (its real folder) by path: a file's hash, a link's target, a folder. */
export function folderState(dir: string): Record<string, string> {
	const state: Record<string, string> = {};
	for (const entry of walkTree(realFolder(dir)))
		state[entry.path] =
			entry.kind === 'folder'
				? 'folder'
				: entry.kind === 'link'
					? `link:${entry.target}`
					: `${entry.mode.toString(8)}:${createHash('sha256').update(readFileSync(entry.file)).digest('hex')}`;
	return state;
}

/** The paths whose state differs between two `folderState`s. */
export const changedPaths = (before: Record<string, string>, after: Record<string, string>) =>
	[...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
		(path) => before[path] !== after[path],
	);

/**
 * Copies the content folder `dir` into a new backup (the caller holds its lock); its name and the
 * command that restores it. `say` hears of an older backup that could not be removed.
 */
export function keepCopy(
	dir: string,
	cwd = process.cwd(),
	say: (line: string) => void = () => {},
): { stamp: string; backup: string; restore: string } {
	const { stamp, work } = startBackup(dir);
	const backup = join(work, 'content');
	const real = realFolder(dir);
	// Copied under another name first, so a copy cut short is never offered as a backup (the next
	// tool removes it).
	const copying = join(work, UNFINISHED);
	if (existsSync(real))
		cpSync(real, copying, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
	else mkdirSync(copying);
	renameSync(copying, backup);
	crashPoint();
	pruneBackups(dir, say);
	return { stamp, backup, restore: restoreCommand(dir, stamp, cwd) };
}
