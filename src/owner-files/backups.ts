// Where the owner's tools keep the previous content: `.content-backup/<time>/content/` beside the
// content folder (git-ignored, never published), the newest few kept, each restored by one command.
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	realpathSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The folder of backups, beside the content folder. */
export const BACKUP_FOLDER = '.content-backup';

/** How many backups are kept; older ones are removed when a new one is made. */
export const KEPT_BACKUPS = 5;

/** The folder the tools replace for `dir`: its real path when `dir` is a link to a folder. */
export function realFolder(dir: string): string {
	const absolute = resolve(dir);
	return existsSync(absolute) ? realpathSync(absolute) : absolute;
}

/** The backups folder for the content folder `dir`. */
export const backupsOf = (dir: string) => join(dirname(realFolder(dir)), BACKUP_FOLDER);

/** A new backup's name: the time, sortable and valid in any file system (`2026-11-27T18-30-05-120Z`). */
export function newStamp(dir: string, now = new Date()): string {
	const base = now.toISOString().replace(/[:.]/g, '-');
	let stamp = base;
	for (let n = 2; existsSync(join(backupsOf(dir), stamp)); n += 1) stamp = `${base}-${n}`;
	return stamp;
}

/** The file in a backup that names the folder it was taken from. */
const ORIGIN = 'origin.txt';

/** Starts the backup `stamp` of `dir`: its folder, naming the content folder it belongs to. */
export function startBackup(dir: string, stamp: string): string {
	const work = join(backupsOf(dir), stamp);
	mkdirSync(work, { recursive: true });
	// The folder ignores itself, so that no commit takes a backup along, whatever .gitignore says.
	writeFileSync(join(backupsOf(dir), '.gitignore'), '*\n');
	writeFileSync(join(work, ORIGIN), `${realFolder(dir)}\n`);
	return work;
}

/** Every backup folder of `dir` (another content folder beside it has its own), oldest first. */
export function ownStamps(dir: string): string[] {
	const folder = backupsOf(dir);
	if (!existsSync(folder)) return [];
	const real = realFolder(dir);
	return readdirSync(folder)
		.filter((stamp) => {
			const origin = join(folder, stamp, ORIGIN);
			return existsSync(origin) && readFileSync(origin, 'utf8').trim() === real;
		})
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

/** Removes all but the newest KEPT_BACKUPS backups of `dir`. */
export function pruneBackups(dir: string): void {
	const stamps = backupStamps(dir);
	for (const stamp of stamps.slice(0, Math.max(0, stamps.length - KEPT_BACKUPS)))
		rmSync(join(backupsOf(dir), stamp), { recursive: true, force: true });
}

/** The name a message gives a backup folder: `.content-backup/<time>/content`. */
export const shownBackup = (stamp: string) => `${BACKUP_FOLDER}/${basename(stamp)}/content`;
