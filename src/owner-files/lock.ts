// One lock per content folder, held by every tool that reads or writes it from its first look at
// the folder to its last: created in one step, naming its holder (tool, process, since when), and
// taken over only when the holder's process has ended (its id gone, or reused by another process).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join, relative } from 'node:path';
import { backupsOf, OwnerFilesError, realFolder } from './backups.ts';
import { crashPoint } from './crash-point.ts';
import {
	createOnly,
	holderText,
	isStale,
	readHolder,
	takeOver,
	type LockHolder,
} from './lock-file.ts';
import { processStart } from './process-id.ts';

/** A lock held: its release, and the holder it took over from, if that one had stopped. */
export interface HeldLock {
	/** Ends this hold; the lock goes with the last hold of the process. */
	release(): void;
	/** Records on the lock the command that undoes the holder's work so far, for whoever finds it stopped. */
	setUndo(command: string): void;
	stale?: LockHolder;
}

/** A tool found the folder in use, or could not lock it: the message is the sentence to print. */
export class ContentLockError extends OwnerFilesError {}

/** The variable that passes the held locks' tokens to the holder's child processes. */
export const LOCK_TOKENS = 'OWNER_FILES_LOCK_TOKENS';

/** How long a tool waits for another to finish before it refuses (OWNER_FILES_LOCK_WAIT: seconds). */
export const LOCK_WAIT_SECONDS = 10;

/** The lock file of the content folder `dir`, in its backups folder. */
export const lockFile = (dir: string) => join(backupsOf(dir), `${basename(realFolder(dir))}.lock`);

/** The locks this process holds: their tokens and how many holds are open. */
const held = new Map<string, { token: string; count: number; inherited: boolean }>();

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const tokensGiven = () => (process.env[LOCK_TOKENS] ?? '').split(',').filter(Boolean);

/** The refusal: who holds the folder and what to do. */
function refusal(dir: string, file: string, holder: LockHolder | 'unreadable'): string {
	const shown = (path: string) => relative(process.cwd(), path) || path;
	const stuck =
		holder !== 'unreadable' && holder.host === hostname()
			? `If it is stuck, stop it (process ${holder.pid}) and run this again.`
			: `If it is no longer running, delete ${shown(file)} and run this again.`;
	return `${shown(dir)} is in use by ${holderText(holder)}, so nothing was done: run this again once it has finished. ${stuck}`;
}

/** How long to wait for another tool, in ms. */
function waitMs(): number {
	const seconds = Number(process.env.OWNER_FILES_LOCK_WAIT ?? LOCK_WAIT_SECONDS);
	return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : LOCK_WAIT_SECONDS * 1000;
}

/**
 * Locks the content folder `dir` for `tool` (the command the owner ran). Held already in this
 * process, or by the parent that started it, the lock is shared. Held by another tool, it waits a
 * little (saying so), then refuses with a ContentLockError; a lock whose holder has ended is
 * taken over (said). Every tool that reads or writes content/ holds it.
 */
export function holdContentLock(
	dir: string,
	tool: string,
	say: (line: string) => void = () => {},
): HeldLock {
	const file = lockFile(dir);
	const mine = held.get(file);
	if (mine) {
		mine.count += 1;
		return heldLock(file);
	}
	// The folder alone: a tool that only reads content/ leaves no file behind (a backup brings the
	// folder's .gitignore).
	mkdirSync(backupsOf(dir), { recursive: true });
	const start = processStart(process.pid);
	const holder: LockHolder = {
		tool,
		pid: process.pid,
		...(start !== undefined && { start }),
		host: hostname(),
		since: '',
		token: randomUUID(),
	};
	const deadline = Date.now() + waitMs();
	let told = false;
	let stale: LockHolder | undefined;
	const taken = () => ({ ...holder, since: new Date().toISOString() });
	while (!createOnly(file, JSON.stringify(taken(), null, '\t'))) {
		const current = readHolder(file);
		if (current === 'gone') continue;
		if (current !== 'unreadable' && tokensGiven().includes(current.token)) {
			held.set(file, { token: current.token, count: 1, inherited: true });
			return heldLock(file);
		}
		if (isStale(file, current)) {
			if (takeOver(file, current, JSON.stringify(taken()))) {
				if (current !== 'unreadable') {
					stale = current;
					const undo = current.undo ? ` To undo what it did: ${current.undo}` : '';
					say(`${holderText(current)} stopped before it finished; its lock is released.${undo}`);
				}
			} else sleep(20);
			continue;
		}
		if (Date.now() >= deadline) throw new ContentLockError(refusal(dir, file, current));
		if (!told)
			say(
				`${relative(process.cwd(), dir) || dir} is in use by ${holderText(current)}; waiting up to ${Math.round(waitMs() / 1000)} s for it to finish.`,
			);
		told = true;
		sleep(100);
	}
	held.set(file, { token: holder.token, count: 1, inherited: false });
	process.env[LOCK_TOKENS] = [...tokensGiven(), holder.token].join(',');
	crashPoint();
	// For the concurrency test: with OWNER_FILES_LOCK_HOLD_UNTIL=<file> the lock is kept (a minute
	// at most) until that file exists, so a tool started meanwhile surely finds it held.
	const until = process.env.OWNER_FILES_LOCK_HOLD_UNTIL;
	for (const end = Date.now() + 60_000; until && !existsSync(until) && Date.now() < end;) sleep(20);
	return heldLock(file, stale);
}

/** One hold of the lock `file`, released once. */
function heldLock(file: string, stale?: LockHolder): HeldLock {
	let released = false;
	return {
		release() {
			if (!released) releaseLock(file);
			released = true;
		},
		setUndo(command) {
			const mine = held.get(file);
			const current = readHolder(file);
			if (!mine || mine.inherited || current === 'gone' || current === 'unreadable') return;
			if (current.token !== mine.token) return;
			// Written whole beside it, then renamed over it: the lock never reads half written.
			const draft = `${file}.${randomUUID()}`;
			writeFileSync(draft, JSON.stringify({ ...current, undo: command }, null, '\t'));
			renameSync(draft, file);
		},
		...(stale && { stale }),
	};
}

/** Ends one hold of the lock `file`; the last one removes it (if it is still this holding's). */
function releaseLock(file: string): void {
	const mine = held.get(file);
	if (!mine) return;
	mine.count -= 1;
	if (mine.count > 0) return;
	held.delete(file);
	if (mine.inherited) return;
	const tokens = tokensGiven().filter((token) => token !== mine.token);
	if (tokens.length > 0) process.env[LOCK_TOKENS] = tokens.join(',');
	else delete process.env[LOCK_TOKENS];
	const current = readHolder(file);
	if (current !== 'gone' && current !== 'unreadable' && current.token === mine.token)
		rmSync(file, { force: true });
}

/** The command this process runs, for a lock taken by a tool that gave no name: its script. */
export function runningTool(): string {
	const script = process.argv[1] ? relative(process.cwd(), process.argv[1]) : '';
	return `node ${script || 'a tool'}`;
}

/** Runs `work` with the content folder `dir` locked for `tool` (see holdContentLock). */
export async function withContentLock<T>(
	dir: string,
	tool: string,
	work: () => T | Promise<T>,
	say?: (line: string) => void,
): Promise<T> {
	const lock = holdContentLock(dir, tool, say);
	try {
		return await work();
	} finally {
		lock.release();
	}
}
