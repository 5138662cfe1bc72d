/**
 * The owner's settings (content/site.json), page texts (content/pages.json) and résumé
 * (content/resume.json) of the content folder (src/content-dir.ts), read and validated once
 * for the build: astro.config.mjs needs the
 * site's address, the languages and the new-tab words, the pages need everything. A file that
 * cannot be read or fails its schema stops the build with the lines `npm run content:check`
 * prints, prefixed with `content/`. Each further language's texts are read from `content/<lang>/`.
 */
import { contentDir, contentPath } from './content-dir.ts';
import { siteSchema, type Site } from '../schemas/site.ts';
import { pagesSchema, pagesSiteProblems, type Pages } from '../schemas/pages.ts';
import { resumeSchema, resumeSiteProblems, type Resume } from '../schemas/resume.ts';
import { ContentError } from './content-files.ts';
import { personOf, publishedResume, type Person } from '../resume/resume.ts';
import { jsonReader, languagesProblem, readTranslations } from './translations.ts';

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

/** The validated settings, texts and résumé in the content folder; throws a ContentError. */
export function readSettings(): Settings {
	const problems: string[] = [];
	const read = jsonReader(contentDir, contentPath, problems);
	const settings = read('site.json', siteSchema);
	const copy = read('pages.json', pagesSchema);
	const fullResume = read('resume.json', resumeSchema);
	if (fullResume) problems.push(...resumeSiteProblems(fullResume, contentPath('resume.json')));
	const resume = fullResume && settings && publishedResume(fullResume, settings.publish);
	const site = settings && resume && { ...settings, ...personOf(resume) };
	if (site && copy) problems.push(...pagesSiteProblems(copy, site, contentPath('pages.json')));
	if (problems.length > 0 || !settings || !site || !copy || !resume || !fullResume)
		throw new ContentError(problems);
	const languages = settings.languages ?? [copy.lang];
	const mismatch = languagesProblem(
		settings.languages,
		copy,
		contentPath('pages.json'),
		contentPath('site.json'),
	);
	if (mismatch) throw new ContentError([mismatch]);
	const other = readTranslations(contentDir, contentPath, languages, {
		settings,
		copy,
		resume: fullResume,
	});
	if (other.problems.length > 0) throw new ContentError(other.problems);
	const own: Translation = {
		lang: copy.lang,
		site,
		copy,
		resume,
		fallback: { pages: [], site: [], resume: [] },
	};
	const translations = Object.fromEntries(
		[own, ...other.translations].map((translation) => [translation.lang, translation]),
	);
	return { site, copy, resume, languages, translations };
}
