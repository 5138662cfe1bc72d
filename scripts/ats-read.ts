/**
 * `npm run ats:read -- --parser <open-resume checkout> [--resume resume.json] file.pdf`: what
 * OpenResume's résumé parser reads from a PDF, as applicant-tracking systems read it; with
 * --resume, field by field whether it found what the résumé says.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseWithOpenResume } from './lib/open-resume.ts';
import { atsChecks } from './lib/ats-checks.ts';
import { resumeSchema } from '../src/schemas/resume.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE =
	'usage: npm run ats:read -- --parser <open-resume checkout> [--resume resume.json] file.pdf…';

/** Prints what the parser reads from each PDF; returns the exit code. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { values, positionals } = parseArgs({
		args: argv,
		options: { parser: { type: 'string' }, resume: { type: 'string' }, help: { type: 'boolean' } },
		allowPositionals: true,
	});
	if (values.help || !values.parser || positionals.length === 0) {
		terminal.out(USAGE);
		return values.help ? 0 : 1;
	}
	const resume = values.resume
		? resumeSchema.parse(JSON.parse(readFileSync(values.resume, 'utf8')))
		: undefined;
	for (const file of positionals) {
		const parsed = await parseWithOpenResume(values.parser, new Uint8Array(readFileSync(file)));
		if (!resume) {
			terminal.out(JSON.stringify(parsed, null, '\t'));
			continue;
		}
		terminal.out(file);
		for (const check of atsChecks(resume, parsed))
			terminal.out(
				`${check.found ? 'yes' : ' no'}  ${check.field}: ${check.expected}  ←  ${check.read}`,
			);
	}
	return 0;
}

await runMain(import.meta, main);
