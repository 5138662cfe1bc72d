// A place in the owner's tools where a crash is tried: with OWNER_FILES_CRASH_AFTER=N in the
// environment the process kills itself (SIGKILL, as a power cut would) at the Nth such place, so
// a test can stop a tool after every file operation in turn and check what the owner is left with.
// OWNER_FILES_CRASH_AFTER=count prints how many places a whole run passed, as it exits.

let passed = 0;

if (process.env.OWNER_FILES_CRASH_AFTER === 'count')
	process.on('exit', () => process.stderr.write(`\nowner-files crash points: ${passed}\n`));

/** Marks one file operation done; kills the process when the crash test asks for this one. */
export function crashPoint(): void {
	passed += 1;
	if (passed === Number(process.env.OWNER_FILES_CRASH_AFTER)) process.kill(process.pid, 'SIGKILL');
}
