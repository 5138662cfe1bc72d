// What a check of a content folder shares between its steps and returns: the settings reader's
// state, with the projects, notes and remarks the content check adds.
import type { CheckedProject } from '../data/project-files.ts';
import type { CheckedNote } from '../data/note-files.ts';
import type { CheckedApplication } from '../data/application-files.ts';
import type { Settings } from '../settings/settings.ts';
import type { SettingsState } from '../settings/steps.ts';

/** What a check of a content folder found. */
export interface ContentCheck {
	/** The settings, texts and résumé of every language; undefined when a step found a problem. */
	settings?: Settings;
	/** The project files that passed their checks (`content:check` checks them, not the build). */
	projects: CheckedProject[];
	/** The note files that passed their checks (`content:check` checks them, not the build). */
	noteFiles: CheckedNote[];
	/** The applications that passed their checks, each once (`content:check` checks them). */
	applications: CheckedApplication[];
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
