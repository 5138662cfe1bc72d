// The folder the site is built from: `content/`, or the one the CONTENT_DIR environment variable
// names (relative to the project folder, where every build runs), and paths as messages show them.
import { join, relative, resolve, sep } from 'node:path';

/** The content folder, as an absolute path. */
export const contentDir = resolve(process.env.CONTENT_DIR ?? 'content');

/** A file of the content folder as messages name it: `content/site.json` for the owner's own. */
export function contentPath(file: string): string {
	return shownPath(join(contentDir, file));
}

/** Any file as messages name it: relative to the folder the command runs in, with slashes. */
export function shownPath(path: string): string {
	return relative(process.cwd(), path).split(sep).join('/');
}
