// `npm run content:migrate`'s work on a content folder: the steps run on a copy of it, and the copy
// then takes the folder's place, the folder kept as a backup; a current folder is left untouched.
import { migrateContent, olderShape, type Migrated } from './migrate.ts';
import { finishInterrupted, replaceFolder } from '../owner-files/replace.ts';

/**
 * Migrates `dir` to today's shape; `say` is told of an interrupted change finished and where the
 * previous folder is kept. What each step changed; undefined when nothing was in an older shape.
 */
export async function migrateFolder(
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
