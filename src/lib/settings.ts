/**
 * The owner's settings (content/site.json), page texts (content/pages.json) and résumé
 * (content/resume.json) of the content folder (src/content-dir.ts), read and validated once
 * for the build: astro.config.mjs needs the
 * site's address, the languages and the new-tab words, the pages need everything. A file that
 * cannot be read or fails its schema stops the build with the lines `npm run content:check`
 * prints, prefixed with `content/`.
 *
 * Each further language of `languages` (site.json) has its texts in `content/<lang>/`:
 * pages.json and resume.json (whole or in part) and site.json (welcome, description,
 * footerNote), merged over the default language's key by key; what a translation leaves out
 * falls back to the default language's text and is listed in `fallback`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, contentPath, shownPath } from '../content-dir.ts';
import { outsideLinks } from '../security/content-bounds.ts';
import type { z } from 'astro/zod';
import { siteSchema, siteTextsSchema, TRANSLATED_SITE_FIELDS, type Site } from '../schemas/site.ts';
import { pagesSchema, pagesSiteProblems, type Pages } from '../schemas/pages.ts';
import { resumeSchema, resumeSiteProblems, type Resume } from '../schemas/resume.ts';
import { formatIssues } from '../schemas/messages.ts';
import { ContentError, contentProblems, readJson } from './content-files.ts';
import { personOf, publishedResume, type Person } from './resume.ts';
import { mergeTexts, missingTexts } from './languages.ts';

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

/** Reads a JSON file of `dir` through `schema`: its value, or its problems added to `problems`. */
function reader(dir: string, show: (file: string) => string, problems: string[]) {
	return function read<T extends z.ZodType>(
		name: string,
		schema: T,
		merge?: (raw: unknown) => unknown,
	): z.infer<T> | undefined {
		const shown = show(name);
		try {
			const raw = readJson(join(dir, name), shown);
			const result = schema.safeParse(merge ? merge(raw) : raw);
			if (result.success) return result.data;
			problems.push(...formatIssues(shown, result.error));
		} catch (error) {
			problems.push(...contentProblems(error));
		}
		return undefined;
	};
}

/**
 * The translations in `dir` (a folder laid out like `content/`) of the default language's
 * `base` texts: one per further language, read from `<dir>/<lang>/`. A missing file is a
 * translation with everything falling back. `show` names a file as messages show it.
 */
export function readTranslations(
	dir: string,
	show: (file: string) => string,
	languages: readonly string[],
	base: { settings: Site; copy: Pages; resume: Resume },
): { translations: Translation[]; problems: string[] } {
	const problems: string[] = [];
	const read = reader(dir, show, problems);
	const translations = languages.slice(1).flatMap((lang): Translation[] => {
		const exists = (name: string) => existsSync(join(dir, lang, name));
		const raw = (name: string) =>
			exists(name) ? readJson(join(dir, lang, name), show(`${lang}/${name}`)) : undefined;
		const before = problems.length;
		let pagesRaw: unknown, siteRaw: unknown, resumeRaw: unknown;
		try {
			pagesRaw = raw('pages.json');
			siteRaw = raw('site.json');
			resumeRaw = raw('resume.json');
		} catch (error) {
			problems.push(...contentProblems(error));
			return [];
		}
		const pagesFile = show(`${lang}/pages.json`);
		const declared = (pagesRaw as { lang?: unknown } | undefined)?.lang;
		if (declared !== undefined && declared !== lang)
			problems.push(
				`${pagesFile}: lang: is ${JSON.stringify(declared)}, but this folder holds the "${lang}" texts; write "lang": "${lang}" or leave the field out`,
			);
		const copy = exists('pages.json')
			? read(`${lang}/pages.json`, pagesSchema, (value) => ({
					...(mergeTexts(base.copy, value) as object),
					lang,
				}))
			: { ...base.copy, lang };
		const siteFile = show(`${lang}/site.json`);
		if (
			siteRaw !== undefined &&
			(typeof siteRaw !== 'object' || siteRaw === null || Array.isArray(siteRaw))
		)
			problems.push(
				`${siteFile}: (file): expected an object of texts, e.g. { "welcome": "..." }; see docs/owner-guide.md`,
			);
		const shared = Object.keys((siteRaw as object | undefined) ?? {}).filter(
			(key) => !(TRANSLATED_SITE_FIELDS as readonly string[]).includes(key),
		);
		for (const key of shared)
			problems.push(
				`${siteFile}: ${key}: not a text a translation sets (only ${TRANSLATED_SITE_FIELDS.join(', ')}); remove it: the other settings are written once, in site.json`,
			);
		const siteTexts = exists('site.json')
			? shared.length === 0
				? read(`${lang}/site.json`, siteTextsSchema)
				: undefined
			: {};
		const fullResume = exists('resume.json')
			? read(`${lang}/resume.json`, resumeSchema, (value) => mergeTexts(base.resume, value))
			: base.resume;
		if (problems.length > before || !copy || !siteTexts || !fullResume) return [];
		const resumeFile = show(`${lang}/resume.json`);
		problems.push(...resumeSiteProblems(fullResume, resumeFile));
		const resume = publishedResume(fullResume, base.settings.publish);
		const site = { ...base.settings, ...siteTexts, ...personOf(resume) };
		problems.push(...pagesSiteProblems(copy, site, pagesFile));
		return [
			{
				lang,
				site,
				copy,
				resume,
				fallback: {
					pages: missingTexts(base.copy, pagesRaw).filter((key) => key !== 'lang'),
					site: TRANSLATED_SITE_FIELDS.filter(
						(key) => (siteRaw as Record<string, unknown> | undefined)?.[key] === undefined,
					),
					resume: resumeRaw === undefined ? ['(file)'] : missingTexts(base.resume, resumeRaw),
				},
			},
		];
	});
	return { translations, problems };
}

/**
 * The problem with the languages a site.json lists and the language pages.json is written in:
 * the first language is the default, so pages.json must be written in it.
 */
export function languagesProblem(
	languages: readonly string[] | undefined,
	copy: Pages,
	pagesFile: string,
	siteFile: string,
): string | undefined {
	if (!languages) return undefined;
	if (languages.length > 1 && copy.layout.languages === undefined)
		return `${pagesFile}: layout.languages: missing; ${siteFile} lists several languages: write the name screen readers give the links to the other languages, e.g. "Languages"`;
	if (languages[0] === copy.lang) return undefined;
	return `${pagesFile}: lang: is "${copy.lang}", but ${siteFile} lists "${languages[0]}" first, as the default language; write "lang": "${languages[0]}", or put "${copy.lang}" first in "languages"`;
}

/** The validated settings, texts and résumé in the content folder; throws a ContentError. */
export function readSettings(): Settings {
	// Nothing is read through a link that leaves the content folder: such a link stops the build first.
	const outside = outsideLinks(contentDir, shownPath);
	if (outside.length > 0) throw new ContentError(outside);
	const problems: string[] = [];
	const read = reader(contentDir, contentPath, problems);
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
