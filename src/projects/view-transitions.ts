// Names for cross-document view transitions: a screenshot carries the same name on its card and on
// its project page, and a note's title in a list and on its page, so the browser morphs the two.
import { createHash } from 'node:crypto';

/** `prefix-<id>`: an id is a file name's slug; one with other characters becomes a hash of it. */
function safeName(prefix: string, id: string): string {
	const safe = /^[a-z0-9_-]+$/i.test(id)
		? id
		: createHash('sha256').update(id).digest('hex').slice(0, 16);
	return `${prefix}-${safe}`;
}

/** The transition name, and class, of a project's screenshot: `shot-<id>`. */
export function shotName(projectId: string): string {
	return safeName('shot', projectId);
}

/** The transition name, and class, of a note's title: `note-<id>`. */
export function noteTitleName(noteId: string): string {
	return safeName('note', noteId);
}

/** The page's rules: each screenshot's and note title's class gets its name. */
export function shotNamesCss(projectIds: string[], noteIds: string[] = []): string {
	return [
		...new Set([
			...projectIds.map((id) => shotName(id)),
			...noteIds.map((id) => noteTitleName(id)),
		]),
	]
		.map((name) => `.${name}{view-transition-name:${name}}`)
		.join('');
}
