// The owner's settings, page texts and résumé in every language, as the build reads them: read
// and validated once per process, shared by the config, the collections and the pages.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, shownPath } from '../data/content-dir.ts';
import { ContentError } from '../data/content-files.ts';
import type { Settings } from './settings.ts';
import { SETTINGS_STEPS, settingsOf, type SettingsState } from './steps.ts';

/** The files of the folder and of each language's subfolder that the settings are read from. */
const SETTINGS_FILES = ['site.json', 'pages.json', 'resume.json'];

/**
 * The size and time of change of each settings file in `dir` and its subfolders, taken before
 * they are read: settings read since are up to date while this stays the same.
 */
function stampOf(dir: string): string {
	const folders = existsSync(dir)
		? readdirSync(dir, { withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => entry.name)
		: [];
	return ['', ...folders]
		.flatMap((folder) =>
			SETTINGS_FILES.map((name) => {
				const stat = statSync(join(dir, folder, name), { throwIfNoEntry: false });
				return stat ? `${stat.size}@${stat.mtimeMs}` : '-';
			}),
		)
		.join(' ');
}

const CHECKED = Symbol.for('portfolio.settings');

/**
 * The settings read in this process, by content folder, with the stamp of their files. The
 * config, the collections and the pages each load this module on their own, so the cache lives
 * on the global object.
 */
function checked(): Map<string, { stamp: string; settings: Settings }> {
	const global = globalThis as {
		[CHECKED]?: Map<string, { stamp: string; settings: Settings }>;
	};
	return (global[CHECKED] ??= new Map());
}

/**
 * The settings, texts and résumé of every language in the content folder `dir`, or the problems
 * of its settings files in the order the build names them. `show` names a path as messages show it.
 */
export function readSettingsOf(
	dir: string,
	show: (path: string) => string,
): { settings?: Settings; problems: string[] } {
	const state: SettingsState = { dir, show, problems: [] };
	for (const step of SETTINGS_STEPS) step(state);
	const settings = settingsOf(state);
	return settings ? { settings, problems: state.problems } : { problems: state.problems };
}

/**
 * The validated settings, texts and résumé of the content folder, read once per process (and
 * again after a file changes, as in `astro dev`). A file that cannot be read or fails its schema
 * throws a ContentError with the lines `npm run content:check` prints.
 */
export function readSettings(): Settings {
	const stamp = stampOf(contentDir);
	const known = checked().get(contentDir);
	if (known?.stamp === stamp) return known.settings;
	const { settings, problems } = readSettingsOf(contentDir, shownPath);
	if (!settings) throw new ContentError(problems);
	checked().set(contentDir, { stamp, settings });
	return settings;
}
