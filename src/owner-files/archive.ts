// `npm run content:backup`'s work: one archive of the whole content folder, its private files
// included (git does not keep them), that the owner keeps elsewhere and unpacks to restore it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { walkTree } from './tree.ts';

/** Where the archives go by default, in the project folder: git ignores it. */
export const ARCHIVE_FOLDER = 'content-backups';

/** An archive made: its path, how many files it holds, how many of them private, its size. */
export interface Archive {
	file: string;
	files: number;
	private: number;
	bytes: number;
}

/** Why no archive could be made, in a sentence. */
export class ArchiveError extends Error {}

/**
 * Writes `content-<time>.tar.gz` of the content folder `dir` into `out` with `tar`, which every
 * system the template runs on has (Windows 10 and later too): unpacked beside `dir`, it is the
 * folder again, under its name (a `content` that is a link holds the folder it leads to). Reads
 * the archive back to check it holds every file. `privateFolder` is the folder git ignores.
 */
export function archiveContent(
	dir: string,
	out: string,
	privateFolder: string,
	now = new Date(),
): Archive {
	const folder = resolve(dir);
	if (!existsSync(folder))
		throw new ArchiveError(`${dir}: no content folder there; nothing to back up`);
	const files = walkTree(realpathSync(folder)).filter((entry) => entry.kind !== 'folder');
	mkdirSync(out, { recursive: true });
	const file = join(resolve(out), `content-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
	const made = spawnSync('tar', ['-czhf', file, '-C', dirname(folder), basename(folder)], {
		encoding: 'utf8',
	});
	if (made.error || made.status !== 0)
		throw new ArchiveError(
			`tar could not write ${file} (${made.error?.message ?? made.stderr.trim()}); install tar, or copy the content folder yourself`,
		);
	const listed = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
	const held = listed.stdout.split('\n').filter((line) => line !== '' && !line.endsWith('/'));
	if (listed.status !== 0 || held.length < files.length)
		throw new ArchiveError(
			`${file} holds ${held.length} of the ${files.length} files of ${dir}; try again, or copy the content folder yourself`,
		);
	return {
		file,
		files: files.length,
		private: files.filter((entry) => entry.path.startsWith(`${privateFolder}/`)).length,
		bytes: statSync(file).size,
	};
}
