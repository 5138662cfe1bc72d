// The owner's settings files as written (parsed JSON, nothing checked, merged or withheld): for
// the tools that need a field before the check, or the file itself to write it back.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from '../data/content-files.ts';
import { PRIVATE_FOLDER, PRIVATE_RESUME } from '../data/private-files.ts';
import { withModernNames } from '../schemas/resume-names.ts';

/**
 * A settings file of a content folder: site.json, pages.json or resume.json, of the folder itself
 * or of a folder in it (a language's, `es/site.json`, or the private one).
 */
export type SettingsFile = `${'' | `${string}/`}${'site' | 'pages' | 'resume'}.json`;

/** `name` in the folder `sub` of a content folder (`''` for the folder itself). */
export const settingsFile = (sub: string, name: 'site.json' | 'pages.json' | 'resume.json') =>
	(sub === '' ? name : `${sub}/${name}`) as SettingsFile;

/**
 * The settings file `file` of the content folder `dir` as written. Throws a ContentError naming
 * it as `shown` (its path unless given) when it is missing, not UTF-8 or not JSON.
 */
export function readWritten(dir: string, file: SettingsFile, shown = join(dir, file)): unknown {
	return readJson(join(dir, file), shown);
}

/**
 * The settings file `file` of the content folder `dir` as written; undefined when it is missing,
 * not UTF-8 or not JSON: the content check names those problems.
 */
export function writtenOrNone(dir: string, file: SettingsFile): unknown {
	try {
		return readWritten(dir, file);
	} catch {
		return undefined;
	}
}

/**
 * The private résumé of the content folder `root` as written (its older JSON Resume names read as
 * their 1.0 ones); undefined when there is none. Throws a ContentError for a file that is no JSON.
 */
export function readPrivateResume(root: string): unknown {
	const file = settingsFile(PRIVATE_FOLDER, PRIVATE_RESUME);
	return existsSync(join(root, file))
		? withModernNames(readWritten(root, file)).document
		: undefined;
}
