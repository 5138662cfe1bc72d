// `npm run test:owners -- --runs 100 --seed 42 --most 30`: the property test of owners with more
// runs than `npm test`'s five: generated valid owners, each checked, built and checked as a site.
// A failure prints the seed and the folder of the owner's content that reproduces it.
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'Usage: npm run test:owners -- [--runs 100] [--seed 42] [--most 30]';

/** Checks the generated owners the arguments ask for; exit 1 on the first that fails. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		options: {
			runs: { type: 'string', default: '100' },
			seed: { type: 'string', default: String(Date.now() % 1_000_000) },
			most: { type: 'string', default: '30' },
		},
	});
	if (typeof args === 'number') return args;
	const { values } = args;
	const options = {
		runs: Number(values.runs),
		seed: Number(values.seed),
		most: Number(values.most),
	};
	if (!Object.values(options).every((value) => Number.isInteger(value) && value >= 0)) {
		terminal.err(`--runs, --seed and --most take whole numbers\n${USAGE}`);
		return 2;
	}
	terminal.out(
		`${options.runs} generated owners, seed ${options.seed}, up to ${options.most} projects and notes`,
	);
	// Loaded once the arguments hold: it brings the whole build with it.
	const { checkOwners } = await import('../tests/owner/owners.ts');
	const start = Date.now();
	try {
		await checkOwners({ ...options, log: (line) => terminal.out(line) });
		terminal.out(`Every owner holds (${Math.round((Date.now() - start) / 1000)} s).`);
	} catch (error) {
		terminal.err((error as Error).message);
		return 1;
	}
	return 0;
}

// It ends the process when done, whatever the processes it started left open.
await runMain(import.meta, main, { exit: true });
