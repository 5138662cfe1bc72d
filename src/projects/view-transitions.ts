// Names for cross-document view transitions: a screenshot carries the same name on its card and on
// its project page, so the browser morphs one into the other.
import { createHash } from 'node:crypto';

/** The transition name, and class, of a project's screenshot: `shot-<id>`. */
export function shotName(projectId: string): string {
	// A project id is a file name's slug; anything outside [a-z0-9_-] is replaced by a hash of the
	// id, which keeps the name a valid identifier and unique.
	const safe = /^[a-z0-9_-]+$/i.test(projectId)
		? projectId
		: createHash('sha256').update(projectId).digest('hex').slice(0, 16);
	return `shot-${safe}`;
}

/** The page's rules: each screenshot class gets its name. */
export function shotNamesCss(projectIds: string[]): string {
	return [...new Set(projectIds)]
		.map((id) => shotName(id))
		.map((name) => `.${name}{view-transition-name:${name}}`)
		.join('');
}

/** The CSP source that allows an inline <style> with exactly `css`. */
export function styleHash(css: string): `sha256-${string}` {
	return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}
