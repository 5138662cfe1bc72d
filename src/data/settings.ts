// The owner's settings, page texts and résumé in every language, as the build reads them through
// the check of the content folder.
import type { Site } from '../schemas/site.ts';
import type { Pages } from '../schemas/pages.ts';
import type { Resume } from '../schemas/resume.ts';
import type { Person } from '../resume/resume.ts';
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

/**
 * The validated settings, texts and résumé of the content folder. A file that cannot be read or
 * fails its schema throws a ContentError with the lines `npm run content:check` prints.
 */
export function readSettings(): Settings {
	const { settings, problems } = checkSettings(contentDir, shownPath);
	if (!settings) throw new ContentError(problems);
	return settings;
}
