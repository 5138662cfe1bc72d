// One check of a content folder, for the build and `npm run content:check` alike: each file read
// and validated once, by steps that each add the problems and notes they find; the settings
// reader's steps are some of them.
import { contentDir, shownPath } from '../data/content-dir.ts';
import { ContentError } from '../data/content-files.ts';
import {
	checkLanguages,
	readFurtherLanguages,
	readPages,
	readResume,
	readSite,
	SETTINGS_STEPS,
	settingsOf,
} from '../settings/steps.ts';
import type { CheckState, ContentCheck, Step } from './state.ts';
import {
	brandFileProblems,
	olderNameNotes,
	dateNotes,
	outside,
	photoNote,
	pageNotes,
	projectFiles,
	projectTags,
	translationFiles,
	applications,
} from './steps.ts';
import { noteFileChecks } from './note-check.ts';
import { privateFieldNotes, privateResume, unshownFieldNotes } from './private-check.ts';
import { older } from './older.ts';

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
	pageNotes,
	brandFileProblems,
	readPages,
	checkLanguages,
	readFurtherLanguages,
	translationFiles,
	privateFieldNotes,
	unshownFieldNotes,
	privateResume,
	noteFileChecks,
	applications,
];

/** The check as its steps left it: the settings of every language when they found no problem. */
function result(state: CheckState): ContentCheck {
	const { projects, noteFiles, applications, problems, notes } = state;
	const settings = settingsOf(state);
	return settings
		? { settings, projects, noteFiles, applications, problems, notes }
		: { projects, noteFiles, applications, problems, notes };
}

const start = (dir: string, show: (path: string) => string): CheckState => ({
	dir,
	show,
	projects: [],
	noteFiles: [],
	applications: [],
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
