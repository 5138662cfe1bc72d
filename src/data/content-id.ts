// A project's id (its page's address and its key in the build), by Astro's own rule for a content
// file, so the build, the content script and the tests agree; and the file name `content:new`
// gives. Imports no Astro module, so plain Node scripts can load it.
import { slug } from 'github-slugger';

/** The id of the project in the file `fileName` (a name like `My App.md`, no folder). */
export function projectId(fileName: string): string {
	return slug(fileName.replace(/\.md$/i, ''));
}

/**
 * One line per pair of files that share an id (the second would replace the first), naming both
 * files and the fix. `files` are shown paths; their base names give the ids; `section` is the
 * folder of their pages (`projects`, `notes`).
 */
export function duplicateIdProblems(files: readonly string[], section = 'projects'): string[] {
	const first = new Map<string, string>();
	const problems: string[] = [];
	for (const file of files) {
		const id = projectId(file.split(/[\\/]/).at(-1)!);
		const earlier = first.get(id);
		if (earlier === undefined) first.set(id, file);
		else
			problems.push(
				`${file}: (file): has the id "${id}" of ${earlier}, so both would be the page /${section}/${id}; rename one of the two files`,
			);
	}
	return problems;
}

/**
 * `text` cut to at most `bytes` bytes of UTF-8 and `characters` characters, between two
 * graphemes: a file system counts a name's bytes (255 at most), and a letter keeps its marks.
 */
export function cutToBytes(text: string, bytes: number, characters = Infinity): string {
	const encoder = new TextEncoder();
	let cut = '';
	let size = 0;
	let count = 0;
	for (const { segment } of new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)) {
		size += encoder.encode(segment).length;
		if (size > bytes || ++count > characters) break;
		cut += segment;
	}
	return cut;
}

/** The most bytes of UTF-8 a slug takes: with its extension, well within a file name's 255. */
export const SLUG_BYTES = 200;

/**
 * The file name (without `.md`) `content:new` gives a project or note titled `title`: its words
 * in lowercase joined by dashes, in the script they are written in (accents of Latin letters
 * dropped: `Café Finder` is `cafe-finder`, `Мой проект` is `мой-проект`), at most 60 characters
 * and `SLUG_BYTES` bytes, cut between two letters. Only letters, marks and digits are kept, so it
 * is a safe file name on every system and its own id: `projectId` leaves it as is.
 */
export function projectSlug(title: string): string {
	const words = title
		.normalize('NFKD')
		// Only a Latin letter's accents: the breve of Russian й, Greek tonos and the like stay.
		.replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
		// Recomposed, so й, Hangul syllables and kana with voicing marks stay one letter each.
		.normalize('NFC')
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
		.replace(/^-+|-+$/g, '');
	return cutToBytes(words, SLUG_BYTES, 60).replace(/-+$/, '');
}
