// Where the owner's tools keep the previous content: `.content-backup/<time>/content/` beside the
// content folder (git-ignored, never published), each restored by one command.
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	realpathSync,
	writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** A tool could not do its work on the owner's files: the message says what happened and what to do. */
export class OwnerFilesError extends Error {}

/** An error's short name for the owner's messages: its code (EACCES) or its text. */
export const errorReason = (error: unknown) =>
	(error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error);

/** The folder of backups, beside the content folder. */
export const BACKUP_FOLDER = '.content-backup';

/** The folder the tools replace for `dir`: its real path when `dir` is a link to a folder. */
export function realFolder(dir: string): string {
	const absolute = resolve(dir);
	return existsSync(absolute) ? realpathSync(absolute) : absolute;
}

/** The backups folder for the content folder `dir`. */
export const backupsOf = (dir: string) => join(dirname(realFolder(dir)), BACKUP_FOLDER);

/**
 * The folder in a backup's folder that a tool writes before the backup or result is whole: the
 * next tool finishes the change (a result swapped halfway) or removes it (anything else).
 */
export const UNFINISHED = 'next';

/** The backups folder of `dir`, made when missing. */
export function madeBackupsFolder(dir: string): string {
	const folder = backupsOf(dir);
	mkdirSync(folder, { recursive: true });
	// The folder ignores itself, so that no commit takes a backup along, whatever .gitignore says.
	writeFileSync(join(folder, '.gitignore'), '*\n');
	return folder;
}

/** The file in a backup that names the content folder it was taken from. */
const ORIGIN = 'origin.txt';

/** A backup's name: its time, sortable and valid in any file system (`2026-11-27T18-30-05-120Z`). */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(-\d+)?$/;

/**
 * Starts a new backup of `dir`: a folder made for this run alone (two runs in the same
 * millisecond get two), naming the content folder it belongs to. The name is the folder's own,
 * not its path: the backups lie beside it, so a copied or moved project keeps them.
 */
export function startBackup(dir: string, now = new Date()): { stamp: string; work: string } {
	const folder = madeBackupsFolder(dir);
	const base = now.toISOString().replace(/[:.]/g, '-');
	for (let n = 1; ; n += 1) {
		const stamp = n === 1 ? base : `${base}-${n}`;
		try {
			mkdirSync(join(folder, stamp));
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
			throw error;
		}
		writeFileSync(join(folder, stamp, ORIGIN), `${basename(realFolder(dir))}\n`);
		return { stamp, work: join(folder, stamp) };
	}
}

/** True when the backup folder `work` was taken from a content folder named `name`. */
function takenFrom(work: string, name: string): boolean {
	const origin = join(work, ORIGIN);
	// Older backups name the folder's whole path: its last part counts.
	return existsSync(origin) && readFileSync(origin, 'utf8').trim().split(/[\\/]/).pop() === name;
}

/** Every backup folder of `dir` (another content folder beside it has its own), oldest first. */
export function ownStamps(dir: string): string[] {
	const folder = backupsOf(dir);
	if (!existsSync(folder)) return [];
	const name = basename(realFolder(dir));
	return readdirSync(folder)
		.filter((stamp) => STAMP.test(stamp) && takenFrom(join(folder, stamp), name))
		.sort();
}

/** The backups of `dir` that hold a previous content folder, oldest first. */
export function backupStamps(dir: string): string[] {
	return ownStamps(dir).filter((stamp) => existsSync(join(backupsOf(dir), stamp, 'content')));
}

/** The command that puts the backup `stamp` back in place of `dir`. */
export function restoreCommand(dir: string, stamp: string, cwd = process.cwd()): string {
	const shown = resolve(cwd, 'content') === resolve(dir) ? '' : ` --content ${dir}`;
	return `npm run content:restore -- ${stamp}${shown}`;
}
