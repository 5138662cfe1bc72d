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
 * The file name (without `.md`) `content:new` gives a project titled `title`: lowercase ASCII
 * words joined by dashes, at most 60 characters. It is its own id: `projectId` leaves it as is.
 */
export function projectSlug(title: string): string {
	return title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60)
		.replace(/-+$/, '');
}
