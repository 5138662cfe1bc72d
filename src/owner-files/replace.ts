// The one way the owner's tools (init, content:migrate, content:restore) change a content folder:
// the whole result is prepared in a folder of its own, then the previous folder becomes a backup
// and the result takes its place, each by one rename, the folder locked throughout.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
	backupsOf,
	errorReason,
	ownStamps,
	OwnerFilesError,
	realFolder,
	restoreCommand,
	startBackup,
	UNFINISHED,
} from './backups.ts';
import { crashPoint } from './crash-point.ts';
import { holdContentLock, runningTool } from './lock.ts';
import { pruneBackups } from './prune.ts';

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
	/** The command running, named by the lock when the caller holds none. */
	tool?: string;
}

/** A path as the tools' messages show it: relative to the folder the command runs in. */
const shown = (path: string) => relative(process.cwd(), path) || path;

/**
 * Finishes what a killed tool left: a result whose folder was already moved to its backup is put
 * in place; when the folder has been made anew since (git checkout, a copy), it stays, and the
 * result is kept as a backup beside the previous one, so nothing of either is lost; a result
 * prepared but never swapped in is removed. Every tool runs this first. Returns lines for the
 * owner when it finished or kept something.
 */
export function finishInterrupted(dir: string): string | undefined {
	const lock = holdContentLock(dir, runningTool());
	try {
		const folder = backupsOf(dir);
		const real = realFolder(dir);
		const lines: string[] = [];
		for (const stamp of ownStamps(dir)) {
			const work = join(folder, stamp);
			const next = join(work, UNFINISHED);
			const previous = join(work, 'content');
			if (!existsSync(next)) continue;
			if (!existsSync(previous)) rmSync(work, { recursive: true, force: true });
			else if (!existsSync(real)) {
				renameSync(next, real);
				lines.push(
					`Finished the interrupted change of ${shown(dir)} (its previous content is in ${shown(previous)}).`,
				);
			} else {
				const result = startBackup(dir);
				renameSync(next, join(result.work, 'content'));
				lines.push(
					`A change of ${shown(dir)} was interrupted, and ${shown(dir)} has been made anew since: it stays as it is, and both states are kept as backups, ${stamp} (before the change) and ${result.stamp} (what the change made); to take what the change made: ${restoreCommand(dir, result.stamp)}`,
				);
			}
		}
		return lines.length > 0 ? lines.join('\n') : undefined;
	} finally {
		lock.release();
	}
}

/**
 * Prepares a new content folder with `prepare` (given the folder to write in), then puts it in
 * place of `dir`, keeping the previous one as a backup. If `prepare` throws, nothing of the
 * owner's has changed and the error goes on; any other failure is an OwnerFilesError saying where
 * the owner's folder is.
 */
export async function replaceFolder(
	dir: string,
	prepare: (next: string) => void | Promise<void>,
	{ start, say, tool }: ReplaceOptions,
): Promise<Replaced> {
	const lock = holdContentLock(dir, tool ?? runningTool(), say);
	try {
		finishInterrupted(dir);
		return await replaceLocked(dir, prepare, start, say);
	} finally {
		lock.release();
	}
}

async function replaceLocked(
	dir: string,
	prepare: (next: string) => void | Promise<void>,
	start: ReplaceOptions['start'],
	say: ((line: string) => void) | undefined,
): Promise<Replaced> {
	const real = realFolder(dir);
	const { stamp, work } = startBackup(dir);
	const next = join(work, UNFINISHED);
	const unchanged = (doing: string, error: unknown) => {
		rmSync(work, { recursive: true, force: true });
		return new OwnerFilesError(
			`Could not ${doing} (${errorReason(error)}); nothing of ${shown(dir)} has changed.`,
		);
	};
	try {
		crashPoint();
		if (start === 'copy' && existsSync(real))
			cpSync(real, next, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
		else mkdirSync(next);
		crashPoint();
	} catch (error) {
		throw unchanged(`copy ${shown(dir)} to prepare the change`, error);
	}
	try {
		await prepare(next);
	} catch (error) {
		rmSync(work, { recursive: true, force: true });
		throw error;
	}
	const backup = join(work, 'content');
	const restore = restoreCommand(dir, stamp);
	say?.(`Your previous ${shown(dir)} is kept in ${shown(backup)}; to put it back: ${restore}`);
	try {
		if (existsSync(real)) {
			renameSync(real, backup);
			crashPoint();
		} else mkdirSync(backup);
	} catch (error) {
		throw unchanged(`move ${shown(dir)} aside`, error);
	}
	try {
		renameSync(next, real);
		crashPoint();
	} catch (error) {
		// The previous folder goes back where it was, so the owner is left as before.
		renameSync(backup, real);
		throw unchanged(`put the new ${shown(dir)} in place`, error);
	}
	pruneBackups(dir, say);
	return { stamp, backup, restore };
}
