// `npm run init -- path/to/resume.json`: turns the sample into the owner's own site. Asks on a
// terminal for what the flags do not give; with --yes it asks nothing (see docs/owner/start.md).
import { relative, resolve } from 'node:path';
import * as prompt from '@clack/prompts';
import {
	accentProblem,
	languagesProblem,
	resumeGithubUser,
	resumeUrl,
	splitList,
	urlProblem,
} from '../src/init/answers.ts';
import { init, type InitChoices } from '../src/init/init.ts';
import { defaultLanguageOf } from '../src/init/inputs.ts';
import { main as importMain } from './import.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = `Usage: npm run init -- <resume.json> [--url https://you.dev] [--languages en,de]
       [--logo path/to/logo.svg] [--accent #rrggbb] [--yes] [--force] [--content content]`;

/**
 * What to do when no address was given unattended. The résumé's `basics.url` is offered on a
 * terminal but never taken unasked: it is often another site's page (a profile, a messenger
 * link), and the site's canonical links and sitemap would point there.
 */
function missingUrl(offered: string | undefined): string {
	const hint = offered
		? `your résumé's basics.url, ${offered}, is not taken unasked: if it is this site's address, pass --url ${offered}`
		: 'your résumé has none';
	return `Give the address the site will be served at: --url https://you.dev (${hint})`;
}

/** Stops the prompts when the owner cancels (Ctrl+C): nothing has been written. */
function answered<T>(value: T): Exclude<T, symbol> {
	if (prompt.isCancel(value)) {
		prompt.cancel('Nothing was changed.');
		process.exit(1);
	}
	return value as Exclude<T, symbol>;
}

/** Runs init with the command line's arguments; returns the exit code. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { cwd, out, err } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		positionals: true,
		options: {
			url: { type: 'string' },
			languages: { type: 'string' },
			logo: { type: 'string' },
			accent: { type: 'string' },
			content: { type: 'string', default: 'content' },
			yes: { type: 'boolean', short: 'y', default: false },
			force: { type: 'boolean', default: false },
		},
	});
	if (typeof args === 'number') return args;
	const { values, positionals } = args;
	const asks = !values.yes && terminal.isTerminal;
	if (asks) prompt.intro('Make this site yours');
	let resume = positionals[0];
	if (!resume && asks)
		resume = answered(
			await prompt.text({
				message: 'Your JSON Resume file',
				placeholder: 'resume.json',
				validate: (v) => (v?.trim() ? undefined : 'give the path of your résumé'),
			}),
		);
	if (!resume) {
		err(`Give your JSON Resume file.\n${USAGE}`);
		return 2;
	}
	resume = resolve(cwd, resume.trim());
	let url = values.url;
	if (asks && !values.url)
		url = answered(
			await prompt.text({
				message: "Your site's address",
				initialValue: resumeUrl(resume) ?? 'https://',
				validate: (v) => urlProblem(v ?? ''),
			}),
		);
	if (!url) {
		err(missingUrl(resumeUrl(resume)));
		return 2;
	}
	let languages = values.languages ? splitList(values.languages) : undefined;
	const content = resolve(cwd, values.content);
	if (asks && !values.languages)
		languages = splitList(
			answered(
				await prompt.text({
					message: 'Its languages, the default first',
					initialValue: defaultLanguageOf(content),
					validate: (v) => languagesProblem(splitList(v ?? '')),
				}),
			),
		);
	const accent = values.accent?.toLowerCase();
	const wrong = [
		urlProblem(url) && `--url: ${urlProblem(url)}`,
		languages && languagesProblem(languages) && `--languages: ${languagesProblem(languages)}`,
		accent && accentProblem(accent) && `--accent: ${accentProblem(accent)}`,
	].filter((line): line is string => Boolean(line));
	if (wrong.length > 0) {
		for (const line of wrong) err(line);
		return 2;
	}
	if (asks) {
		const sure = answered(
			await prompt.confirm({
				message: `Replace the sample in ${relative(cwd, content) || '.'}/ with your site? Its projects, notes, translations and brand files are deleted.`,
			}),
		);
		if (!sure) {
			prompt.cancel('Nothing was changed.');
			return 1;
		}
	}
	const choices: InitChoices = {
		resume,
		url,
		...(languages && { languages }),
		content,
		force: values.force,
		...(values.logo && { logo: resolve(cwd, values.logo) }),
		...(accent && { accent }),
	};
	const status = await init(choices, {
		out,
		err,
		show: (path) => relative(cwd, path) || path,
	});
	if (asks && status === 0) {
		// Only asked on a terminal: an unattended init never reaches the network. The site is
		// made by now, so a cancel here only skips the import.
		const user = resumeGithubUser(content);
		const wanted = await prompt.confirm({
			message: 'Import your GitHub repositories?',
			initialValue: !!user,
		});
		const name =
			wanted === true &&
			(await prompt.text({
				message: 'Your GitHub user name',
				initialValue: user ?? '',
				validate: (v) => (v?.trim() ? undefined : 'give your GitHub user name'),
			}));
		if (typeof name === 'string')
			await importMain(['github', name.trim(), '--content', content], terminal);
	}
	if (asks)
		(status === 0 ? prompt.outro : prompt.cancel)(
			status === 0 ? 'Your site is ready to build.' : 'See the lines above.',
		);
	return status;
}

await runMain(import.meta, main);
