// The one walk through a content folder's tree: every folder, file and link under it (a link is
// never followed), each folder's names in sorted order. The tools that compare or hash a content
// folder (init's sample check, the upgrade's kept copy, the tests' fixtures) read it this way.
import { existsSync, lstatSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of a tree by its `/`-separated path in it: a folder, a file (its stat mode), a link. */
export type TreeEntry =
	| { path: string; kind: 'folder' }
	| { path: string; kind: 'file'; file: string; mode: number }
	| { path: string; kind: 'link'; target: string };

/**
 * Every entry under `dir`, depth first, each folder before what it holds; [] when `dir` does not
 * exist. Anything but a folder, a file or a link (a socket, a device) stops the walk, named.
 */
export function walkTree(dir: string): TreeEntry[] {
	const entries: TreeEntry[] = [];
	const walk = (folder: string, prefix: string) => {
		for (const name of readdirSync(folder).sort()) {
			const file = join(folder, name);
			const path = `${prefix}${name}`;
			const stats = lstatSync(file);
			if (stats.isSymbolicLink()) entries.push({ path, kind: 'link', target: readlinkSync(file) });
			else if (stats.isDirectory()) {
				entries.push({ path, kind: 'folder' });
				walk(file, `${path}/`);
			} else if (stats.isFile()) entries.push({ path, kind: 'file', file, mode: stats.mode });
			else throw new Error(`${file} is not a file, a folder or a link: content holds none such`);
		}
	};
	if (existsSync(dir)) walk(dir, '');
	return entries;
}

/** A file with its bytes and permissions, or a symbolic link with its target as written. */
export type Entry = { bytes: Uint8Array; mode: number } | { link: string };

/** A content folder's files and links by path relative to it, `/`-separated. */
export type Tree = Map<string, Entry>;

/** Every file and link under `dir` (not `skip`), by path in sorted order; folders only hold them. */
export function readTree(dir: string, skip: (path: string) => boolean = () => false): Tree {
	const tree: Tree = new Map();
	const entries = walkTree(dir)
		.filter((entry) => entry.kind !== 'folder' && !skip(entry.path))
		.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
	for (const entry of entries) {
		if (entry.kind === 'link') tree.set(entry.path, { link: entry.target });
		else if (entry.kind === 'file')
			tree.set(entry.path, { bytes: readFileSync(entry.file), mode: entry.mode & 0o777 });
	}
	return tree;
}
