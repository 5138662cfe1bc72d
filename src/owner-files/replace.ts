// The one way the owner's tools (init, content:migrate, content:restore) change a content folder:
// the whole result is prepared in a folder of its own, then the previous folder becomes a backup
// and the result takes its place, each by one rename. Until the first rename nothing of the
// owner's has changed; a kill between the two renames is finished by the next tool that runs.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
	backupsOf,
	newStamp,
	ownStamps,
	pruneBackups,
	realFolder,
	restoreCommand,
	startBackup,
} from './backups.ts';
import { crashPoint } from './crash-point.ts';

/** What a replacement left: the backup's name and the command that puts it back. */
export interface Replaced {
	stamp: string;
	/** The previous content folder, as it was, byte for byte. */
	backup: string;
	restore: string;
}

/** How the result starts: a copy of the content folder (to change it) or an empty folder. */
export interface ReplaceOptions {
	start: 'copy' | 'empty';
	/** Told the backup and its restore command before anything of the owner's changes. */
	say?: (line: string) => void;
}

/** The folder a replacement prepares its result in, inside its backup's folder. */
const NEXT = 'next';

/**
 * Finishes or clears what a killed tool left: a result whose folder was already moved to its
 * backup is put in place; a result prepared but never swapped in is removed. Every tool runs this
 * first. Returns a line for the owner when it finished a replacement.
 */
export function finishInterrupted(dir: string): string | undefined {
	const folder = backupsOf(dir);
	const real = realFolder(dir);
	let finished: string | undefined;
	for (const stamp of ownStamps(dir)) {
		const next = join(folder, stamp, NEXT);
		if (!existsSync(next)) continue;
		if (!existsSync(real) && existsSync(join(folder, stamp, 'content'))) {
			renameSync(next, real);
			finished = `Finished the interrupted change of ${dir} (its previous content is in ${folder}/${stamp}/content)`;
		} else rmSync(join(folder, stamp), { recursive: true, force: true });
	}
	return finished;
}

/**
 * Prepares a new content folder with `prepare` (given the folder to write in), then puts it in
 * place of `dir`, keeping the previous one as a backup. If `prepare` throws, nothing of the
 * owner's has changed and the error goes on.
 */
export async function replaceFolder(
	dir: string,
	prepare: (next: string) => void | Promise<void>,
	{ start, say }: ReplaceOptions,
): Promise<Replaced> {
	finishInterrupted(dir);
	const real = realFolder(dir);
	const stamp = newStamp(dir);
	const work = join(backupsOf(dir), stamp);
	const next = join(work, NEXT);
	try {
		startBackup(dir, stamp);
		crashPoint();
		if (start === 'copy' && existsSync(real))
			cpSync(real, next, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
		else mkdirSync(next);
		crashPoint();
		await prepare(next);
	} catch (error) {
		rmSync(work, { recursive: true, force: true });
		throw error;
	}
	const backup = join(work, 'content');
	const restore = restoreCommand(dir, stamp);
	const shown = (path: string) => relative(process.cwd(), path) || path;
	say?.(`Your previous ${shown(dir)} is kept in ${shown(backup)}; to put it back: ${restore}`);
	if (existsSync(real)) {
		renameSync(real, backup);
		crashPoint();
	} else mkdirSync(backup);
	renameSync(next, real);
	crashPoint();
	pruneBackups(dir);
	return { stamp, backup, restore };
}
