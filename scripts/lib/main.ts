// The one shape of a script: `main(argv, terminal)` returns the exit code, and `runMain` runs it
// when its file is the one Node was started with. Tests call `main` with a terminal of their own.

/** What a command needs of the process it runs in; tests pass their own. */
export interface Terminal {
	/** The folder the command runs in: relative paths are read from here. */
	cwd: string;
	env: NodeJS.ProcessEnv;
	/** Prints a line to standard output. */
	out: (line: string) => void;
	/** Prints a line to standard error. */
	err: (line: string) => void;
	/** Whether it may ask: standard input and output are a terminal. */
	isTerminal: boolean;
}

/** A script's entry: the arguments after the script's path, and the terminal; the exit code. */
export type Main = (argv: string[], terminal: Terminal) => number | Promise<number>;

/** The process's own terminal, with any of its parts replaced (tests replace some). */
export function terminal(parts: Partial<Terminal> = {}): Terminal {
	return {
		cwd: process.cwd(),
		env: process.env,
		out: (line) => console.log(line),
		err: (line) => console.error(line),
		isTerminal: Boolean(process.stdin.isTTY && process.stdout.isTTY),
		...parts,
	};
}

/**
 * Runs `main` when `meta` is the entry module's, and sets the process's exit code from it. With
 * `exit`, it ends the process when `main` returns (for scripts that leave a browser or a server
 * behind), and an error prints as its message alone, with exit code 1.
 */
export async function runMain(
	meta: ImportMeta,
	main: Main,
	{ exit = false }: { exit?: boolean } = {},
): Promise<void> {
	if (!meta.main) return;
	if (!exit) {
		process.exitCode = await main(process.argv.slice(2), terminal());
		return;
	}
	try {
		process.exit(await main(process.argv.slice(2), terminal()));
	} catch (error) {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	}
}
