// The checks every kind of story file (projects, notes) shares, so the build and
// `npm run content:check` refuse each the same way: UTF-8 with YAML frontmatter, the schema, the
// kind's own pictures and names, links, ids two files share, and the translations' shared fields.
// Imports no Astro module, so plain Node scripts can load it.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { z } from 'astro/zod';
import { formatIssues } from '../schemas/messages.ts';
import { contentProblems, readMarkdown } from './content-files.ts';
import { duplicateIdProblems, projectId } from './content-id.ts';
import { storyImageProblems, storyPictureProblems } from '../security/story-images.ts';
import { localLinkProblems } from '../security/story-links.ts';

/** A story file that passed its checks. */
export interface CheckedStory<T> {
	file: string;
	id: string;
	data: T;
	body: string;
}

/** The names of the Markdown files in `dir`, sorted; none when there is no such folder. */
export function storyFileNames(dir: string): string[] {
	return existsSync(dir)
		? readdirSync(dir)
				.filter((name) => name.endsWith('.md'))
				.sort()
		: [];
}

/** What a kind of story file tells the check of its files. */
export interface StoryKind<T> {
	/** Its section of the site, `projects` or `notes`: a page's address is /<section>/<id>. */
	section: string;
	schema: { safeParse: (input: unknown) => z.ZodSafeParseResult<T> };
	/** The problem of a file named `id` that the kind refuses to publish under that name. */
	nameProblem?: (shown: string, id: string) => string | undefined;
	/** The problems of the pictures its fields name (in the content folder `root`); [] when fine. */
	pictureProblems: (file: string, shown: string, data: T, root: string) => Promise<string[]>;
}

/** One story file in the content folder `root`: its problems, or the checked story when none. */
async function checkStoryFile<T>(
	kind: StoryKind<T>,
	file: string,
	shown: string,
	root = dirname(dirname(file)),
): Promise<{ problems: string[]; story?: CheckedStory<T> }> {
	let parsed;
	try {
		parsed = readMarkdown(file, shown);
	} catch (error) {
		return { problems: contentProblems(error) };
	}
	const result = kind.schema.safeParse(parsed.data ?? {});
	if (!result.success) return { problems: formatIssues(shown, result.error) };
	const id = projectId(basename(file));
	const nameProblem = kind.nameProblem?.(shown, id);
	if (nameProblem) return { problems: [nameProblem] };
	// The story's two checks read its Markdown one after the other, so it is parsed once.
	const links = localLinkProblems(shown, parsed.body);
	const pictures = await Promise.all([
		kind.pictureProblems(file, shown, result.data, root),
		storyPictureProblems(file, shown, parsed.body, root),
	]);
	const problems = [...pictures.flat(), ...links];
	if (problems.length > 0) return { problems };
	return { problems, story: { file: shown, id, data: result.data, body: parsed.body } };
}

/**
 * Every story file in `dir` (`content/projects/`): the problems (each file's, then ids two files
 * share) and the stories without problems. `show` turns a path into the name messages give it.
 */
export async function checkStoryFolder<T>(
	kind: StoryKind<T>,
	dir: string,
	show: (path: string) => string,
): Promise<{ problems: string[]; stories: CheckedStory<T>[] }> {
	const names = storyFileNames(dir);
	const results = await Promise.all(
		names.map((name) => checkStoryFile(kind, join(dir, name), show(join(dir, name)), dirname(dir))),
	);
	const problems = results.flatMap((result) => result.problems);
	problems.push(
		...duplicateIdProblems(
			names.map((name) => show(join(dir, name))),
			kind.section,
		),
	);
	const stories = results.flatMap((result) => (result.story ? [result.story] : []));
	return { problems, stories };
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
		const pictures = [
			...storyImageProblems(join(dir, name), shown, parsed.body, contentDir),
			...localLinkProblems(shown, parsed.body),
		];
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
