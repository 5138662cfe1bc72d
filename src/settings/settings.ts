// The shape of the owner's settings as the build reads them: each language's settings, texts
// and résumé, and what of them falls back to the default language's.
import type { Site } from '../schemas/site.ts';
import type { Pages } from '../schemas/pages.ts';
import type { Resume, ResumeDocument } from '../schemas/resume.ts';
import type { Person } from '../resume/person.ts';
import type { Fallback } from '../i18n/texts.ts';

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

/** One language's settings and texts, and which of them fell back to the default language's. */
export interface LanguageSettings extends Texts {
	lang: string;
	/**
	 * The fields this language shows in the default language, as dotted paths of each file
	 * (`home.greeting`); `resume` holds `(file)` when the language has no resume.json.
	 */
	fallback: Fallback;
}

export interface Settings extends Texts {
	/** The languages, the default first. */
	languages: string[];
	/** Every language's settings, the default's included, by language tag. */
	byLanguage: Record<string, LanguageSettings>;
}
