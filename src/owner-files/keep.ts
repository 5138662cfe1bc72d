// A copy of the content folder kept before a tool that should not change it (the upgrade) runs,
// with the state of every file to compare afterwards: any byte changed is put back from the copy.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	backupsOf,
	newStamp,
	pruneBackups,
	realFolder,
	restoreCommand,
	startBackup,
} from './backups.ts';
import { crashPoint } from './crash-point.ts';
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

/** Copies the content folder `dir` into a new backup; its name and the command that restores it. */
export function keepCopy(
	dir: string,
	cwd = process.cwd(),
): { stamp: string; backup: string; restore: string } {
	const stamp = newStamp(dir);
	const backup = join(backupsOf(dir), stamp, 'content');
	const real = realFolder(dir);
	startBackup(dir, stamp);
	if (existsSync(real))
		cpSync(real, backup, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
	else mkdirSync(backup, { recursive: true });
	crashPoint();
	pruneBackups(dir);
	return { stamp, backup, restore: restoreCommand(dir, stamp, cwd) };
}
