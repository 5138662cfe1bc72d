// The lock file itself: created whole in one step, read back as its holder, judged stale when
// the holder's process has ended, and taken over by one tool at a time.
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { hasEnded } from './process-id.ts';

/** What a lock file says of the tool holding it. */
export interface LockHolder {
	/** The command the owner ran, e.g. `npm run content:migrate`. */
	tool: string;
	pid: number;
	/** Its process's start time, to tell it from a later process given the same id. */
	start?: string;
	host: string;
	/** When it took the lock, an ISO time. */
	since: string;
	/** This holding's own id: a child process started with it acts under the lock. */
	token: string;
	/** The command that undoes what the holder did so far, should it stop before it finishes. */
	undo?: string;
}

/** An unreadable lock is one being written, unless it has stayed so this long (ms). */
const UNREADABLE_GRACE = 10_000;

/** Creates `file` holding `text` in one step; false when it exists. */
export function createOnly(file: string, text: string): boolean {
	const draft = `${file}.${randomUUID()}`;
	writeFileSync(draft, text);
	try {
		// A hard link makes the file appear whole; a file system without them gets an exclusive open.
		linkSync(draft, file);
		return true;
	} catch (error) {
		const { code } = error as NodeJS.ErrnoException;
		if (code === 'EEXIST') return false;
		if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
		try {
			writeFileSync(file, text, { flag: 'wx' });
			return true;
		} catch (second) {
			if ((second as NodeJS.ErrnoException).code === 'EEXIST') return false;
			throw second;
		}
	} finally {
		rmSync(draft, { force: true });
	}
}

/** The holder a lock file names: 'gone' when there is none, 'unreadable' while it is being written. */
export function readHolder(file: string): LockHolder | 'gone' | 'unreadable' {
	let text: string;
	try {
		text = readFileSync(file, 'utf8');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
		throw error;
	}
	try {
		const holder = JSON.parse(text) as LockHolder;
		if (typeof holder.pid === 'number' && typeof holder.token === 'string') return holder;
	} catch {
		// Read while being written; judged again below.
	}
	return 'unreadable';
}

/** True when the holder's process has ended on this computer (one elsewhere cannot be asked). */
export function isStale(file: string, holder: LockHolder | 'unreadable'): boolean {
	if (holder !== 'unreadable')
		return holder.host === hostname() && hasEnded(holder.pid, holder.start);
	try {
		return Date.now() - statSync(file).mtimeMs > UNREADABLE_GRACE;
	} catch {
		return true;
	}
}

/**
 * Removes a stale lock, if it is still the one read. Whoever takes a given stale lock over first
 * claims it by a file of its own, so two tools never both remove it (one removing the other's new
 * lock). A claim left by a tool that ended is removed in turn.
 */
export function takeOver(file: string, stale: LockHolder | 'unreadable', claim: string): boolean {
	const claimFile = `${file}.takeover-${stale === 'unreadable' ? 'unreadable' : stale.token}`;
	if (!createOnly(claimFile, claim)) {
		const other = readHolder(claimFile);
		if (other !== 'gone' && isStale(claimFile, other)) rmSync(claimFile, { force: true });
		return false;
	}
	try {
		const now = readHolder(file);
		const same =
			now === 'unreadable'
				? stale === 'unreadable'
				: now !== 'gone' && stale !== 'unreadable' && now.token === stale.token;
		if (same) rmSync(file, { force: true });
		return same;
	} finally {
		rmSync(claimFile, { force: true });
	}
}

/** A time as the owner reads it: local, to the second. */
function shownTime(iso: string): string {
	const at = new Date(iso);
	const two = (n: number) => String(n).padStart(2, '0');
	return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** Who holds a lock, in words: "npm run upgrade (process 4242, since 2026-11-27 18:30:05)". */
export function holderText(holder: LockHolder | 'unreadable'): string {
	if (holder === 'unreadable') return 'another tool';
	const elsewhere = holder.host === hostname() ? '' : ` on ${holder.host}`;
	return `${holder.tool} (process ${holder.pid}${elsewhere}, since ${shownTime(holder.since)})`;
}
