// `npm run upgrade [-- --from <address or folder>] [--branch main] [--no-test]`: merges the
// template's newer version into this repository, keeping content/ as it is, and reports.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { upgrade } from '../src/upgrade/upgrade.ts';
import { branchNameProblem, UpgradeError } from '../src/upgrade/git.ts';

const USAGE = 'npm run upgrade [-- --from <address or folder>] [--branch main] [--no-test]';

/** Upgrades the repository in `cwd`; returns the exit code (1 stopped, 2 bad usage). */
export function main(argv: string[], cwd = process.cwd(), say = console.log): number {
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
	process.exitCode = main(process.argv.slice(2));
