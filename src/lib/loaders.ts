/**
 * The content loaders of the build: Astro's own glob and file loaders, with the checks
 * `npm run content:check` runs before them, so a bad file stops the build with the same lines
 * (file, field, fix) instead of being skipped, renamed or read with replaced characters.
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader } from 'astro/loaders';
import { ContentError, readJson } from './content-files.ts';
import { projectId } from './content-id.ts';
import { checkProjectFolder } from './project-files.ts';

/**
 * The project Markdown files in `base`: each file is checked (UTF-8, YAML frontmatter, schema,
 * screenshot) and ids are unique before Astro's glob loader reads them, with the same id rule
 * as the content script and the tests.
 */
export function projectsLoader(base: string): Loader {
	const inner = glob({ pattern: '*.md', base, generateId: ({ entry }) => projectId(entry) });
	return {
		name: 'projects-loader',
		async load(context) {
			const root = fileURLToPath(context.config.root);
			const show = (path: string) => relative(root, path).split('\\').join('/');
			const { problems } = await checkProjectFolder(join(root, base), show);
			if (problems.length > 0) throw new ContentError(problems);
			await inner.load(context);
		},
	};
}

/** A JSON file of entries, read as the content script reads it (byte-order mark dropped). */
export function jsonFileLoader(path: string): Loader {
	const inner = file(path, { parser: (text) => JSON.parse(text.replace(/^\uFEFF/, '')) });
	return {
		name: 'json-file-loader',
		async load(context) {
			readJson(join(fileURLToPath(context.config.root), path), path);
			await inner.load(context);
		},
	};
}
