// A place in the owner's tools where a crash is tried: with OWNER_FILES_CRASH_AFTER=N in the
// environment the process kills itself (SIGKILL, as a power cut would) at the Nth such place, so
// a test can stop a tool after every file operation in turn and check what the owner is left with.

let passed = 0;

/** Marks one file operation done; kills the process when the crash test asks for this one. */
export function crashPoint(): void {
	const after = Number(process.env.OWNER_FILES_CRASH_AFTER);
	if (!Number.isInteger(after) || after <= 0) return;
	passed += 1;
	if (passed === after) process.kill(process.pid, 'SIGKILL');
}
