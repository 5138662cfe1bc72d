// The checks of the project files that the build and `npm run content:check` share, so both refuse
// the same files with the same lines: text, frontmatter, schema, screenshot, story images, ids.
// Imports no Astro module, so plain Node scripts can load it.
import { basename, dirname, resolve } from 'node:path';
import {
	projectFileSchema,
	projectTranslationSchema,
	TRANSLATED_PROJECT_FIELDS,
	type ProjectFile,
	type ProjectTranslation,
} from '../schemas/project.ts';
import { readMarkdown } from './content-files.ts';
import { pictureProblems } from '../security/named-files.ts';
import {
	checkStoryFolder,
	checkTranslatedFiles,
	storyFileNames,
	type CheckedStory,
	type StoryKind,
	type TranslatedKind,
} from './story-files.ts';

/** The formats `astro:assets` processes (Astro's VALID_INPUT_FORMATS). */
const IMAGE_EXTENSION = /\.(png|jpe?g|webp|avif|gif|svg|tiff?)$/i;

/** A project file that passed its checks. */
export type CheckedProject = CheckedStory<ProjectFile>;

/**
 * The problems with the screenshot `img` of the project file `file`, in the content folder
 * `root`; [] when it is fine.
 */
export async function imageProblems(
	file: string,
	shown: string,
	img: string,
	root = dirname(dirname(file)),
): Promise<string[]> {
	if (!IMAGE_EXTENSION.test(img))
		return [
			`${shown}: img: ${img} is not an image the build can process; use a .png, .jpg, .webp, .avif, .gif or .svg file`,
		];
	return pictureProblems({
		path: resolve(dirname(file), img),
		root,
		where: `${shown}: img`,
		named: img,
		missing: `put the screenshot beside ${basename(file)} or fix the path`,
		outside: `copy it beside ${basename(file)} and write ./${basename(img)}`,
		fix: 'save the screenshot again as a PNG, JPEG or WebP file',
	});
}

/** The project files: their schema, the screenshot `img` beside each. */
const PROJECT_FILES: StoryKind<ProjectFile> = {
	section: 'projects',
	schema: projectFileSchema,
	pictureProblems: async (file, shown, data, root) =>
		data.img ? await imageProblems(file, shown, data.img, root) : [],
};

/** The names of the project Markdown files in `dir`, sorted. */
export const projectFileNames = storyFileNames;

/**
 * Every project file in `dir`: the problems (each file's, then ids two files share) and the
 * projects without problems. `show` turns a path into the name messages give it.
 */
export async function checkProjectFolder(
	dir: string,
	show: (path: string) => string,
): Promise<{ problems: string[]; projects: CheckedProject[] }> {
	const { problems, stories } = await checkStoryFolder(PROJECT_FILES, dir, show);
	return { problems, projects: stories };
}

/** A translation of a project that passed its checks. */
export interface CheckedTranslation {
	file: string;
	/** The project's id, the same in every language. */
	id: string;
	lang: string;
	data: ProjectTranslation;
	body: string;
}

/** The projects' translations, checked: their shared fields are the default language's. */
const PROJECTS: TranslatedKind<ProjectTranslation> = {
	folder: 'projects',
	noun: 'project',
	shared: 'links, images, tags, author, order and draft',
	fileNames: projectFileNames,
	schema: projectTranslationSchema,
	translated: TRANSLATED_PROJECT_FIELDS,
	original(file) {
		try {
			return (readMarkdown(file, basename(file)).data ?? {}) as Record<string, unknown>;
		} catch {
			return {}; // The default language's file reports its own problem.
		}
	},
};

/** The translations of the projects into `lang`, in `<contentDir>/<lang>/projects/`, checked. */
export function checkTranslationFolder(
	contentDir: string,
	lang: string,
	show: (path: string) => string,
): { problems: string[]; translations: CheckedTranslation[] } {
	return checkTranslatedFiles(PROJECTS, contentDir, lang, show);
}
