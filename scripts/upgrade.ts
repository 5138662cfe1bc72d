// `npm run upgrade [-- --from <address or folder>] [--branch main] [--no-test]`: merges the
// template's newer version into this repository, keeping content/ as it is, and reports.
import { upgrade } from '../src/upgrade/upgrade.ts';
import { branchNameProblem, UpgradeError } from '../src/upgrade/git.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'usage: npm run upgrade [-- --from <address or folder>] [--branch main] [--no-test]';

/** Upgrades the repository in `cwd`; returns the exit code (1 stopped, 2 bad usage). */
export function main(argv: string[], terminal: Terminal): number {
	const { cwd, out: say } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		oneLine: 'out',
		options: {
			from: { type: 'string' },
			branch: { type: 'string', default: 'main' },
			'no-test': { type: 'boolean', default: false },
		},
	});
	if (typeof args === 'number') return args;
	const { values } = args;
	const wrongBranch = branchNameProblem(values.branch, cwd);
	if (wrongBranch) {
		say(`${wrongBranch}; ${USAGE}`);
		return 2;
	}
	try {
		return upgrade(
			{ cwd, from: values.from, branch: values.branch, test: !values['no-test'] },
			say,
		);
	} catch (error) {
		if (!(error instanceof UpgradeError)) throw error;
		say(`Upgrade stopped: ${error.message}`);
		return 1;
	}
}

await runMain(import.meta, main);
