// Whether a path lies inside the content folder once every link is followed, and the links in the
// folder that lead out of it: no file of the build machine's is published by naming or linking it.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Whether `path` lies inside the folder `root` (`root` itself is not inside it). */
export function isInside(root: string, path: string): boolean {
	const rel = relative(root, path);
	return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** The real path of `path` (links followed), or undefined when there is nothing there. */
export function realPath(path: string): string | undefined {
	try {
		return realpathSync(path);
	} catch {
		return undefined;
	}
}

/** Whether `path` is a file that is, once every link is followed, inside the content folder `root`. */
export function isOwnedFile(root: string, path: string): boolean {
	const real = realPath(path);
	const realRoot = realPath(root);
	return (
		real !== undefined &&
		realRoot !== undefined &&
		isInside(resolve(root), resolve(path)) &&
		isInside(realRoot, real) &&
		statSync(real).isFile()
	);
}

/**
 * The links in the content folder `root` that leave it among what is read as text (`.md` and
 * `.json` files) and folders, one problem line each; `show` names a path in messages. The
 * images and PDFs the content names are checked where they are named, with their field.
 */
export function outsideLinks(root: string, show: (path: string) => string): string[] {
	const realRoot = realPath(root);
	if (realRoot === undefined) return [];
	const problems: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			if (!entry.isSymbolicLink()) continue;
			const real = realPath(path);
			if (real === undefined || isInside(realRoot, real)) continue;
			if (statSync(real).isDirectory())
				problems.push(
					`${show(path)}: (folder): a link to a folder outside the content folder (nothing there is read); move the folder itself into the content folder`,
				);
			else if (/\.(md|json)$/i.test(entry.name))
				problems.push(
					`${show(path)}: (file): a link to a file outside the content folder (nothing there is read); replace the link with a copy of the file`,
				);
		}
	};
	walk(root);
	return problems;
}
