// The one way a script reads its command line: node:util's parseArgs with the command's usage, a
// --help (-h) that prints it, and a bad argument told with the usage and exit code 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Terminal } from './main.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

/** The arguments as `parseArgs` returns them for `options` (and --help). */
export type Args<O extends Options> = ReturnType<
	typeof parseArgs<{ args: string[]; options: O & typeof HELP; allowPositionals: boolean }>
>;

/** A command's line: its usage, its options, and whether it takes words beside them. */
export interface CommandLine<O extends Options> {
	usage: string;
	options: O;
	positionals?: boolean;
	/**
	 * Where a bad argument is told on one line, its message and the usage joined by "; " (the
	 * content folder's tools print it so); else the message, then the usage below it, on stderr.
	 */
	oneLine?: 'out' | 'err';
}

/**
 * The command line `argv` read as `line` says, or the exit code when there is nothing more to
 * do: 0 after --help printed the usage, 2 after a bad argument was told.
 */
export function readArgs<const O extends Options>(
	argv: string[],
	terminal: Terminal,
	line: CommandLine<O>,
): Args<O> | number {
	let args: Args<O>;
	try {
		args = parseArgs({
			args: argv,
			options: { ...line.options, ...HELP },
			allowPositionals: line.positionals ?? false,
		}) as Args<O>;
	} catch (error) {
		const message = (error as Error).message;
		if (line.oneLine) terminal[line.oneLine](`${message}; ${line.usage}`);
		else terminal.err(`${message}\n${line.usage}`);
		return 2;
	}
	if ((args.values as { help?: boolean }).help) {
		terminal.out(line.usage);
		return 0;
	}
	return args;
}
