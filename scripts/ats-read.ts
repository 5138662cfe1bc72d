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

const USAGE =
	'usage: npm run ats:read -- --parser <open-resume checkout> [--resume resume.json] file.pdf…';
const { values, positionals } = parseArgs({
	options: { parser: { type: 'string' }, resume: { type: 'string' }, help: { type: 'boolean' } },
	allowPositionals: true,
});
if (values.help || !values.parser || positionals.length === 0) {
	console.log(USAGE);
	process.exit(values.help ? 0 : 1);
}
const resume = values.resume
	? resumeSchema.parse(JSON.parse(readFileSync(values.resume, 'utf8')))
	: undefined;
for (const file of positionals) {
	const parsed = await parseWithOpenResume(values.parser, new Uint8Array(readFileSync(file)));
	if (!resume) {
		console.log(JSON.stringify(parsed, null, '\t'));
		continue;
	}
	console.log(file);
	for (const check of atsChecks(resume, parsed))
		console.log(
			`${check.found ? 'yes' : ' no'}  ${check.field}: ${check.expected}  ←  ${check.read}`,
		);
}
