// `npm run content:backup [-- --out <folder>] [--content <folder>]`: an archive of the whole
// content folder, private files included (git does not keep them), and where it went and how to
// restore it. Exit 1 when no archive could be made, 2 on bad usage.
import { dirname, relative, resolve } from 'node:path';
import { PRIVATE_FOLDER } from '../src/data/private-files.ts';
import { ARCHIVE_FOLDER, ArchiveError, archiveContent } from '../src/owner-files/archive.ts';
import { OwnerFilesError } from '../src/owner-files/backups.ts';
import { holdContentLock } from '../src/owner-files/lock.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'usage: npm run content:backup [-- --out <folder>] [--content <folder>]';

/** Writes the archive the arguments ask for, dated `now` (tests fix it); returns the exit code. */
export function main(argv: string[], terminal: Terminal & { now?: Date }): number {
	const { cwd, out, err, now = new Date() } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		oneLine: 'err',
		options: {
			out: { type: 'string', default: ARCHIVE_FOLDER },
			content: { type: 'string', default: 'content' },
		},
	});
	if (typeof args === 'number') return args;
	const { values } = args;
	const shown = (path: string) => relative(cwd, path) || path;
	const content = resolve(cwd, values.content);
	let archive;
	try {
		// Read while no other tool swaps content/: the archive holds one state of it, whole.
		const lock = holdContentLock(content, 'npm run content:backup', err);
		try {
			archive = archiveContent(content, resolve(cwd, values.out), PRIVATE_FOLDER, now);
		} finally {
			lock.release();
		}
	} catch (error) {
		if (!(error instanceof ArchiveError || error instanceof OwnerFilesError)) throw error;
		err(error.message);
		return 1;
	}
	const size = `${Math.max(1, Math.round(archive.bytes / 1024)).toLocaleString('en')} KB`;
	out(
		`Wrote ${shown(archive.file)}: ${shown(content)}/ with its ${archive.files} files, ${archive.private} of them private (${shown(content)}/${PRIVATE_FOLDER}/), ${size}.`,
	);
	out(
		`git does not keep ${shown(content)}/${PRIVATE_FOLDER}/, so this archive may be its only other copy: keep it somewhere other than this computer (a USB disk, a cloud folder).`,
	);
	const parent = relative(cwd, dirname(content));
	out(
		`To restore it: move ${shown(content)}/ aside, then run tar -xzf ${shown(archive.file)}${parent ? ` -C ${parent}` : ''}`,
	);
	return 0;
}

await runMain(import.meta, main);
