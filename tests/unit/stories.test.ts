// Projects and notes are stories of one shape: one module decides which of them a build publishes
// (no other file reads a story's `draft`), one reader asks Astro for their collections, and their
// shared tags live in a folder of their own.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localImportsOf } from './imports.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The source files of `dir` (from the project folder). */
function sourcesOf(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourcesOf(path);
		return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
	});
}

/** The module that holds the publishing rule, and the one reader of the stories' collections. */
const RULE = 'src/stories/published.ts';
const READER = 'src/stories/stories.ts';

/**
 * A read of a story's `draft` field: `data.draft`, `entry?.draft`, or `{ draft } =`. A text key
 * in quotes (`t('notes.draft')`) and a CSS class (`.draft {`) are not reads.
 */
const DRAFT_READ = /(?<!['"`][\w.]*)[\w)?]\.draft\b|\{[^{}]*\bdraft\b[^{}]*\}\s*=/;

/** A question to Astro for the projects' or the notes' collection (or their translations'). */
const STORY_QUERY =
	/\bget(Collection|Entry)\(\s*['"](projects|translations|notes|noteTranslations)['"]/;

/** The day rule of a note (`isOut`), used beside the draft rule. */
const DAY_RULE = /\bisOut\(/;

/** Each line of the files that matches `pattern`, as `file:line`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
	return files.flatMap((file) =>
		readFileSync(join(ROOT, file), 'utf8')
			.split('\n')
			.flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
	);
}

describe('the stories', () => {
	const files = [...sourcesOf('src'), ...sourcesOf('scripts')];

	it('have their draft rule in one module: no other file reads a story’s draft', () => {
		expect(files).toContain(RULE);
		const reads = linesMatching(files, DRAFT_READ);
		expect(reads.filter((line) => line.startsWith(`${RULE}:`))).not.toEqual([]);
		expect(reads.filter((line) => !line.startsWith(`${RULE}:`))).toEqual([]);
	});

	it('have their day rule applied in the same module only', () => {
		const uses = linesMatching(files, DAY_RULE).filter(
			(line) => !line.startsWith('src/schemas/note.ts:'),
		);
		expect(uses.filter((line) => !line.startsWith(`${RULE}:`))).toEqual([]);
	});

	it('are asked of Astro by one reader', () => {
		const queries = linesMatching(files, STORY_QUERY);
		expect(queries.length).toBeGreaterThan(0);
		expect(queries.filter((line) => !line.startsWith(`${READER}:`))).toEqual([]);
	});
});

describe('the pages of projects and notes', () => {
	/** Every language's page of one story: `src/pages/[...lang]/projects/[id].astro` and the notes'. */
	const storyPages = sourcesOf('src/pages').filter((file) =>
		/\/(projects|notes)\/\[id\]\.astro$/.test(file),
	);
	const LAYOUT = 'src/layouts/StoryPage.astro';

	it('are each laid out by the one story layout', () => {
		expect(storyPages.length).toBeGreaterThanOrEqual(2);
		expect(storyPages.filter((file) => !localImportsOf(file).includes(LAYOUT))).toEqual([]);
	});

	it('leave the intro, the text and the links to the next ones to the layout', () => {
		const own = linesMatching(storyPages, /<(article|h1|Prose|MoreLinks|DraftBadge|BaseLayout)\b/);
		expect(own).toEqual([]);
	});
});

describe('the tags of projects and notes', () => {
	const files = sourcesOf('src');

	it('live in a folder of their own: every tag module is in src/tags/', () => {
		const tagModules = files.filter(
			(file) => !file.startsWith('src/pages/') && /^(tag|chips)/.test(basename(file)),
		);
		expect(tagModules.length).toBeGreaterThan(2);
		expect(tagModules.filter((file) => !file.startsWith('src/tags/'))).toEqual([]);
	});

	it('keep the islands and the content check clear of the projects’ folder', () => {
		const reach = files
			.filter((file) => /^src\/(islands|check)\//.test(file))
			.flatMap((file) =>
				localImportsOf(file)
					.filter((target) => target.startsWith('src/projects/'))
					.map((target) => `${file} → ${target}`),
			);
		expect(reach).toEqual([]);
	});
});

describe('the patterns of the rule', () => {
	it('find a read of draft and leave texts and styles alone', () => {
		for (const read of [
			'{data.draft && <DraftBadge />}',
			'.filter((entry) => !entry.data.draft)',
			'(entry.data as { draft?: unknown }).draft === true',
			'const { href, draft } = project.data;',
		])
			expect(read).toMatch(DRAFT_READ);
		for (const other of ["const draft = t('notes.draft');", '\t.draft {', 'draft: true,'])
			expect(other).not.toMatch(DRAFT_READ);
	});
});
