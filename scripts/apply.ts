// `npm run apply -- <name> [--posting posting.txt] [--root content]`: writes the application's
// tailored résumé and cover letter into .applications/<name>/ and prints where; with a posting,
// prints which of its terms the résumé shows, left out or lacks. Exit 1 on problems, 2 on usage.
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { apply, applicationNameProblem, OUTPUT_FOLDER } from '../src/apply/run.ts';
import { ContentError, readText } from '../src/data/content-files.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'Usage: npm run apply -- <application name> [--posting posting.txt] [--root content]';

/** The text of the posting file `path` (given as `given`), or the sentence why it cannot be read. */
function readPosting(path: string, given: string): { text: string } | { problem: string } {
	const fix = 'paste the job posting into a text file and give its path';
	if (!existsSync(path)) return { problem: `--posting: ${given}: no such file; ${fix}` };
	if (!statSync(path).isFile())
		return { problem: `--posting: ${given}: a folder, not a file; ${fix}` };
	try {
		return { text: readText(path, given) };
	} catch (error) {
		if (error instanceof ContentError) return { problem: `--posting: ${error.lines[0]}` };
		return { problem: `--posting: ${given}: cannot be read (${(error as Error).message}); ${fix}` };
	}
}

/** Runs the command with `argv`; returns the exit code. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { cwd, out, err } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		positionals: true,
		options: {
			root: { type: 'string', default: 'content' },
			posting: { type: 'string' },
		},
	});
	if (typeof args === 'number') return args;
	const { values, positionals } = args;
	const [given] = positionals;
	if (!given || positionals.length > 1) {
		err(USAGE);
		return 2;
	}
	const name = given.replace(/\.md$/, '');
	const root = resolve(cwd, values.root);
	// The files go to the project's own output folder, named after the application alone.
	const wrongName = applicationNameProblem(name, root);
	if (wrongName) {
		err(wrongName);
		return 2;
	}
	const shown = (path: string) => relative(cwd, path) || path;
	let posting: string | undefined;
	if (values.posting !== undefined) {
		const read = readPosting(resolve(cwd, values.posting), values.posting);
		if ('problem' in read) {
			err(read.problem);
			return 2;
		}
		posting = read.text;
	}
	const folder = join(cwd, OUTPUT_FOLDER, name);
	const result = await apply({
		root,
		name,
		out: folder,
		...(posting !== undefined && { posting }),
		show: shown,
	});
	if (!('files' in result)) {
		for (const line of result.problems) err(line);
		return 1;
	}
	for (const line of result.warnings) err(line);
	if (result.report) {
		const { shown: has, leftOut, missing } = result.report;
		const list = (terms: string[]) => (terms.length > 0 ? terms.join(', ') : '(none)');
		out(`The posting names, and this résumé shows: ${list(has)}`);
		out(`The posting names, your full résumé has, this one left out: ${list(leftOut)}`);
		out(`The posting names, your résumé has nowhere: ${list(missing)}`);
		out('');
	}
	for (const file of result.files) out(`Wrote ${shown(file)}`);
	out(`\nThe files are in ${shown(folder)}/ (not tracked by git).`);
	return 0;
}

await runMain(import.meta, main);
