// The content loader of the build: Astro's own glob loader, with the checks
// `npm run content:check` runs before it, so a bad file stops the build with the same lines
// (file, field, fix) instead of being skipped, renamed or read with replaced characters.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { ContentError } from './content-files.ts';
import { projectId } from './content-id.ts';
import { checkProjectFolder, checkTranslationFolder, projectFileNames } from './project-files.ts';
import { shownPath } from './content-dir.ts';
import { brandFileProblems } from '../security/brand-files.ts';

/**
 * The project Markdown files in `base`: each file is checked (UTF-8, YAML frontmatter, schema,
 * screenshot, story images) and ids are unique before Astro's glob loader reads them, with the
 * same id rule as the content script and the tests. The brand files and photo of the content
 * folder (`base`'s parent) are checked here too, so one failing build names every bad file.
 */
export function projectsLoader(base: string): Loader {
	const inner = glob({ pattern: '*.md', base, generateId: ({ entry }) => projectId(entry) });
	return {
		name: 'projects-loader',
		async load(context) {
			const root = fileURLToPath(context.config.root);
			const dir = resolve(root, base);
			const problems = [
				...(await brandFileProblems(dirname(dir), shownPath)),
				...(await checkProjectFolder(dir, shownPath)).problems,
			];
			if (problems.length > 0) throw new ContentError(problems);
			await inner.load(context);
		},
	};
}

/**
 * The translations of the projects into the further `languages`
 * (`<base>/<lang>/projects/<id>.md`), each with the id `<lang>/<id>`: checked first (see
 * checkTranslationFolder), then read by Astro's glob loader so their Markdown renders as the
 * projects' does.
 */
export function translationsLoader(base: string, languages: readonly string[]): Loader {
	const patterns = languages.map((lang) => `${lang}/projects/*.md`);
	const inner = glob({
		pattern: patterns,
		base,
		generateId: ({ entry }) => {
			const [lang = '', , file = ''] = entry.split('/');
			return `${lang}/${projectId(file)}`;
		},
	});
	return {
		name: 'translations-loader',
		async load(context) {
			const dir = resolve(fileURLToPath(context.config.root), base);
			const problems = languages.flatMap(
				(lang) => checkTranslationFolder(dir, lang, shownPath).problems,
			);
			if (problems.length > 0) throw new ContentError(problems);
			// The glob loader warns about a pattern that matches nothing: a site with no translated
			// project skips it.
			if (languages.some((lang) => projectFileNames(join(dir, lang, 'projects')).length > 0))
				await inner.load(context);
			else context.store.clear();
		},
	};
}
