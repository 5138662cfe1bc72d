// `npm run content:new -- --application "Acme"`: a new application file with placeholders the
// content check refuses until the owner replaces them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyMarkdown } from '../data/content-files.ts';
import { projectSlug } from '../data/content-id.ts';
import { BIDI_CONTROL } from '../schemas/messages.ts';
import { applicationPlaceholders } from './placeholders.ts';
import { ScaffoldError } from './note.ts';

/**
 * Writes `<slug>.md` for `company` into `dir` (made if missing), its words in `lang`, and returns
 * its path.
 */
export function scaffoldApplication(company: string, dir: string, lang = 'en'): string {
	const placeholders = applicationPlaceholders(lang);
	const clean = company.trim();
	if (!clean || /[\p{Cc}<>{}\\]/u.test(clean) || BIDI_CONTROL.test(clean))
		throw new ScaffoldError(
			'Name the company, without < > { } \\ or control characters, e.g. npm run content:new -- --application "Acme"',
		);
	const slug = projectSlug(clean) || 'application';
	const free = (n: number) => join(dir, `${slug}${n > 1 ? `-${n}` : ''}.md`);
	let n = 1;
	while (existsSync(free(n))) n++;
	const file = free(n);
	mkdirSync(dir, { recursive: true });
	const frontmatter = { company: clean, role: placeholders.role, tags: [] };
	writeFileSync(file, stringifyMarkdown(`\n${placeholders.body}`, frontmatter));
	return file;
}
