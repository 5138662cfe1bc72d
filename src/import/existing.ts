// What a content folder already holds that an import must respect: the files an earlier import
// wrote (found by their record), files of the owner's about the same source, the names taken,
// and the tags' spellings, so an imported tag joins its existing page rather than clash with it.
import { join } from 'node:path';
import { readMarkdown } from '../data/content-files.ts';
import { projectId, projectSlug } from '../data/content-id.ts';
import { storyFileNames } from '../data/story-files.ts';
import { TAG_LIMIT } from '../schemas/messages.ts';
import { TAGS_SEGMENT, tagSlug } from '../tags/tags.client.ts';
import { RESERVED_NOTE_ID } from '../schemas/note.ts';

/** A story file as read: its frontmatter and body. */
export interface StoryFile {
	/** The file's name in its folder (`weather-app.md`). */
	name: string;
	data: Record<string, unknown>;
	body: string;
}

/** A folder of story files (`projects`, `notes`) as an import finds it. */
export interface Folder {
	section: 'projects' | 'notes';
	/** The files an import wrote, by the address they were imported from. */
	imported: Map<string, StoryFile>;
	/** The owner's own files about a source (by its address): an import leaves them alone. */
	own: Map<string, StoryFile>;
	/** Every id a file has (or an import is about to give). */
	ids: Set<string>;
}

/** The field of the owner's own file that names the source it is about. */
const SOURCE_FIELD = { projects: 'github', notes: 'canonical' } as const;

/** Every readable story file of `section` in the content folder `root`. */
function storyFiles(root: string, section: 'projects' | 'notes'): StoryFile[] {
	const dir = join(root, section);
	return storyFileNames(dir).flatMap((name) => {
		try {
			const { data, body } = readMarkdown(join(dir, name), name);
			return data && typeof data === 'object' && !Array.isArray(data)
				? [{ name, data: data as Record<string, unknown>, body }]
				: [];
		} catch {
			return []; // the content check names a file it cannot read
		}
	});
}

/** The story files of `section` in `root`, sorted by what an import needs of them. */
export function readFolder(root: string, section: 'projects' | 'notes'): Folder {
	const folder: Folder = { section, imported: new Map(), own: new Map(), ids: new Set() };
	for (const name of storyFileNames(join(root, section))) folder.ids.add(projectId(name));
	for (const file of storyFiles(root, section)) {
		const from = (file.data.imported as { from?: unknown } | undefined)?.from;
		const source = file.data[SOURCE_FIELD[section]];
		if (typeof from === 'string') folder.imported.set(from, file);
		else if (typeof source === 'string') folder.own.set(source, file);
	}
	return folder;
}

/** A file name (without `.md`) for a new file titled `title` that no file of `folder` has. */
export function freeName(folder: Folder, title: string, fallback: string): string {
	const reserved = folder.section === 'projects' ? TAGS_SEGMENT : RESERVED_NOTE_ID;
	const base = projectSlug(title) || projectSlug(fallback) || folder.section.slice(0, -1);
	let name = base;
	for (let n = 2; folder.ids.has(projectId(name)) || name === reserved; n += 1)
		name = `${base}-${n}`;
	folder.ids.add(projectId(name));
	return name;
}

/** Each tag's spelling in the projects and notes of `root`, by its page's slug. */
export function tagSpellings(root: string): Map<string, string> {
	const spellings = new Map<string, string>();
	for (const section of ['projects', 'notes'] as const)
		for (const { data } of storyFiles(root, section)) {
			const tags = section === 'projects' ? data.category : data.tags;
			if (Array.isArray(tags))
				for (const tag of tags) if (typeof tag === 'string') spellings.set(tagSlug(tag), tag);
		}
	return spellings;
}

/**
 * `tags` as the site can carry them: each in the spelling the site already gives its page (the
 * first one met becomes that spelling), none twice, none without a page name or too long.
 */
export function siteTags(tags: string[], spellings: Map<string, string>): string[] {
	const kept = new Map<string, string>();
	for (const raw of tags) {
		const tag = raw.replace(/\p{Cc}/gu, ' ').trim();
		const slug = tagSlug(tag);
		if (!slug || tag.length > TAG_LIMIT || kept.has(slug)) continue;
		if (!spellings.has(slug)) spellings.set(slug, tag);
		kept.set(slug, spellings.get(slug)!);
	}
	return [...kept.values()];
}
