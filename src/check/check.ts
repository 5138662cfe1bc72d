// One check of a content folder, for the build and `npm run content:check` alike: each file read
// and validated once, by steps that each add the problems and notes they find; the settings
// reader's steps are some of them.
import type { CheckedProject } from '../data/project-files.ts';
import type { CheckedNote } from '../data/note-files.ts';
import { contentDir, shownPath } from '../data/content-dir.ts';
import { ContentError } from '../data/content-files.ts';
import type { Settings } from '../settings/settings.ts';
import {
	checkLanguages,
	readFurtherLanguages,
	readPages,
	readResume,
	readSite,
	SETTINGS_STEPS,
	settingsOf,
	type SettingsState,
} from '../settings/steps.ts';
import {
	brandFileProblems,
	olderNameNotes,
	dateNotes,
	outside,
	photoNote,
	privacyNotes,
	pageNotes,
	projectFiles,
	projectTags,
	translationFiles,
	applications,
} from './steps.ts';
import { noteFileChecks } from './note-check.ts';
import { older } from './older.ts';

/** What a check of a content folder found. */
export interface ContentCheck {
	/** The settings, texts and résumé of every language; undefined when a step found a problem. */
	settings?: Settings;
	/** The project files that passed their checks (`content:check` checks them, not the build). */
	projects: CheckedProject[];
	/** The note files that passed their checks (`content:check` checks them, not the build). */
	noteFiles: CheckedNote[];
	/** One line per problem: `<file>: <field>: <what is wrong>; <fix>`. */
	problems: string[];
	/** One line per remark that is no problem: what the site leaves out or shows as it is. */
	notes: string[];
}

/** What the steps of a check share: the folder, the files read so far and what was found. */
export interface CheckState extends SettingsState, Omit<ContentCheck, 'settings'> {
	/** The day a note must be out by to be published; today when not given. */
	today?: Date;
	/** Set by a step after which nothing more is read. */
	isStopped?: boolean;
}

/** One step of a check: reads what it needs from the state, adds the problems and notes it finds. */
export type Step = (state: CheckState) => void | Promise<void>;

/** A step the build runs: the build reads its settings before anything can wait. */
type SyncStep = (state: CheckState) => void;

/**
 * What the build checks before it reads the settings: files outside the folder and content of an
 * older shape stop it before any schema error they would cause.
 */
const BEFORE_SETTINGS: SyncStep[] = [outside, older];

/**
 * What the build checks before it starts, in the order it has always named the files: it stops
 * at the first part with problems. The collections' loader checks the project files as it reads
 * them, the pages the brand files.
 */
const BUILD: SyncStep[] = [...BEFORE_SETTINGS, ...SETTINGS_STEPS];

/** What `content:check` checks: every file, each part whose files it needs are valid. */
const CONTENT: Step[] = [
	outside,
	older,
	projectFiles,
	projectTags,
	readResume,
	olderNameNotes,
	dateNotes,
	photoNote,
	readSite,
	privacyNotes,
	pageNotes,
	brandFileProblems,
	readPages,
	checkLanguages,
	readFurtherLanguages,
	translationFiles,
	noteFileChecks,
	applications,
];

/** The check as its steps left it: the settings of every language when they found no problem. */
function result(state: CheckState): ContentCheck {
	const { projects, noteFiles, problems, notes } = state;
	const settings = settingsOf(state);
	return settings
		? { settings, projects, noteFiles, problems, notes }
		: { projects, noteFiles, problems, notes };
}

const start = (dir: string, show: (path: string) => string): CheckState => ({
	dir,
	show,
	projects: [],
	noteFiles: [],
	problems: [],
	notes: [],
});

/**
 * The build's check of the content folder `dir`: its settings, texts and résumé in every
 * language, or the problems that stop the build. `show` names a path as messages show it.
 */
export function checkBuild(dir: string, show: (path: string) => string): ContentCheck {
	const state = start(dir, show);
	for (const step of BUILD) if (!state.isStopped) step(state);
	return result(state);
}

/**
 * The build's first step, before anything reads the settings: throws a ContentError with the
 * lines `npm run content:check` prints when the content folder has files outside it or content
 * of an older shape. The settings reader names the problems of the settings files.
 */
export function checkBeforeBuild(): void {
	const state = start(contentDir, shownPath);
	for (const step of BEFORE_SETTINGS) if (!state.isStopped) step(state);
	if (state.problems.length > 0) throw new ContentError(state.problems);
}

/** Every check of `content:check` on the content folder `dir`: problems, notes and projects. */
export async function checkContent(
	dir: string,
	show: (path: string) => string,
): Promise<ContentCheck> {
	const state = start(dir, show);
	for (const step of CONTENT) if (!state.isStopped) await step(state);
	return result(state);
}
