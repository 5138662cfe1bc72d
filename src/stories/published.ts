// Which stories (projects, notes) a production build publishes: the one place that reads a story's
// `draft` and its day. The development server shows every story; a production build leaves out
// drafts and notes dated after the build. Imports no Astro module, so plain Node scripts can load it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readMarkdown } from '../data/content-files.ts';
import { isOut } from '../schemas/note.ts';

/** What the rule reads of a story's frontmatter: a note also has the day it is published. */
interface StoryFacts {
	draft?: unknown;
	published?: Date;
}

/** Whether the story is a draft: shown (marked) by the development server, published by no build. */
export function isDraft(data: unknown): boolean {
	return (data as StoryFacts | null | undefined)?.draft === true;
}

/**
 * Whether a build keeps a story file (a translation too) in its collection: the development
 * server keeps every one, a production build no draft.
 */
export function isKept(data: unknown, production: boolean): boolean {
	return !production || !isDraft(data);
}

/** Whether a production build at `now` publishes the story: not a draft, and out by then. */
export function isPublished(data: StoryFacts, now: Date): boolean {
	return !isDraft(data) && (data.published === undefined || isOut(data.published, now));
}

/**
 * Whether `dir` holds a Markdown file a build publishes: any, or in a production build one that
 * is not a draft. Astro warns on every build of a collection asked for with no entry, so a story
 * folder without one is not asked for. A file that cannot be read counts: the build names it.
 */
export function holdsPublishedMarkdown(dir: string, production: boolean): boolean {
	if (!existsSync(dir)) return false;
	return readdirSync(dir).some((name) => {
		if (!name.endsWith('.md')) return false;
		if (!production) return true;
		try {
			return !isDraft(readMarkdown(join(dir, name), name).data);
		} catch {
			return true;
		}
	});
}
