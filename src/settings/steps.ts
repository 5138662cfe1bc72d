// The steps that read the owner's settings: site.json, pages.json over the built-in texts,
// resume.json, the languages and each further language's files, each adding the problems it
// finds; the settings of every language once none did.
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
import { fontProblem } from '../fonts/family.ts';
import { jsonReader, languagesProblem, readDefaultTexts } from './page-texts.ts';
import { readLanguageFiles } from './language-files.ts';
import type { LanguageSettings, Settings } from './settings.ts';

/** What the steps share: the folder, the files read so far and the problems found. */
export interface SettingsState {
	dir: string;
	/** A path as messages name it. */
	show: (path: string) => string;
	/** One line per problem: `<file>: <field>: <what is wrong>; <fix>`. */
	problems: string[];
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
	/** The settings of the languages after the default. */
	further?: LanguageSettings[];
}

/** One step: reads what it needs from the state, adds the problems it finds. */
export type SettingsStep = (state: SettingsState) => void;

/** Reads `name` of the folder through `schema`, its problems added to the state's. */
const reader = (state: SettingsState) =>
	jsonReader(state.dir, (name) => state.show(join(state.dir, name)), state.problems);

/** site.json, and the font family it names installed. */
export const readSite: SettingsStep = (state) => {
	const site = (state.site = reader(state)('site.json', siteSchema));
	const font = site?.font && fontProblem(site.font, state.show(join(state.dir, 'site.json')));
	if (font) state.problems.push(font);
};

/** pages.json over the built-in texts of the default language. */
export const readPages: SettingsStep = (state) => {
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
export const readResume: SettingsStep = (state) => {
	let written: unknown;
	state.resume = reader(state)('resume.json', resumeSchema, (raw) => (written = raw));
	if (state.resume) state.resumeDocument = written as ResumeDocument;
	if (state.resume)
		state.problems.push(
			...resumeSiteProblems(state.resume, state.show(join(state.dir, 'resume.json'))),
		);
};

/** site.json's languages against the language pages.json is written in. */
export const checkLanguages: SettingsStep = (state) => {
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

/** The files of the further languages. */
export const readFurtherLanguages: SettingsStep = (state) => {
	const { dir, show, site, copy, resume, languages } = state;
	if (!site || !copy || !resume || !languages) return;
	const read = readLanguageFiles(dir, (name) => show(join(dir, name)), languages, {
		settings: site,
		copy,
		resume,
		document: withModernNames(state.resumeDocument).document as ResumeDocument,
		pages: state.ownTexts,
	});
	state.problems.push(...read.problems);
	state.further = read.languages;
};

/** `step`, run only when no step before it found a problem. */
const whenValid =
	(step: SettingsStep): SettingsStep =>
	(state) =>
		state.problems.length > 0 ? undefined : step(state);

/**
 * The settings in the order the build has always named their files: it stops at the first part
 * with problems.
 */
export const SETTINGS_STEPS: SettingsStep[] = [
	readSite,
	readPages,
	readResume,
	whenValid(checkLanguages),
	readFurtherLanguages,
];

/** The settings of every language as the steps left them; undefined when one found a problem. */
export function settingsOf(state: SettingsState): Settings | undefined {
	const { site, copy, resume, languages, further, problems } = state;
	if (problems.length > 0 || !site || !copy || !resume || !languages || !further) return undefined;
	const published = publishedResume(resume, site.publish);
	const document = withModernNames(state.resumeDocument).document as ResumeDocument;
	const own: LanguageSettings = {
		lang: copy.lang,
		site: { ...site, ...personOf(published) },
		copy,
		resume: published,
		document: publishedResume(document, site.publish),
		fallback: { pages: [], site: [], resume: [] },
	};
	const all = [own, ...further];
	return {
		site: own.site,
		copy,
		resume: published,
		document: own.document,
		languages,
		byLanguage: Object.fromEntries(all.map((language) => [language.lang, language])),
	};
}
