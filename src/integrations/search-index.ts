// After the build: Pagefind indexes the main content of the built pages that mark it
// (`data-pagefind-body`), one index per page language, into the output's pagefind/ folder.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/** The folder of the index and the search script in the built site. */
export const SEARCH_FOLDER = 'pagefind';

/** What a page marks as the content to index; a page without it is left out. */
const BODY_MARK = 'data-pagefind-body';

/** A built page to index: its address (without the base path) and its HTML. */
export interface SearchablePage {
	url: string;
	content: string;
}

/** The address of a built page file: `projects/x.html` is `/projects/x`, `index.html` is `/`. */
export function pageUrl(file: string): string {
	const route = `/${file.split(sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '');
	return route || '/';
}

/** Every built page under `dist` that marks content to index. */
export function searchablePages(dist: string): SearchablePage[] {
	return readdirSync(dist, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => join(entry.parentPath, entry.name))
		.map((file) => ({ url: pageUrl(relative(dist, file)), content: readFileSync(file, 'utf8') }))
		.filter((page) => page.content.includes(BODY_MARK))
		.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Pagefind's files the site serves: its search script, worker, WebAssembly and index. Its ready-made
 * interfaces (the `-ui` files) and its highlighter are left out: the search page has its own.
 */
export function isServedFile(path: string): boolean {
	return !/(^|\/)pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(path);
}

/** Indexes `pages` and writes the files the site serves into `out`; the number of pages indexed. */
export async function writeSearchIndex(pages: SearchablePage[], out: string): Promise<number> {
	const { index, errors } = await pagefind.createIndex({});
	if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
	try {
		for (const page of pages) {
			const added = await index.addHTMLFile(page);
			if (added.errors.length > 0)
				throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
		}
		const { files, errors: failed } = await index.getFiles();
		if (failed.length > 0) throw new Error(`Pagefind could not write: ${failed.join('; ')}`);
		rmSync(out, { recursive: true, force: true });
		for (const file of files.filter(({ path }) => isServedFile(path))) {
			const target = join(out, file.path);
			mkdirSync(dirname(target), { recursive: true });
			writeFileSync(target, file.content);
		}
		return pages.length;
	} finally {
		await pagefind.close();
	}
}

export default function searchIndex(): AstroIntegration {
	return {
		name: 'search-index',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const dist = fileURLToPath(dir);
				const count = await writeSearchIndex(searchablePages(dist), join(dist, SEARCH_FOLDER));
				logger.info(`indexed ${count} pages into dist/${SEARCH_FOLDER}/`);
			},
		},
	};
}
