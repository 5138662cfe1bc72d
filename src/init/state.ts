// What init's steps share: the owner's choices, what is read from them and the files made from
// them, filled in step by step; a step that finds problems adds them, and init stops after it.
import type { ContentCheck } from '../check/state.ts';
import type { MovableField } from '../resume/privacy.ts';
import type { Resume } from '../schemas/resume.ts';
import type { Site } from '../schemas/site.ts';

/** What the owner chose: every value, prompted for or given as flags. */
export interface InitChoices {
	/** Their JSON Resume file. */
	resume: string;
	url: string;
	/**
	 * The default language first, each one the template ships interface texts in; by default the
	 * sample's default language alone.
	 */
	languages?: string[];
	/** The content folder to make theirs. */
	content: string;
	/** Replace content that is no longer the sample's. */
	force?: boolean;
	/** Their own logo (.svg, .png or .webp) instead of the monogram. */
	logo?: string;
	/** Their accent colour, #rrggbb, instead of the sample's. */
	accent?: string;
	/** The manifest of the sample's files; the template's own by default. */
	manifest?: string;
	/** The title of the first draft project. */
	project?: string;
	today?: Date;
}

/** Where init prints: lines of what it did, and problems; `show` names a path as messages give it. */
export interface InitOutput {
	out: (line: string) => void;
	err: (line: string) => void;
	show: (path: string) => string;
}

/**
 * The state init's steps work over. Each field below `problems` is set by one step before any
 * step that reads it runs; nothing of the owner's changes before every file is made.
 */
export interface InitState extends InitOutput {
	choices: InitChoices;
	/** The content folder being made the owner's. */
	dir: string;
	today: Date;
	/** One line per problem that stops init: `<file>: <field>: <what is wrong>; <fix>`. */
	problems: string[];
	/** Set by a step after which nothing more is done, with or without problems to name. */
	isStopped?: boolean;
	/** The résumé given: checked, and as written. */
	resume?: Resume;
	written?: unknown;
	/** The content folder's site.json as it is, before init replaces it. */
	previous?: Site;
	/** The photo the résumé names, beside it, and its bytes once read. */
	photo?: string;
	photoBytes?: Buffer;
	/** The site's languages, the default first. */
	languages?: string[];
	/** The brand files site.json names: the logo and the favicon. */
	logo?: string;
	icon?: string;
	/** site.json as init writes it. */
	site?: Site;
	/** The brand files by name, drawn or made from the owner's logo. */
	brand?: Record<string, string | Buffer>;
	/** The résumé's fields that go to the private résumé. */
	movable?: MovableField[];
	/** The JSON files by path in the folder, formatted as the project's. */
	texts?: Record<string, string>;
	/** The folder the new content is written in before it takes the place of `dir`. */
	next?: string;
	/** The first draft project's files, by their path once in place. */
	project?: string[];
	/** The content check of the new folder. */
	check?: ContentCheck;
}

/** One step of init: reads what it needs from the state, adds what it makes or the problems. */
export type InitStep = (state: InitState) => void | Promise<void>;
