/**
 * The owner's settings (content/site.json) and page texts (content/pages.json), read and
 * validated once for the build: astro.config.mjs needs the site's address and the new-tab
 * words, the pages need everything. A file that cannot be read or fails its schema stops the
 * build with the lines `npm run content:check` prints, prefixed with `content/`.
 */
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { siteSchema, type Site } from '../schemas/site.ts';
import { pagesSchema, pagesSiteProblems, type Pages } from '../schemas/pages.ts';
import { formatIssues } from '../schemas/messages.ts';
import { ContentError, contentProblems, readJson } from './content-files.ts';

/** The validated settings and texts of the project at `root`; throws a ContentError. */
export function readSettings(root = process.cwd()): { site: Site; copy: Pages } {
	const problems: string[] = [];
	function read<T extends z.ZodType>(name: string, schema: T): z.infer<T> | undefined {
		const shown = `content/${name}`;
		try {
			const result = schema.safeParse(readJson(join(root, 'content', name), shown));
			if (result.success) return result.data;
			problems.push(...formatIssues(shown, result.error));
		} catch (error) {
			problems.push(...contentProblems(error));
		}
		return undefined;
	}
	const site = read('site.json', siteSchema);
	const copy = read('pages.json', pagesSchema);
	if (site && copy) problems.push(...pagesSiteProblems(copy, site, 'content/pages.json'));
	if (problems.length > 0 || !site || !copy) throw new ContentError(problems);
	return { site, copy };
}
