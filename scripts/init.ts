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
import { init } from '../src/init/init.ts';
import type { InitChoices } from '../src/init/state.ts';
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

/** What init's command line has so far: each answer as the flags give it, or once asked for. */
interface Answers {
	terminal: Terminal;
	/** Whether it may ask: on a terminal, without --yes. */
	asks: boolean;
	/** The content folder to make the owner's. */
	content: string;
	resume?: string;
	url?: string;
	languages?: string[];
	accent?: string;
}

/** One question: asked when the flags leave it out; an exit code stops the command. */
type Question = (answers: Answers) => Promise<number | undefined> | number | undefined;

/** The résumé's path, given or asked for, from the folder the command runs in. */
const askResume: Question = async (answers) => {
	if (!answers.resume && answers.asks)
		answers.resume = answered(
			await prompt.text({
				message: 'Your JSON Resume file',
				placeholder: 'resume.json',
				validate: (v) => (v?.trim() ? undefined : 'give the path of your résumé'),
			}),
		);
	if (!answers.resume) {
		answers.terminal.err(`Give your JSON Resume file.\n${USAGE}`);
		return 2;
	}
	answers.resume = resolve(answers.terminal.cwd, answers.resume.trim());
	return undefined;
};

/** The site's address: the résumé's is offered, never taken unasked. */
const askUrl: Question = async (answers) => {
	if (answers.asks && !answers.url)
		answers.url = answered(
			await prompt.text({
				message: "Your site's address",
				initialValue: resumeUrl(answers.resume!) ?? 'https://',
				validate: (v) => urlProblem(v ?? ''),
			}),
		);
	if (!answers.url) {
		answers.terminal.err(missingUrl(resumeUrl(answers.resume!)));
		return 2;
	}
	return undefined;
};

/** The site's languages, the content folder's default offered first. */
const askLanguages: Question = async (answers) => {
	if (answers.asks && !answers.languages)
		answers.languages = splitList(
			answered(
				await prompt.text({
					message: 'Its languages, the default first',
					initialValue: defaultLanguageOf(answers.content),
					validate: (v) => languagesProblem(splitList(v ?? '')),
				}),
			),
		);
};

/** Every answer that cannot be used, named by its flag, before anything is read or written. */
const checkAnswers: Question = ({ terminal, url, languages, accent }) => {
	const wrong = [
		urlProblem(url!) && `--url: ${urlProblem(url!)}`,
		languages && languagesProblem(languages) && `--languages: ${languagesProblem(languages)}`,
		accent && accentProblem(accent) && `--accent: ${accentProblem(accent)}`,
	].filter((line): line is string => Boolean(line));
	if (wrong.length === 0) return undefined;
	for (const line of wrong) terminal.err(line);
	return 2;
};

/** On a terminal, the owner says yes to replacing the sample. */
const confirmReplace: Question = async ({ asks, terminal, content }) => {
	if (!asks) return undefined;
	const sure = answered(
		await prompt.confirm({
			message: `Replace the sample in ${relative(terminal.cwd, content) || '.'}/ with your site? Its projects, notes, translations and brand files are deleted.`,
		}),
	);
	if (sure) return undefined;
	prompt.cancel('Nothing was changed.');
	return 1;
};

/** What is asked before init runs, in order. */
const QUESTIONS: Question[] = [askResume, askUrl, askLanguages, checkAnswers, confirmReplace];

/**
 * On a terminal, once the site is made, the import of the owner's GitHub repositories. Only asked
 * there: an unattended init never reaches the network. A cancel here only skips the import.
 */
async function offerImport({ terminal, content }: Answers): Promise<void> {
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
	const answers: Answers = {
		terminal,
		asks: !values.yes && terminal.isTerminal,
		content: resolve(cwd, values.content),
		resume: positionals[0],
		url: values.url,
		languages: values.languages ? splitList(values.languages) : undefined,
		accent: values.accent?.toLowerCase(),
	};
	const { asks, content } = answers;
	if (asks) prompt.intro('Make this site yours');
	for (const question of QUESTIONS) {
		const stop = await question(answers);
		if (stop !== undefined) return stop;
	}
	const { resume, url, languages, accent } = answers;
	const choices: InitChoices = {
		resume: resume!,
		url: url!,
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
	if (asks && status === 0) await offerImport(answers);
	if (asks)
		(status === 0 ? prompt.outro : prompt.cancel)(
			status === 0 ? 'Your site is ready to build.' : 'See the lines above.',
		);
	return status;
}

await runMain(import.meta, main);
