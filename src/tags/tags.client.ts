// Tags, shared by projects and notes: a note's tags, the slug of a tag's page, the tags with their
// counts, and the problems that stop two tags from sharing an address. No imports: pages, scripts
// and tests load the same rule.

/** The path segment under /projects that holds the tag pages; no project may take it as its id. */
export const TAGS_SEGMENT = 'tags';

/**
 * The readable name of a tag's page: lower case, Latin accents dropped, `#`, `+`, `&`, `@` and a
 * leading dot spelled out, and every run of anything but letters, digits and emoji (of any
 * script) one hyphen: "C#" → "csharp", "Café & Co" → "cafe-and-co", "日本語" → "日本語". A slug longer
 * than NAME_BYTES bytes is cut and ends with a short hash of it.
 */
export function tagSlug(tag: string): string {
	return shortened(
		tag
			.normalize('NFKD')
			.replace(/[\u0300-\u036f]/g, '')
			.normalize('NFC')
			.toLowerCase()
			.replace(/#/g, 'sharp')
			.replace(/\+/g, 'plus')
			.replace(/&/g, ' and ')
			.replace(/@/g, ' at ')
			.replace(/(^|\s)\.(?=[a-z0-9])/g, '$1dot')
			.replace(/[^\p{L}\p{N}\p{M}\p{Extended_Pictographic}\u200d]+/gu, '-')
			.replace(/^-+|-+$/g, ''),
	);
}

/**
 * The most bytes (UTF-8) of a name made from a text, so that a file named after it, with its
 * extension, stays under the 255 bytes every file system allows.
 */
export const NAME_BYTES = 200;

/** A short hash of `text` (FNV-1a, 8 hex digits): the same in the build and the browser. */
function shortHash(text: string): string {
	let hash = 0x811c9dc5;
	for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
	return (hash >>> 0).toString(16).padStart(8, '0');
}

/** `name` as it is when short enough; else cut at a character and ended by its short hash. */
export function shortened(name: string): string {
	const encoder = new TextEncoder();
	if (encoder.encode(name).length <= NAME_BYTES) return name;
	const hash = `-${shortHash(name)}`;
	let kept = '';
	for (const character of name) {
		if (encoder.encode(kept + character).length + hash.length > NAME_BYTES) break;
		kept += character;
	}
	return `${kept.replace(/-+$/, '')}${hash}`;
}

/** A tag's page as links name it, relative to the site's base: /projects/tags/<slug>, encoded. */
export function tagPath(slug: string): string {
	return `/projects/${TAGS_SEGMENT}/${encodeURIComponent(slug)}`;
}

/** What a project contributes to the tag list: where it came from, its id and its tags. */
export interface TaggedProject {
	/** The content file, for messages. */
	file: string;
	/** The project's id (its file name without `.md`). */
	id: string;
	tags: string[];
	/** The field that holds the tags, for messages: `category` (a project's, the default) or `tags` (a note's). */
	field?: string;
}

/** A tag in use: its name as written, its slug and how many projects carry it. */
export interface TagEntry {
	name: string;
	slug: string;
	count: number;
}

/**
 * Every problem that would give two pages one address, one line each naming the files and
 * tags involved: tags that reduce to the same slug (including ones that differ only by case),
 * a tag with nothing to name a page by, and a project whose id is the tag pages' folder.
 */
export function tagProblems(projects: TaggedProject[]): string[] {
	const problems: string[] = [];
	const firstBySlug = new Map<string, { file: string; name: string }>();
	const reported = new Set<string>();
	for (const { file, id, tags, field = 'category' } of projects) {
		if (id === TAGS_SEGMENT && field === 'category')
			problems.push(
				`${file}: (file): the name "${TAGS_SEGMENT}" is kept for the tag pages (/projects/${TAGS_SEGMENT}/...); rename the file`,
			);
		for (const name of tags) {
			const slug = tagSlug(name);
			if (!slug) {
				problems.push(
					`${file}: ${field}: the tag ${JSON.stringify(name)} has no letter, digit or emoji to name its page by; add a word`,
				);
				continue;
			}
			const first = firstBySlug.get(slug);
			if (!first) firstBySlug.set(slug, { file, name });
			else if (first.name !== name && !reported.has(`${slug}\n${name}`)) {
				reported.add(`${slug}\n${name}`);
				problems.push(
					`${file}: ${field}: the tag ${JSON.stringify(name)} and the tag ${JSON.stringify(first.name)} in ${first.file} would share the page ${decodeURIComponent(tagPath(slug))}; spell them the same way`,
				);
			}
		}
	}
	return problems;
}

/**
 * The tags in use, in order of first appearance in `projects` (give them in grid order), with
 * their counts. Throws with every problem of `tagProblems`, so the build stops on them too.
 */
export function tagIndex(projects: TaggedProject[]): TagEntry[] {
	const problems = tagProblems(projects);
	if (problems.length > 0) throw new Error(['Tag problems:', ...problems].join('\n'));
	const entries = new Map<string, TagEntry>();
	for (const name of projects.flatMap((project) => project.tags)) {
		const entry = entries.get(name);
		if (entry) entry.count++;
		else entries.set(name, { name, slug: tagSlug(name), count: 1 });
	}
	return [...entries.values()];
}

/** A note's tags (none when it names none). */
export function noteTags(note: { data: { tags?: string[] | undefined } }): string[] {
	return note.data.tags ?? [];
}
