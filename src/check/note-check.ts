// The step of `content:check` for the notes: each file's problems, tags that clash with the
// projects', the notes' texts pages.json needs and the scaffold's placeholders left in a published
// note; as notes, those left in a draft, the notes dated after today and what each language leaves
// untranslated.
import { join } from 'node:path';
import { notesTextsProblem } from '../schemas/pages.ts';
import { tagProblems } from '../tags/tags.client.ts';
import { checkNoteFolder, checkNoteTranslationFolder, noteFileNames } from '../data/note-files.ts';
import { notePlaceholderProblems } from './placeholders-left.ts';
import { isDraft, isPublished } from '../stories/published.ts';
import type { Step } from './state.ts';

/** Every note file and its translations; `state.today` stands for the day the check runs. */
export const noteFileChecks: Step = async (state) => {
	const { dir, show, copy, languages, problems, notes } = state;
	const notesDir = join(dir, 'notes');
	const checked = await checkNoteFolder(notesDir, show);
	problems.push(...checked.problems);
	state.noteFiles = checked.notes;
	const texts =
		noteFileNames(notesDir).length > 0 &&
		copy &&
		notesTextsProblem(copy, show(join(dir, 'pages.json')));
	if (texts) problems.push(texts);
	// The projects' own clashes are reported with them; these are the ones a note brings.
	const projects = state.projects.map(({ file, id, data }) => ({ file, id, tags: data.category }));
	const tagged = checked.notes.map(({ file, id, data }) => ({
		file,
		id,
		tags: data.tags ?? [],
		field: 'tags',
	}));
	const own = new Set(tagProblems(projects));
	problems.push(...tagProblems([...projects, ...tagged]).filter((line) => !own.has(line)));
	const today = state.today ?? new Date();
	for (const note of checked.notes) {
		// A draft is left out of the published site: what is left to replace is a note until then.
		const left = notePlaceholderProblems(note.file, note.data, note.body);
		(isDraft(note.data) ? notes : problems).push(...left);
		if (!isDraft(note.data) && !isPublished(note.data, today))
			notes.push(
				`${note.file}: published: ${note.data.published.toISOString().slice(0, 10)} is after today; a build leaves the note out until a build on or after that day`,
			);
	}
	const published = checked.notes.filter((note) => !isDraft(note.data));
	for (const lang of languages?.slice(1) ?? []) {
		const folder = checkNoteTranslationFolder(dir, lang, show);
		problems.push(...folder.problems);
		const translated = new Set(folder.translations.map((translation) => translation.id));
		const missing = published.filter((note) => !translated.has(note.id));
		if (missing.length > 0)
			notes.push(
				`${lang}: ${missing.length} of ${published.length} notes untranslated (${missing.map((note) => note.id).join(', ')}); they show in ${languages![0]}. Translate one in ${show(join(dir, lang, 'notes'))}/<id>.md`,
			);
	}
};
