/**
 * The content loader of the build: Astro's own glob loader, with the checks
 * `npm run content:check` runs before it, so a bad file stops the build with the same lines
 * (file, field, fix) instead of being skipped, renamed or read with replaced characters.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { ContentError } from './content-files.ts';
import { projectId } from './content-id.ts';
import { checkProjectFolder } from './project-files.ts';
import { shownPath } from '../content-dir.ts';

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
			const { problems } = await checkProjectFolder(resolve(root, base), shownPath);
			if (problems.length > 0) throw new ContentError(problems);
			await inner.load(context);
		},
	};
}
