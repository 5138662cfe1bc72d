// Which backups go when a new one is made: never one of the newest few, never the only copy of a
// state. An older backup goes when a kept one holds the same files, or the project's git history
// holds its state.
import { accessSync, constants, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { backupsOf, backupStamps, errorReason, realFolder } from './backups.ts';
import { committedTrees, treeId } from './git-tree.ts';

/** How many of the newest backups are always kept, so that the commands the last runs printed work. */
export const KEPT_BACKUPS = 5;

/**
 * The backups of `dir` that may go, oldest first: past the newest KEPT_BACKUPS, each whose state
 * a kept backup holds too or a commit holds. A state found nowhere else is never removed.
 */
export function prunable(dir: string): string[] {
	const folder = backupsOf(dir);
	const newestFirst = backupStamps(dir).reverse();
	if (newestFirst.length <= KEPT_BACKUPS) return [];
	const id = (stamp: string) => treeId(join(folder, stamp, 'content'));
	const kept = new Set(newestFirst.slice(0, KEPT_BACKUPS).map(id));
	let committed: Set<string> | undefined;
	const doomed: string[] = [];
	for (const stamp of newestFirst.slice(KEPT_BACKUPS)) {
		const state = id(stamp);
		if (kept.has(state)) {
			doomed.push(stamp);
			continue;
		}
		committed ??= committedTrees(realFolder(dir));
		if (committed.has(state)) doomed.push(stamp);
		else kept.add(state);
	}
	return doomed.reverse();
}

/** True when this process may remove `path`'s entries: a backup the owner made read-only stays. */
function writable(path: string): boolean {
	try {
		accessSync(path, constants.W_OK);
		return true;
	} catch {
		return false;
	}
}

/**
 * Removes the backups `prunable` names, but none the owner made read-only. A backup is first
 * renamed out of the list, then deleted, so one half deleted is never offered for restoring; a
 * backup that cannot be deleted is named in a line to `say`, and the tool's work stands.
 */
export function pruneBackups(dir: string, say: (line: string) => void = () => {}): void {
	const folder = backupsOf(dir);
	let doomed: string[];
	try {
		doomed = prunable(dir);
	} catch (error) {
		// An older backup that cannot be read is kept, and so is every other: the tool's work stands.
		say(`Could not read the older backups to prune them (${errorReason(error)}); all are kept.`);
		return;
	}
	for (const stamp of doomed) {
		const work = join(folder, stamp);
		if (!writable(work) || !writable(join(work, 'content'))) continue;
		const gone = join(folder, `.pruned-${stamp}`);
		let left = work;
		try {
			renameSync(work, gone);
			left = gone;
			rmSync(gone, { recursive: true, force: true });
		} catch (error) {
			say(
				`Could not remove the older backup ${relative(process.cwd(), left) || left} (${errorReason(error)}); its files are kept in a newer backup or in git, so delete it when you like.`,
			);
		}
	}
}
