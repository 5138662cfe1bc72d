// The owner's private files in the content folder: git ignores the folder and the site's build
// never reads it. The résumé's private fields (a partial JSON Resume merged over the public one by
// the outputs the owner opts into) and the applications live there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withModernNames } from '../schemas/resume-names.ts';
import { readJson } from './content-files.ts';

/** The folder of the content folder that holds what is never published nor tracked by git. */
export const PRIVATE_FOLDER = 'private';

/** The private part of the résumé, in the private folder: its fields are merged over resume.json. */
export const PRIVATE_RESUME = 'resume.json';

/**
 * The private résumé of the content folder `root` as written (its older JSON Resume names read as
 * their 1.0 ones); undefined when there is none. Throws a ContentError for a file that is no JSON.
 */
export function readPrivateResume(root: string): unknown {
	const file = join(root, PRIVATE_FOLDER, PRIVATE_RESUME);
	return existsSync(file) ? withModernNames(readJson(file, file)).document : undefined;
}
