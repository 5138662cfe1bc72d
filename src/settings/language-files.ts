// The further languages' own files (`<lang>/pages.json`, `site.json`, `resume.json`), each
// merged over the default language's: one language's settings per further language.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteTextsSchema, TRANSLATED_SITE_FIELDS, type Site } from '../schemas/site.ts';
import type { Pages } from '../schemas/pages.ts';
import {
	identityFieldsOf,
	resumeSchema,
	resumeSiteProblems,
	type Resume,
	type ResumeDocument,
} from '../schemas/resume.ts';
import { withModernNames } from '../schemas/resume-names.ts';
import { quoted } from '../schemas/messages.ts';
import { contentProblems, readJson } from '../data/content-files.ts';
import { personOf } from '../resume/person.ts';
import { publishedResume } from '../resume/privacy.ts';
import { mergeTexts, missingTexts } from '../i18n/languages.ts';
import { logoAltOf } from '../i18n/conventions.ts';
import { jsonReader, layeredPageTexts } from './page-texts.ts';
import type { LanguageSettings } from './settings.ts';

/**
 * The settings of each further language in `dir` (a folder laid out like `content/`), over the
 * default language's `base` texts: read from `<dir>/<lang>/`: resume.json (whole or in
 * part) and site.json (welcome, description, footerNote), merged over the default language's key
 * by key, and pages.json over the language's built-in texts. What a language's files leave out falls
 * back to the default language's text (of pages.json, the owner's own words only) and is listed
 * in `fallback`; a missing file is a language with everything falling back. Who the owner is
 * (the identity fields of `basics`) comes from the default language's résumé alone, but for the
 * name as the language writes it: a translated résumé that sets another is a problem. `base.document` is
 * the default résumé as written (its parsed one without). `show` names a file as messages show it.
 */
export function readLanguageFiles(
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
): { languages: LanguageSettings[]; problems: string[] } {
	const problems: string[] = [];
	const read = jsonReader(dir, show, problems);
	const further = languages.slice(1).flatMap((lang): LanguageSettings[] => {
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
				`${pagesFile}: lang: is ${quoted(declared)}, but this folder holds the "${lang}" texts; write "lang": "${lang}" or leave the field out`,
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
				`${siteFile}: (file): expected an object of texts, e.g. { "welcome": "..." }; see docs/owner/languages.md`,
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
				`${resumeFile}: ${field}: a translation does not say who you are; remove it: identity (e-mail, phone, web address, photo, profiles, the country code and postal code) comes from ${show('resume.json')}; a translation may write only your name and your location’s address, city and region as that language writes them`,
			);
		const fullResume = exists('resume.json')
			? read(`${lang}/resume.json`, resumeSchema, (value) => mergeTexts(base.resume, value))
			: base.resume;
		if (problems.length > before || !copy || !siteTexts || !fullResume) return [];
		problems.push(...resumeSiteProblems(fullResume, resumeFile));
		const resume = publishedResume(fullResume, base.settings.publish);
		const person = personOf(resume);
		// The logo's text: the translation's, else init's words ("name, Home") in this language.
		const composed =
			base.settings.logo.alt === logoAltOf(personOf(base.resume).name, base.copy.lang);
		const logoAlt = siteTexts.logo?.alt ?? (composed ? logoAltOf(person.name, lang) : undefined);
		const site = {
			...base.settings,
			...siteTexts,
			logo: { ...base.settings.logo, ...(logoAlt && { alt: logoAlt }) },
			...person,
		};
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
					site: TRANSLATED_SITE_FIELDS.flatMap((key) =>
						key === 'logo'
							? logoAlt
								? []
								: ['logo.alt']
							: (siteRaw as Record<string, unknown> | undefined)?.[key] === undefined
								? [key]
								: [],
					),
					resume: resumeRaw === undefined ? ['(file)'] : missingTexts(base.resume, resumeRaw),
				},
			},
		];
	});
	return { languages: further, problems };
}
