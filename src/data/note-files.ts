// The checks of the note files that the build and `npm run content:check` share, as the projects
// have theirs: UTF-8 with YAML frontmatter, the schema, the cover picture, unique ids, and the
// translations' shared fields. Imports no Astro module, so plain Node scripts can load it.
import { basename, dirname, resolve } from 'node:path';
import {
	noteFileSchema,
	noteTranslationSchema,
	RESERVED_NOTE_ID,
	TRANSLATED_NOTE_FIELDS,
	type NoteFile,
	type NoteTranslation,
} from '../schemas/note.ts';
import { readMarkdown } from './content-files.ts';
import { pictureProblems } from '../security/named-files.ts';
import { typeOfName } from '../security/file-type.ts';
import {
	checkStoryFolder,
	checkTranslatedFiles,
	storyFileNames,
	type CheckedStory,
	type StoryKind,
	type TranslatedKind,
} from './story-files.ts';

/** A note file that passed its checks. */
export type CheckedNote = CheckedStory<NoteFile>;

/** A translation of a note that passed its checks. */
export interface CheckedNoteTranslation {
	file: string;
	id: string;
	lang: string;
	data: NoteTranslation;
	body: string;
}

/** The names of the note Markdown files in `dir`, sorted; none when there is no such folder. */
export const noteFileNames = storyFileNames;

/**
 * The problems of a note's cover `src` (a picture beside the note file `file`, in the content
 * folder `root`); [] when it is fine.
 */
async function coverProblems(file: string, shown: string, src: string, root: string) {
	const type = typeOfName(src);
	if (!type || type === 'pdf')
		return [
			`${shown}: cover.src: ${src} is not an image the build can process; use a .png, .jpg, .webp, .avif, .gif or .svg file`,
		];
	const beside = basename(file);
	return pictureProblems({
		path: resolve(dirname(file), src),
		root,
		where: `${shown}: cover.src`,
		named: src,
		missing: `put the picture beside ${beside} or fix the path`,
		outside: `copy it beside ${beside} and write ./${basename(src)}`,
	});
}

/** The note files: their schema, the cover picture beside each, and the name kept for the list. */
const NOTE_FILES: StoryKind<NoteFile> = {
	section: 'notes',
	schema: noteFileSchema,
	nameProblem: (shown, id) =>
		id === RESERVED_NOTE_ID
			? `${shown}: (file): the name "${RESERVED_NOTE_ID}" is kept for the notes' further pages (/notes/${RESERVED_NOTE_ID}/2); rename the file`
			: undefined,
	pictureProblems: async (file, shown, data, root) =>
		data.cover ? await coverProblems(file, shown, data.cover.src, root) : [],
};

/**
 * Every note file in `dir` (`content/notes/`): the problems (each file's, then ids two files
 * share) and the notes without problems. `show` turns a path into the name messages give it.
 */
export async function checkNoteFolder(
	dir: string,
	show: (path: string) => string,
): Promise<{ problems: string[]; notes: CheckedNote[] }> {
	const { problems, stories } = await checkStoryFolder(NOTE_FILES, dir, show);
	return { problems, notes: stories };
}

/** The notes' translations, checked: their shared fields are the default language's. */
const NOTES: TranslatedKind<NoteTranslation> = {
	folder: 'notes',
	noun: 'note',
	shared: 'dates, tags, the cover and draft',
	fileNames: noteFileNames,
	schema: noteTranslationSchema,
	translated: TRANSLATED_NOTE_FIELDS,
	original: originalData,
};

/** The translations of the notes into `lang`, in `<contentDir>/<lang>/notes/`, checked. */
export function checkNoteTranslationFolder(
	contentDir: string,
	lang: string,
	show: (path: string) => string,
): { problems: string[]; translations: CheckedNoteTranslation[] } {
	return checkTranslatedFiles(NOTES, contentDir, lang, show);
}

/** The default language's frontmatter of a note, as its schema reads it; {} when it is broken. */
function originalData(file: string): Record<string, unknown> {
	try {
		const result = noteFileSchema.safeParse(readMarkdown(file, file).data ?? {});
		return result.success ? result.data : {};
	} catch {
		// The default language's file reports its own problem.
		return {};
	}
}
