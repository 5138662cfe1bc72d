// `npm run content:new -- --application "Acme"`: a new application file with placeholders the
// content check refuses until the owner replaces them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyMarkdown } from '../data/content-files.ts';
import { projectSlug } from '../data/content-id.ts';
import { APPLICATION_PLACEHOLDERS } from '../data/application-files.ts';
import { BIDI_CONTROL } from '../schemas/messages.ts';

const BODY = [
	`${APPLICATION_PLACEHOLDERS.marker}, in Markdown: a paragraph on why this company, one on what`,
	'you bring to the role, one to close. tags: (the technologies the posting names) put matching',
	'skills first and list your projects with those tags; leaveOut: [Name] drops entries; label:',
	'and summary: replace your job title and summary; phone: true adds your phone number. -->',
	'',
].join('\n');

/** A company name the command cannot use: the message says why. */
export class ApplicationScaffoldError extends Error {}

/** Writes `<slug>.md` for `company` into `dir` (made if missing) and returns its path. */
export function scaffoldApplication(company: string, dir: string): string {
	const clean = company.trim();
	if (!clean || /[\p{Cc}<>{}\\]/u.test(clean) || BIDI_CONTROL.test(clean))
		throw new ApplicationScaffoldError(
			'Name the company, without < > { } \\ or control characters, e.g. npm run content:new -- --application "Acme"',
		);
	const slug = projectSlug(clean) || 'application';
	const free = (n: number) => join(dir, `${slug}${n > 1 ? `-${n}` : ''}.md`);
	let n = 1;
	while (existsSync(free(n))) n++;
	const file = free(n);
	mkdirSync(dir, { recursive: true });
	const frontmatter = { company: clean, role: APPLICATION_PLACEHOLDERS.role, tags: [] };
	writeFileSync(file, stringifyMarkdown(`\n${BODY}`, frontmatter));
	return file;
}
