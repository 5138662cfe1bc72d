// The content loaders of the build: Astro's own glob loader, with the checks
// `npm run content:check` runs before it, so a bad file stops the build with the same lines
// (file, field, fix) instead of being skipped, renamed or read with replaced characters.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { ContentError } from './content-files.ts';
import { projectId } from './content-id.ts';
import { checkProjectFolder, checkTranslationFolder, projectFileNames } from './project-files.ts';
import { checkNoteFolder, checkNoteTranslationFolder, noteFileNames } from './note-files.ts';
import { contentPath, shownPath } from './content-dir.ts';
import { notesTextsProblem, type Pages } from '../schemas/pages.ts';
import { brandFileProblems, type WrittenSettings } from './brand-files.ts';

/** Whether the build keeps an entry, from its frontmatter: the rule of which stories it publishes. */
export type Keeps = (data: Record<string, unknown>) => boolean;

/**
 * A glob loader over `patterns` in `base` that first runs `check` on the content folder (its
 * absolute path) and stops the build on any problem. With no file to read (`hasFiles` false)
 * it empties the collection: the glob loader warns about a pattern that matches nothing. The
 * entries `keeps` refuses (drafts, in a production build) are left out of the collection.
 */
function checkedGlob(
	name: string,
	base: string,
	patterns: string[],
	generateId: (entry: string) => string,
	check: (dir: string) => Promise<string[]> | string[],
	keeps: Keeps,
	hasFiles: (dir: string) => boolean = () => true,
): Loader {
	const inner = glob({ pattern: patterns, base, generateId: ({ entry }) => generateId(entry) });
	return {
		name,
		async load(context) {
			const dir = resolve(fileURLToPath(context.config.root), base);
			const problems = await check(dir);
			if (problems.length > 0) throw new ContentError(problems);
			if (hasFiles(dir)) await inner.load(context);
			else context.store.clear();
			// An entry left out emits none of its images either.
			for (const [id, entry] of context.store.entries())
				if (!keeps(entry.data)) context.store.delete(id);
		},
	};
}

/** `<lang>/<id>` of a translation's entry `<lang>/<folder>/<file>.md`. */
const translationId = (entry: string) => {
	const [lang = '', , file = ''] = entry.split('/');
	return `${lang}/${projectId(file)}`;
};

/**
 * The project Markdown files in `base`: each file is checked (UTF-8, YAML frontmatter, schema,
 * screenshot, story images) and ids are unique before Astro's glob loader reads them, with the
 * same id rule as the content script and the tests. The brand files and photo of the content
 * folder (`base`'s parent, its settings read by `written`) are checked here too, so one failing
 * build names every bad file.
 */
export function projectsLoader(base: string, written: WrittenSettings, keeps: Keeps): Loader {
	return checkedGlob(
		'projects-loader',
		base,
		['*.md'],
		projectId,
		async (dir) => [
			...(await brandFileProblems(dirname(dir), shownPath, written)),
			...(await checkProjectFolder(dir, shownPath)).problems,
		],
		keeps,
	);
}

/**
 * The translations of the projects into the further `languages`
 * (`<base>/<lang>/projects/<id>.md`), each with the id `<lang>/<id>`: checked first (see
 * checkTranslationFolder), then read by Astro's glob loader so their Markdown renders as the
 * projects' does.
 */
export function translationsLoader(
	base: string,
	languages: readonly string[],
	keeps: Keeps,
): Loader {
	return checkedGlob(
		'translations-loader',
		base,
		languages.map((lang) => `${lang}/projects/*.md`),
		translationId,
		(dir) => languages.flatMap((lang) => checkTranslationFolder(dir, lang, shownPath).problems),
		keeps,
		(dir) => languages.some((lang) => projectFileNames(join(dir, lang, 'projects')).length > 0),
	);
}

/**
 * The note Markdown files in `base` (`content/notes/`), checked as the content script checks
 * them; once there is a note, pages.json must hold the notes' texts (`texts` reads them when the
 * collection loads).
 */
export function notesLoader(base: string, texts: () => Pages, keeps: Keeps): Loader {
	return checkedGlob(
		'notes-loader',
		base,
		['*.md'],
		projectId,
		async (dir) => {
			const { problems } = await checkNoteFolder(dir, shownPath);
			const missing =
				noteFileNames(dir).length > 0 && notesTextsProblem(texts(), contentPath('pages.json'));
			return missing ? [...problems, missing] : problems;
		},
		keeps,
		(dir) => noteFileNames(dir).length > 0,
	);
}

/** The translations of the notes into the further `languages` (`<base>/<lang>/notes/<id>.md`). */
export function noteTranslationsLoader(
	base: string,
	languages: readonly string[],
	keeps: Keeps,
): Loader {
	return checkedGlob(
		'note-translations-loader',
		base,
		languages.map((lang) => `${lang}/notes/*.md`),
		translationId,
		(dir) => languages.flatMap((lang) => checkNoteTranslationFolder(dir, lang, shownPath).problems),
		keeps,
		(dir) => languages.some((lang) => noteFileNames(join(dir, lang, 'notes')).length > 0),
	);
}
