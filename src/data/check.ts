// One check of a content folder, for the build and `npm run content:check` alike: each file read
// and validated once, by steps that each add the problems and notes they find.
import { join } from 'node:path';
import { siteSchema, type Site } from '../schemas/site.ts';
import type { Pages } from '../schemas/pages.ts';
import {
	resumeSchema,
	resumeSiteProblems,
	type Resume,
	type ResumeDocument,
} from '../schemas/resume.ts';
import { withModernNames } from '../schemas/resume-names.ts';
import { personOf } from '../resume/person.ts';
import { publishedResume } from '../resume/privacy.ts';
import type { CheckedProject } from './project-files.ts';
import type { CheckedNote } from './note-files.ts';
import type { Settings, Translation } from './settings.ts';
import {
	jsonReader,
	languagesProblem,
	readDefaultTexts,
	readTranslations,
} from './translations.ts';
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
} from './check-steps.ts';
import { noteFileChecks } from './note-check.ts';
import { older } from '../migrate/older-step.ts';
import { fontProblem } from '../fonts/family.ts';

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
export interface CheckState extends ContentCheck {
	dir: string;
	/** A path as messages name it. */
	show: (path: string) => string;
	/** site.json, pages.json and resume.json (as written: nothing withheld yet), once valid. */
	site?: Site;
	copy?: Pages;
	/** pages.json as written (`{}` when there is none), once the texts are valid. */
	ownTexts?: unknown;
	resume?: Resume;
	/** resume.json as written, once it is valid. */
	resumeDocument?: ResumeDocument;
	/** The languages, once site.json's list agrees with pages.json. */
	languages?: string[];
	translations?: Translation[];
	/** The day a note must be out by to be published; today when not given. */
	today?: Date;
	/** Set by a step after which nothing more is read. */
	isStopped?: boolean;
}

/** One step of a check: reads what it needs from the state, adds the problems and notes it finds. */
export type Step = (state: CheckState) => void | Promise<void>;

/** A step the build runs: the build reads its settings before anything can wait. */
type SyncStep = (state: CheckState) => void;

/** Reads `name` of the folder through `schema`, its problems added to the state's. */
const reader = (state: CheckState) =>
	jsonReader(state.dir, (name) => state.show(join(state.dir, name)), state.problems);

/** site.json, and the font family it names installed. */
const readSite: SyncStep = (state) => {
	const site = (state.site = reader(state)('site.json', siteSchema));
	const font = site?.font && fontProblem(site.font, state.show(join(state.dir, 'site.json')));
	if (font) state.problems.push(font);
};

/** pages.json over the built-in texts of the default language. */
const readPages: SyncStep = (state) => {
	const { dir, show, problems, site } = state;
	const read = readDefaultTexts(
		dir,
		(name) => show(join(dir, name)),
		problems,
		site?.languages?.[0],
	);
	state.copy = read?.copy;
	state.ownTexts = read?.own;
};

/** resume.json, and the fields of it every page needs. */
const readResume: SyncStep = (state) => {
	let written: unknown;
	state.resume = reader(state)('resume.json', resumeSchema, (raw) => (written = raw));
	if (state.resume) state.resumeDocument = written as ResumeDocument;
	if (state.resume)
		state.problems.push(
			...resumeSiteProblems(state.resume, state.show(join(state.dir, 'resume.json'))),
		);
};

/** site.json's languages against the language pages.json is written in. */
const languages: SyncStep = (state) => {
	const { dir, show, site, copy, resume } = state;
	if (!site || !copy || !resume) return;
	const mismatch = languagesProblem(
		site.languages,
		copy,
		show(join(dir, 'pages.json')),
		show(join(dir, 'site.json')),
	);
	if (mismatch) state.problems.push(mismatch);
	else state.languages = site.languages ?? [copy.lang];
};

/** The texts of the further languages. */
const translations: SyncStep = (state) => {
	const { dir, show, site, copy, resume, languages } = state;
	if (!site || !copy || !resume || !languages) return;
	const read = readTranslations(dir, (name) => show(join(dir, name)), languages, {
		settings: site,
		copy,
		resume,
		document: withModernNames(state.resumeDocument).document as ResumeDocument,
		pages: state.ownTexts,
	});
	state.problems.push(...read.problems);
	state.translations = read.translations;
};

/** `step`, run only when no step before it found a problem. */
const whenValid =
	(step: SyncStep): SyncStep =>
	(state) =>
		state.problems.length > 0 ? undefined : step(state);

/**
 * What the build checks before it starts, in the order it has always named the files: it stops
 * at the first part with problems. The collections' loader checks the project files as it reads
 * them, the pages the brand files.
 */
const BUILD: SyncStep[] = [
	outside,
	older,
	readSite,
	readPages,
	readResume,
	whenValid(languages),
	translations,
];

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
	languages,
	translations,
	translationFiles,
	noteFileChecks,
	applications,
];

/** The check as its steps left it: the settings of every language when they found no problem. */
function result(state: CheckState): ContentCheck {
	const { site, copy, resume, languages, translations, projects, noteFiles, problems, notes } =
		state;
	const check = { projects, noteFiles, problems, notes };
	if (problems.length > 0 || !site || !copy || !resume || !languages || !translations) return check;
	const published = publishedResume(resume, site.publish);
	const document = withModernNames(state.resumeDocument).document as ResumeDocument;
	const own: Translation = {
		lang: copy.lang,
		site: { ...site, ...personOf(published) },
		copy,
		resume: published,
		document: publishedResume(document, site.publish),
		fallback: { pages: [], site: [], resume: [] },
	};
	const all = [own, ...translations];
	return {
		...check,
		settings: {
			site: own.site,
			copy,
			resume: published,
			document: own.document,
			languages,
			translations: Object.fromEntries(all.map((translation) => [translation.lang, translation])),
		},
	};
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
export function checkSettings(dir: string, show: (path: string) => string): ContentCheck {
	const state = start(dir, show);
	for (const step of BUILD) if (!state.isStopped) step(state);
	return result(state);
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
