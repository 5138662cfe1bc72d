// Who a process is, beyond its number: a process id is reused once its process ends, so a lock
// names its holder by id and start time, and is stale when that process no longer runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** The boot this computer is in, on Linux: process start times count from it. */
function bootId(): string {
	const file = '/proc/sys/kernel/random/boot_id';
	return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

/**
 * When the process `pid` started, as a text to compare (not to show); undefined when it does not
 * run or the system cannot say. Linux reads /proc (its 22nd stat field, clock ticks since boot);
 * other Unix systems ask `ps`.
 */
export function processStart(pid: number): string | undefined {
	if (process.platform === 'linux') {
		try {
			const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
			// The command name in parentheses may hold spaces: the fields count from after it.
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			return fields[0] === 'Z' ? undefined : `${bootId()}:${fields[19]}`;
		} catch {
			return undefined;
		}
	}
	if (process.platform === 'win32') return undefined;
	const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
	return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim() : undefined;
}

/** True while a process numbered `pid` exists (a zombie, ended but not yet reaped, does not). */
export function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0);
	} catch (error) {
		// EPERM: it runs, as another user.
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
	if (process.platform !== 'linux') return true;
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
	} catch {
		return false;
	}
}

/**
 * True when the process that was `pid`, started at `start` (from `processStart`), has ended: no
 * process has that id, or the one that has it started at another time. Without a start time to
 * compare, a running process of that id counts as the same one.
 */
export function hasEnded(pid: number, start: string | undefined): boolean {
	if (!isRunning(pid)) return true;
	const now = processStart(pid);
	return start !== undefined && now !== undefined && now !== start;
}
