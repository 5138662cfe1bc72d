// The owner's texts in every language: pages.json over the built-in interface texts, and the
// further languages' files (`<lang>/`) merged over the default language's.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { siteTextsSchema, TRANSLATED_SITE_FIELDS, type Site } from '../schemas/site.ts';
import { pagesSchema, type Pages } from '../schemas/pages.ts';
import {
	identityFieldsOf,
	resumeSchema,
	resumeSiteProblems,
	type Resume,
	type ResumeDocument,
} from '../schemas/resume.ts';
import { withModernNames } from '../schemas/resume-names.ts';
import { formatIssues } from '../schemas/messages.ts';
import { contentProblems, readJson } from './content-files.ts';
import { personOf } from '../resume/person.ts';
import { publishedResume } from '../resume/privacy.ts';
import { mergeTexts, missingTexts } from '../i18n/languages.ts';
import { layerTexts, type DefaultTexts } from '../i18n/text-layers.ts';
import { english } from '../i18n/built-in/languages.ts';
import { valueAt } from '../i18n/texts.ts';
import type { Translation } from './settings.ts';

/**
 * Reads JSON files of `dir` through a schema: the value, or undefined with the file's problems
 * added to `problems`. `show` names a file (relative to `dir`) as messages show it.
 */
export function jsonReader(dir: string, show: (file: string) => string, problems: string[]) {
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

/** The owner's pages.json at `path` as written; `{}` when there is none. Throws a ContentError. */
function readOwnTexts(path: string, shown: string): unknown {
	return existsSync(path) ? readJson(path, shown) : {};
}

/**
 * The texts of `lang` as its pages show them: `own` (its owner's pages.json, named `shown` in
 * messages) layered over the template's built-in texts and, for a further language, `defaults`.
 * Undefined with the problems added to `problems` when a text is missing or wrong.
 */
export function layeredPageTexts(
	own: unknown,
	lang: string,
	shown: string,
	problems: string[],
	defaults?: DefaultTexts,
): { copy: Pages; fallback: string[] } | undefined {
	const { texts, fallback, missing } = layerTexts(own, lang, defaults);
	const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
	const noFile = typeof own === 'object' && own !== null && Object.keys(own).length === 0;
	if (missing.length > 0 && noFile)
		problems.push(
			`${shown}: (file): missing; the template has no ${language} texts: write every text in ${language} (the keys of the English texts, see docs/owner-guide.md)`,
		);
	else
		problems.push(
			...missing.map(
				(key) =>
					`${shown}: ${key}: missing; write the ${language} text (in English: ${JSON.stringify(valueAt(english, key))})`,
			),
		);
	// The English words stand in for the missing ones, so the schema names only other problems.
	const result = pagesSchema.safeParse(missing.length > 0 ? mergeTexts(english, texts) : texts);
	if (!result.success) problems.push(...formatIssues(shown, result.error));
	return result.success && missing.length === 0 ? { copy: result.data, fallback } : undefined;
}

/**
 * The default language's texts in `dir`: its pages.json (`show` names it) over the built-in
 * texts of its language, which is `lang`'s (site.json's first) or the file's own `lang`, else
 * English. Undefined with the problems added to `problems`.
 */
export function readDefaultTexts(
	dir: string,
	show: (file: string) => string,
	problems: string[],
	lang: string | undefined,
): { copy: Pages; own: unknown } | undefined {
	let own: unknown;
	try {
		own = readOwnTexts(join(dir, 'pages.json'), show('pages.json'));
	} catch (error) {
		problems.push(...contentProblems(error));
		return undefined;
	}
	const declared = (own as { lang?: unknown } | null)?.lang;
	const tag = typeof declared === 'string' ? declared : (lang ?? 'en');
	const read = layeredPageTexts(own, tag, show('pages.json'), problems);
	return read && { copy: read.copy, own };
}

/**
 * The translations in `dir` (a folder laid out like `content/`) of the default language's
 * `base` texts: one per further language, read from `<dir>/<lang>/`: resume.json (whole or in
 * part) and site.json (welcome, description, footerNote), merged over the default language's key
 * by key, and pages.json over the language's built-in texts. What a translation leaves out falls
 * back to the default language's text (of pages.json, the owner's own words only) and is listed
 * in `fallback`; a missing file is a translation with everything falling back. Who the owner is
 * (the identity fields of `basics`) comes from the default language's résumé alone, but for the
 * name as the language writes it: a translated résumé that sets another is a problem. `base.document` is
 * the default résumé as written (its parsed one without). `show` names a file as messages show it.
 */
export function readTranslations(
	dir: string,
	show: (file: string) => string,
	languages: readonly string[],
	base: {
		settings: Site;
		copy: Pages;
		resume: Resume;
		document?: ResumeDocument;
		/** The default language's pages.json as written; its texts `copy` when not given. */
		pages?: unknown;
	},
): { translations: Translation[]; problems: string[] } {
	const problems: string[] = [];
	const read = jsonReader(dir, show, problems);
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
		const layered = layeredPageTexts(pagesRaw ?? {}, lang, pagesFile, problems, {
			own: base.pages ?? base.copy,
			texts: base.copy,
		});
		const copy = layered?.copy;
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
		const resumeFile = show(`${lang}/resume.json`);
		for (const field of identityFieldsOf(resumeRaw))
			problems.push(
				`${resumeFile}: ${field}: a translation does not say who you are; remove it: identity (e-mail, phone, location, web address, photo, profiles) comes from ${show('resume.json')}; a translation may write only your name as that language writes it`,
			);
		const fullResume = exists('resume.json')
			? read(`${lang}/resume.json`, resumeSchema, (value) => mergeTexts(base.resume, value))
			: base.resume;
		if (problems.length > before || !copy || !siteTexts || !fullResume) return [];
		problems.push(...resumeSiteProblems(fullResume, resumeFile));
		const resume = publishedResume(fullResume, base.settings.publish);
		const site = { ...base.settings, ...siteTexts, ...personOf(resume) };
		const document = mergeTexts(base.document ?? base.resume, withModernNames(resumeRaw).document);
		return [
			{
				lang,
				site,
				copy,
				resume,
				document: publishedResume(document as ResumeDocument, base.settings.publish),
				fallback: {
					pages: layered?.fallback ?? [],
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
