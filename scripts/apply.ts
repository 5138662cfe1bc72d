// `npm run apply -- <name> [--posting posting.txt] [--root content]`: writes the application's
// tailored résumé and cover letter into .applications/<name>/ and prints where; with a posting,
// prints which of its terms the résumé shows, left out or lacks. Exit 1 on problems, 2 on usage.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apply, OUTPUT_FOLDER } from '../src/apply/run.ts';

/** Runs the command with `argv`; returns the exit code. */
export async function main(argv: string[], cwd = process.cwd()): Promise<number> {
	const { values, positionals } = parseArgs({
		args: argv,
		allowPositionals: true,
		options: {
			root: { type: 'string', default: 'content' },
			posting: { type: 'string' },
			out: { type: 'string', default: OUTPUT_FOLDER },
		},
	});
	const [name] = positionals;
	if (!name || positionals.length > 1) {
		console.error('Usage: npm run apply -- <application name> [--posting posting.txt]');
		return 2;
	}
	const shown = (path: string) => relative(cwd, path) || path;
	const posting = values.posting && readFileSync(resolve(cwd, values.posting), 'utf8');
	const result = await apply({
		root: resolve(cwd, values.root),
		name: name.replace(/\.md$/, ''),
		out: join(resolve(cwd, values.out), name.replace(/\.md$/, '')),
		...(posting !== undefined && { posting }),
		show: shown,
	});
	if (!('files' in result)) {
		for (const line of result.problems) console.error(line);
		return 1;
	}
	for (const line of result.warnings) console.warn(line);
	if (result.report) {
		const { shown: has, leftOut, missing } = result.report;
		const list = (terms: string[]) => (terms.length > 0 ? terms.join(', ') : '(none)');
		console.log(`The posting names, and this résumé shows: ${list(has)}`);
		console.log(`The posting names, your full résumé has, this one left out: ${list(leftOut)}`);
		console.log(`The posting names, your résumé has nowhere: ${list(missing)}`);
		console.log('');
	}
	for (const file of result.files) console.log(`Wrote ${shown(file)}`);
	console.log(
		`\nThe files are in ${shown(resolve(cwd, values.out, name.replace(/\.md$/, '')))}/ (not tracked by git).`,
	);
	return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
