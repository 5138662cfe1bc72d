// The owner's settings, page texts and résumé in every language, as the build reads them: one
// check of the content folder per process, shared by the config, the collections and the pages.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../schemas/site.ts';
import type { Pages } from '../schemas/pages.ts';
import type { Resume, ResumeDocument } from '../schemas/resume.ts';
import type { Person } from '../resume/person.ts';
import { contentDir, shownPath } from './content-dir.ts';
import { ContentError } from './content-files.ts';
import { checkSettings } from './check.ts';

/** The owner's settings, texts and résumé in one language. */
export interface Texts {
	/** The settings with who the owner is from the résumé: name, job title, e-mail, About paragraphs, profiles. */
	site: Site & Person;
	copy: Pages;
	/**
	 * The résumé as the site publishes it: every output (pages, PDF, /resume.json, JSON-LD) reads
	 * this one, so the phone number, street address, postal code and references appear only when
	 * site.json's `publish` names them.
	 */
	resume: Resume;
	/**
	 * /resume.json: the owner's whole document (fields the schema does not know, `meta` and
	 * `$schema` too, older names in their 1.0 form), the same private fields left out.
	 */
	document: ResumeDocument;
}

/** One language's texts, and which of them fell back to the default language's. */
export interface Translation extends Texts {
	lang: string;
	/**
	 * The fields this language shows in the default language, as dotted paths of each file
	 * (`home.greeting`); `resume` holds `(file)` when the language has no resume.json.
	 */
	fallback: { pages: string[]; site: string[]; resume: string[] };
}

export interface Settings extends Texts {
	/** The languages, the default first. */
	languages: string[];
	/** Every language's texts, the default's included, by language tag. */
	translations: Record<string, Translation>;
}

/** The files of the folder and of each language's subfolder that the settings are read from. */
const SETTINGS_FILES = ['site.json', 'pages.json', 'resume.json'];

/**
 * The size and time of change of each settings file in `dir` and its subfolders, taken before
 * they are read: a check made since is up to date while this stays the same.
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
 * The settings checked in this process, by content folder, with the stamp of their files. The
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
 * The validated settings, texts and résumé of the content folder, checked once per process (and
 * again after a file changes, as in `astro dev`). A file that cannot be read or fails its schema
 * throws a ContentError with the lines `npm run content:check` prints.
 */
export function readSettings(): Settings {
	const stamp = stampOf(contentDir);
	const known = checked().get(contentDir);
	if (known?.stamp === stamp) return known.settings;
	const { settings, problems } = checkSettings(contentDir, shownPath);
	if (!settings) throw new ContentError(problems);
	checked().set(contentDir, { stamp, settings });
	return settings;
}
