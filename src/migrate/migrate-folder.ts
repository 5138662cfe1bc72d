// `npm run content:migrate`'s work on a content folder: the steps run on a copy of it, and the copy
// then takes the folder's place, the folder kept as a backup; a current folder is left untouched.
import { migrateContent, olderShape, type Migrated } from './migrate.ts';
import { withContentLock } from '../owner-files/lock.ts';
import { finishInterrupted, replaceFolder } from '../owner-files/replace.ts';

/** The command, as the lock names it to another tool that finds the folder in use. */
const TOOL = 'npm run content:migrate';

/**
 * Migrates `dir` to today's shape, the folder locked throughout; `say` is told of an interrupted
 * change finished and where the previous folder is kept. What each step changed; undefined when
 * nothing was in an older shape.
 */
export function migrateFolder(
	dir: string,
	say: (line: string) => void,
): Promise<Migrated[] | undefined> {
	return withContentLock(dir, TOOL, () => migrateLocked(dir, say), say);
}

async function migrateLocked(
	dir: string,
	say: (line: string) => void,
): Promise<Migrated[] | undefined> {
	const finished = finishInterrupted(dir);
	if (finished) say(finished);
	const { stops, builds } = olderShape(dir);
	if (stops.length + builds.length === 0) return undefined;
	let migrated: Migrated[] = [];
	await replaceFolder(
		dir,
		(next) => {
			migrated = migrateContent(next);
		},
		{ start: 'copy', say },
	);
	return migrated;
}
