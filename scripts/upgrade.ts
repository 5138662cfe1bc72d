// `npm run upgrade [-- --from <address or folder>] [--branch main] [--no-test]`: merges the
// template's newer version into this repository, keeping content/ as it is, and reports.
import { parseArgs } from 'node:util';
import { upgrade } from '../src/upgrade/upgrade.ts';
import { branchNameProblem, UpgradeError } from '../src/upgrade/git.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'npm run upgrade [-- --from <address or folder>] [--branch main] [--no-test]';

/** Upgrades the repository in `cwd`; returns the exit code (1 stopped, 2 bad usage). */
export function main(argv: string[], terminal: Terminal): number {
	const { cwd, out: say } = terminal;
	let values;
	try {
		({ values } = parseArgs({
			args: argv,
			options: {
				from: { type: 'string' },
				branch: { type: 'string', default: 'main' },
				'no-test': { type: 'boolean', default: false },
			},
		}));
	} catch (error) {
		say(`${(error as Error).message}; usage: ${USAGE}`);
		return 2;
	}
	const wrongBranch = branchNameProblem(values.branch, cwd);
	if (wrongBranch) {
		say(`${wrongBranch}; usage: ${USAGE}`);
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
