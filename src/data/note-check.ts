/**
 * What `npm run content:check` says about the notes: each file's problems, tags that clash with
 * the projects', the notes' texts pages.json needs, the scaffold's placeholders left in, and as
 * notes the drafts, the notes dated after today and what each language leaves untranslated.
 */
import { join } from 'node:path';
import { isOut } from '../schemas/note.ts';
import { notesTextsProblem, type Pages } from '../schemas/pages.ts';
import { tagProblems, type TaggedProject } from '../projects/tags.ts';
import { checkNoteFolder, checkNoteTranslationFolder, noteFileNames } from './note-files.ts';

/** What `content:new --note` writes for the owner to replace; `content:check` refuses each. */
export const NOTE_PLACEHOLDERS = {
	description: (title: string) => `A sentence or two on “${title}”.`,
	body: [
		'<!-- Write the note here, in Markdown: headings (##), lists, links, `code` and fenced code',
		'blocks, images beside this file. Replace this comment with your own words. -->',
		'',
	].join('\n'),
};

/** What the check found in the notes. */
export interface NotesReport {
	problems: string[];
	notes: string[];
	drafts: string[];
	/** How many note files are valid. */
	count: number;
}

/**
 * The notes under `root` (a folder laid out like `content/`): `projects` are the projects' tags
 * (their own clashes are reported with them), `copy` the default language's texts when they are
 * valid, `languages` the site's, the default first.
 */
export async function checkNotes(
	root: string,
	show: (path: string) => string,
	context: {
		projects: TaggedProject[];
		copy?: Pages | undefined;
		pagesFile: string;
		languages?: readonly string[] | undefined;
		today?: Date;
	},
): Promise<NotesReport> {
	const dir = join(root, 'notes');
	const { problems, notes } = await checkNoteFolder(dir, show);
	const report: NotesReport = { problems, notes: [], drafts: [], count: notes.length };
	const texts =
		noteFileNames(dir).length > 0 &&
		context.copy &&
		notesTextsProblem(context.copy, context.pagesFile);
	if (texts) problems.push(texts);
	const tagged = notes.map(({ file, id, data }) => ({
		file,
		id,
		tags: data.tags ?? [],
		field: 'tags',
	}));
	const ownClashes = new Set(tagProblems(context.projects));
	problems.push(
		...tagProblems([...context.projects, ...tagged]).filter((line) => !ownClashes.has(line)),
	);
	const today = context.today ?? new Date();
	for (const note of notes) {
		if (/^A sentence or two on “.*”\.$/.test(note.data.description))
			problems.push(
				`${note.file}: description: still the placeholder description; say what the note is about in a sentence or two`,
			);
		if (note.body.trim() === NOTE_PLACEHOLDERS.body.trim())
			problems.push(
				`${note.file}: (body): still the comment from content:new; write the note below the frontmatter`,
			);
		if (note.data.draft) report.drafts.push(note.file);
		else if (!isOut(note.data.published, today))
			report.notes.push(
				`${note.file}: published: ${note.data.published.toISOString().slice(0, 10)} is after today; a build leaves the note out until a build on or after that day`,
			);
	}
	const published = notes.filter((note) => !note.data.draft);
	for (const lang of context.languages?.slice(1) ?? []) {
		const folder = checkNoteTranslationFolder(root, lang, show);
		problems.push(...folder.problems);
		const translated = new Set(folder.translations.map((translation) => translation.id));
		const missing = published.filter((note) => !translated.has(note.id));
		if (missing.length > 0 && published.length > 0)
			report.notes.push(
				`${lang}: ${missing.length} of ${published.length} notes untranslated (${missing.map((note) => note.id).join(', ')}); they show in ${context.languages![0]}. Translate one in ${show(join(root, lang, 'notes'))}/<id>.md`,
			);
	}
	return report;
}
