// The checks of the project files that the build and `npm run content:check` share, so both refuse
// the same files with the same lines: text, frontmatter, schema, screenshot, story images, ids.
// Imports no Astro module, so plain Node scripts can load it.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
	projectFileSchema,
	projectTranslationSchema,
	TRANSLATED_PROJECT_FIELDS,
	type ProjectFile,
	type ProjectTranslation,
} from '../schemas/project.ts';
import type { z } from 'astro/zod';
import { formatIssues } from '../schemas/messages.ts';
import { contentProblems, readMarkdown } from './content-files.ts';
import { duplicateIdProblems, projectId } from './content-id.ts';
import { pictureProblems } from '../security/named-files.ts';
import { storyImageProblems, storyPictureProblems } from '../security/story-images.ts';

/** The formats `astro:assets` processes (Astro's VALID_INPUT_FORMATS). */
const IMAGE_EXTENSION = /\.(png|jpe?g|webp|avif|gif|svg|tiff?)$/i;

/** A project file that passed its checks. */
export interface CheckedProject {
	file: string;
	id: string;
	data: ProjectFile;
	body: string;
}

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

/** One project file: its problems, or the checked project when there are none. */
export async function checkProjectFile(
	file: string,
	shown: string,
	root = dirname(dirname(file)),
): Promise<{ problems: string[]; project?: CheckedProject }> {
	let parsed;
	try {
		parsed = readMarkdown(file, shown);
	} catch (error) {
		return { problems: contentProblems(error) };
	}
	const result = projectFileSchema.safeParse(parsed.data);
	if (!result.success) return { problems: formatIssues(shown, result.error) };
	const problems = [
		...(result.data.img ? await imageProblems(file, shown, result.data.img, root) : []),
		...(await storyPictureProblems(file, shown, parsed.body, root)),
	];
	if (problems.length > 0) return { problems };
	const id = projectId(basename(file));
	return { problems, project: { file: shown, id, data: result.data, body: parsed.body } };
}

/** The names of the project Markdown files in `dir`, sorted. */
export function projectFileNames(dir: string): string[] {
	return existsSync(dir)
		? readdirSync(dir)
				.filter((name) => name.endsWith('.md'))
				.sort()
		: [];
}

/**
 * Every project file in `dir`: the problems (each file's, then ids two files share) and the
 * projects without problems. `show` turns a path into the name messages give it.
 */
export async function checkProjectFolder(
	dir: string,
	show: (path: string) => string,
): Promise<{ problems: string[]; projects: CheckedProject[] }> {
	const names = projectFileNames(dir);
	const results = await Promise.all(
		names.map((name) => checkProjectFile(join(dir, name), show(join(dir, name)), dirname(dir))),
	);
	const problems = results.flatMap((result) => result.problems);
	problems.push(...duplicateIdProblems(names.map((name) => show(join(dir, name)))));
	const projects = results.flatMap((result) => (result.project ? [result.project] : []));
	return { problems, projects };
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

/** What a kind of story file (projects, notes) tells the check of its translations. */
export interface TranslatedKind<T> {
	/** The folder of its files, `projects` or `notes`, in the content folder and each language's. */
	folder: string;
	/** Its name in messages: `project`, `note`. */
	noun: string;
	/** The fields every language shares, as the fix names them. */
	shared: string;
	fileNames: (dir: string) => string[];
	schema: { safeParse: (input: unknown) => z.ZodSafeParseResult<T> };
	/** The fields a translation may set to words of its own. */
	translated: readonly string[];
	/** The default language's frontmatter of `file`, as compared; {} when it is broken. */
	original: (file: string) => Record<string, unknown>;
}

/**
 * The translations into `lang` of one kind of story file, in `<contentDir>/<lang>/<folder>/`:
 * each file's problems (not UTF-8 or YAML, an unknown field, a shared field set to another value
 * than the default language's file holds, no such file in the default language) and the
 * translations without problems. A broken default language's file is left to its own check.
 */
export function checkTranslatedFiles<T extends object>(
	kind: TranslatedKind<T>,
	contentDir: string,
	lang: string,
	show: (path: string) => string,
): {
	problems: string[];
	translations: { file: string; id: string; lang: string; data: T; body: string }[];
} {
	const dir = join(contentDir, lang, kind.folder);
	const defaultsDir = join(contentDir, kind.folder);
	const defaults = new Set(kind.fileNames(defaultsDir));
	const problems: string[] = [];
	const translations: { file: string; id: string; lang: string; data: T; body: string }[] = [];
	for (const name of kind.fileNames(dir)) {
		const shown = show(join(dir, name));
		if (!defaults.has(name)) {
			problems.push(
				`${shown}: (file): translates a ${kind.noun} the default language does not have (${show(join(defaultsDir, name))}); name the file as the ${kind.noun}'s file in ${show(defaultsDir)}, or delete it`,
			);
			continue;
		}
		let parsed;
		try {
			parsed = readMarkdown(join(dir, name), shown);
		} catch (error) {
			problems.push(...contentProblems(error));
			continue;
		}
		const result = kind.schema.safeParse(parsed.data ?? {});
		if (!result.success) {
			problems.push(...formatIssues(shown, result.error));
			continue;
		}
		const pictures = storyImageProblems(join(dir, name), shown, parsed.body, contentDir);
		if (pictures.length > 0) {
			problems.push(...pictures);
			continue;
		}
		const original = kind.original(join(defaultsDir, name));
		const differing = Object.entries(result.data).filter(
			([field, value]) =>
				!kind.translated.includes(field) &&
				JSON.stringify(value) !== JSON.stringify(original[field]),
		);
		for (const [field] of differing)
			problems.push(
				`${shown}: ${field}: differs from ${show(join(defaultsDir, name))}; ${kind.shared} are shared by every language: remove the line here and change it in the default language's file`,
			);
		if (differing.length > 0) continue;
		translations.push({
			file: shown,
			id: projectId(name),
			lang,
			data: result.data,
			body: parsed.body,
		});
	}
	return { problems, translations };
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
