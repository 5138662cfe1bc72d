// `npm run import -- github <user>` (or `gitlab <user>`, `feed <url>`): brings the owner's public
// repositories in as projects, or their articles as notes, once, on their machine (see
// docs/owner/import.md). A later run updates what the owner has not changed since.
import { relative, resolve } from 'node:path';
import * as prompt from '@clack/prompts';
import {
	keptRepositories,
	onlyRepositories,
	type Forge,
	type Repository,
} from '../src/import/forge.ts';
import { github, GITHUB_API } from '../src/import/github.ts';
import { gitlab, GITLAB_URL } from '../src/import/gitlab.ts';
import { type Fetcher, ImportError } from '../src/import/http.ts';
import { importFeed, importRepositories, type ImportOptions } from '../src/import/run.ts';
import { readFolder } from '../src/import/existing.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = `Usage: npm run import -- github <user> [--only a,b | --pick | --yes] [--forks] [--archived]
                  [--sort stars|pushed] [--publish] [--content content]
       npm run import -- gitlab <user> [--gitlab-url https://gitlab.example.com] [the same options]
       npm run import -- feed <url> [--pick | --yes] [--publish] [--content content]
GitHub's API is GITHUB_API_URL (default ${GITHUB_API}); a token in GITHUB_TOKEN (or GITLAB_TOKEN)
raises the hourly limit and is sent to the API alone.`;

/** Stops the prompts when the owner cancels (Ctrl+C): nothing has been written. */
function answered<T>(value: T): Exclude<T, symbol> | undefined {
	if (prompt.isCancel(value)) {
		prompt.cancel('Nothing was changed.');
		return undefined;
	}
	return value as Exclude<T, symbol>;
}

/** A repository as the list and the prompt show it: stars, last push, fork or archived. */
const described = (repository: Repository) =>
	[
		`★ ${repository.stars}`,
		repository.pushed && `pushed ${repository.pushed.slice(0, 10)}`,
		repository.fork && 'fork',
		repository.archived && 'archived',
	]
		.filter(Boolean)
		.join(', ');

/** Runs the import with the command line's arguments; returns the exit code. */
export async function main(
	argv: string[],
	terminal: Terminal & { fetcher?: Fetcher },
): Promise<number> {
	// The network is the process's unless a test passes its own.
	const fetcher: Fetcher = terminal.fetcher ?? ((url, init) => fetch(url, init));
	const io = { ...terminal, fetcher };
	const args = readArgs(argv, io, {
		usage: USAGE,
		positionals: true,
		options: {
			only: { type: 'string' },
			pick: { type: 'boolean', default: false },
			yes: { type: 'boolean', short: 'y', default: false },
			forks: { type: 'boolean', default: false },
			archived: { type: 'boolean', default: false },
			sort: { type: 'string', default: 'stars' },
			publish: { type: 'boolean', default: false },
			'gitlab-url': { type: 'string', default: GITLAB_URL },
			content: { type: 'string', default: 'content' },
		},
	});
	if (typeof args === 'number') return args;
	const { values, positionals } = args;
	const [kind, target, ...extra] = positionals;
	if (!kind || !target || extra.length > 0 || !['github', 'gitlab', 'feed'].includes(kind)) {
		io.err(USAGE);
		return 2;
	}
	if (values.sort !== 'stars' && values.sort !== 'pushed') {
		io.err(`--sort: ${values.sort} is not an order; write --sort stars or --sort pushed\n${USAGE}`);
		return 2;
	}
	const api = io.env.GITHUB_API_URL || GITHUB_API;
	for (const [name, address] of [
		['GITHUB_API_URL', api],
		['--gitlab-url', values['gitlab-url']],
	] as const)
		if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol)) {
			io.err(
				`${name}: ${address} is not a web address; write one such as ${name === '--gitlab-url' ? GITLAB_URL : GITHUB_API}`,
			);
			return 2;
		}
	const content = resolve(io.cwd, values.content);
	const options: ImportOptions = {
		content,
		fetcher: io.fetcher,
		publish: values.publish,
		out: io.out,
		err: io.err,
		show: (path) => relative(io.cwd, path) || path,
	};
	const asks = io.isTerminal && !values.yes;
	if (kind === 'feed') {
		if (values.only || values.pick) {
			io.err(
				`A feed's articles are imported together; --only and --pick choose repositories.\n${USAGE}`,
			);
			return 2;
		}
		return importFeed(target, options);
	}

	const forge: Forge =
		kind === 'github'
			? github({
					fetcher: io.fetcher,
					api,
					token: io.env.GITHUB_TOKEN || undefined,
					tokenVariable: 'GITHUB_TOKEN',
				})
			: gitlab(values['gitlab-url'], {
					fetcher: io.fetcher,
					api: values['gitlab-url'],
					token: io.env.GITLAB_TOKEN || undefined,
					tokenVariable: 'GITLAB_TOKEN',
				});
	let all: Repository[];
	try {
		all = await forge.repositories(target);
	} catch (error) {
		if (!(error instanceof ImportError)) throw error;
		io.err(error.message);
		return 1;
	}
	const kept = keptRepositories(all, {
		forks: values.forks,
		archived: values.archived,
		sort: values.sort,
	});
	let chosen: Repository[];
	if (values.only) {
		try {
			const names = values.only
				.split(',')
				.map((name) => name.trim())
				.filter(Boolean);
			chosen = onlyRepositories(names, kept, all, forge.name, target);
		} catch (error) {
			if (!(error instanceof ImportError)) throw error;
			io.err(error.message);
			return 1;
		}
	} else if (values.yes) chosen = kept;
	else if (asks || values.pick) {
		if (!io.isTerminal) {
			io.err('--pick asks on a terminal: run it in one, or choose with --only a,b or --yes.');
			return 2;
		}
		const imported = readFolder(content, 'projects').imported;
		const picked = answered(
			await prompt.multiselect({
				message: `Which repositories of ${target} become projects? (space to choose, enter to go on)`,
				options: kept.map((repository) => ({
					value: repository.name,
					label: repository.name,
					hint: described(repository),
				})),
				initialValues: kept.filter(({ url }) => imported.has(url)).map(({ name }) => name),
				required: false,
			}),
		);
		if (!picked) return 1;
		chosen = kept.filter(({ name }) => picked.includes(name));
	} else {
		io.out(
			`${forge.name} lists ${all.length} public repositories of ${target}; these ${kept.length} are kept (forks and archived ones left out unless --forks, --archived):`,
		);
		for (const repository of kept) io.out(`  ${repository.name} (${described(repository)})`);
		io.out('Choose with --only a,b, take them all with --yes, or pick on a terminal with --pick.');
		return 2;
	}
	if (chosen.length === 0) {
		io.out('No repository chosen: nothing was changed.');
		return 0;
	}
	return importRepositories(forge, target, chosen, options);
}

await runMain(import.meta, main);
