// A content folder's state as git names it: the id of the tree git would store for it (computed
// here, nothing written to the repository), and the states of that folder in the project's commits.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** An object's id as git hashes it: the type, the length, then the bytes. */
const objectId = (type: string, bytes: Buffer) =>
	createHash('sha1').update(`${type} ${bytes.length}\0`).update(bytes).digest();

/**
 * The id of the tree git would store for `dir`: files by their bytes and execute bit, links by
 * their target. An empty folder, which no commit holds, is kept as an empty tree, so a folder
 * holding one never matches a commit. Equal ids, equal states.
 */
export function treeId(dir: string): string {
	return tree(dir).toString('hex');
}

function tree(dir: string): Buffer {
	const entries = readdirSync(dir).map((name) => {
		const path = join(dir, name);
		const stats = lstatSync(path);
		if (stats.isSymbolicLink())
			return { name, mode: '120000', id: objectId('blob', Buffer.from(readlinkSync(path))) };
		if (stats.isDirectory()) return { name, mode: '40000', id: tree(path) };
		const mode = stats.mode & 0o100 ? '100755' : '100644';
		return { name, mode, id: objectId('blob', readFileSync(path)) };
	});
	// git orders a tree's entries by their names' bytes, a folder's name read with a '/' after it.
	const key = (entry: { name: string; mode: string }) =>
		Buffer.from(entry.mode === '40000' ? `${entry.name}/` : entry.name);
	entries.sort((a, b) => Buffer.compare(key(a), key(b)));
	return objectId(
		'tree',
		Buffer.concat(
			entries.flatMap((entry) => [Buffer.from(`${entry.mode} ${entry.name}\0`), entry.id]),
		),
	);
}

/** Runs git in `cwd`; its output, or undefined when it fails (no git, no repository). */
function gitOutput(cwd: string, args: string[], input?: string): string | undefined {
	const result = spawnSync('git', args, {
		cwd,
		encoding: 'utf8',
		maxBuffer: 256 * 1024 * 1024,
		...(input !== undefined && { input }),
	});
	return result.status === 0 ? result.stdout : undefined;
}

/**
 * The tree ids the content folder `dir` (its real path) has in the commits of the repository
 * around it, every branch and tag: a state among them can be taken back from git. Empty outside
 * a repository.
 */
export function committedTrees(dir: string): Set<string> {
	const top = gitOutput(dirname(dir), ['rev-parse', '--show-toplevel'])?.trim();
	if (!top) return new Set();
	const path = relative(top, dir).split(sep).join('/');
	const commits = gitOutput(top, ['rev-list', '--all']);
	if (!commits?.trim() || path.startsWith('..')) return new Set();
	const asked = commits
		.trim()
		.split('\n')
		.map((commit) => `${commit}:${path}`)
		.join('\n');
	const found = gitOutput(top, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], asked);
	return new Set(
		(found ?? '')
			.split('\n')
			.filter((line) => line.endsWith(' tree'))
			.map((line) => line.split(' ')[0]!),
	);
}
