// `npm run content:new -- --note "Title"`: writes a draft note dated today, with the placeholders
// `content:check` refuses until the owner replaces them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyMarkdown } from '../data/content-files.ts';
import { projectSlug } from '../data/content-id.ts';
import { notePlaceholders } from './placeholders.ts';
import { RESERVED_NOTE_ID } from '../schemas/note.ts';
import { BIDI_CONTROL, quoted } from '../schemas/messages.ts';

/** A title, a company name or a file content:new cannot use: the message says why and what to do. */
export class ScaffoldError extends Error {}

/**
 * Writes `<slug>.md` into `notesDir` (made if missing), its words in `lang`, and returns its path;
 * `show` names a path as messages give it. `today` is the note's date.
 */
export function scaffoldNote(
	title: string,
	notesDir: string,
	show: (path: string) => string,
	today: Date = new Date(),
	lang = 'en',
): string {
	const NOTE_PLACEHOLDERS = notePlaceholders(lang);
	const clean = title.trim();
	if (!clean)
		throw new ScaffoldError(
			'Give the note a title, e.g. npm run content:new -- --note "What I learned"',
		);
	if (/[\p{Cc}<>{}\\]/u.test(clean) || BIDI_CONTROL.test(clean))
		throw new ScaffoldError(
			`The title ${quoted(clean)} has characters a title cannot hold (< > { } \\ or control characters)`,
		);
	const slug = projectSlug(clean);
	if (!slug || slug === RESERVED_NOTE_ID)
		throw new ScaffoldError(
			`The title ${quoted(clean)} gives no file name a note can take; add a word (the title can be changed in the file afterwards)`,
		);
	const file = join(notesDir, `${slug}.md`);
	if (existsSync(file))
		throw new ScaffoldError(`${show(file)} already exists; choose another title or edit that file`);
	mkdirSync(notesDir, { recursive: true });
	const frontmatter = {
		title: clean,
		description: NOTE_PLACEHOLDERS.description(clean),
		published: today.toISOString().slice(0, 10),
		tags: [],
		// A new note stays out of the published site until the owner sets this to false.
		draft: true,
	};
	writeFileSync(file, noteMarkdown(frontmatter, `\n${NOTE_PLACEHOLDERS.body}`));
	return file;
}

/**
 * A note file's text: `body` under the YAML of `frontmatter`, whose days (`published`,
 * `updated`, as dates or `YYYY-MM-DD` text) are written unquoted, as an owner writes them, so
 * YAML reads them as dates.
 */
export function noteMarkdown(frontmatter: Record<string, unknown>, body: string): string {
	const days = Object.fromEntries(
		Object.entries(frontmatter).map(([key, value]) => [
			key,
			value instanceof Date ? value.toISOString().slice(0, 10) : value,
		]),
	);
	return stringifyMarkdown(body, days).replace(
		/^(published|updated): '(\d{4}-\d{2}-\d{2})'$/gm,
		'$1: $2',
	);
}
