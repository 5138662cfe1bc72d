// The owner's settings, texts and résumé per language, the built URLs of the brand files and
// pictures, and each language's links. Reads the content folder when it loads: islands import
// types from here only (`import type`), the values are passed as props.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, contentPath } from './data/content-dir.ts';
import brandUrls, { images as brandImages } from 'virtual:brand';
import { brandFiles, missingBrandFile, pageSettings } from './schemas/site.ts';
import { PHOTO_FILE } from './schemas/resume.ts';
import { pdfFileName } from './resume/file-name.ts';
import type { Profile } from './resume/profiles.ts';
import { resumeView, type ResumeView } from './resume/view.ts';
import { readSettings } from './settings/read.ts';
import type { LanguageSettings } from './settings/settings.ts';
import { routePath, withBase, withoutBase } from './urls.client.ts';
import { navLinksFrom, type NavLink } from './nav/nav.ts';
import { getRelativeLocaleUrl } from 'astro:i18n';
import {
	directionOf,
	languageName,
	localeRoute,
	localeSegment,
	splitRoute,
} from './i18n/languages.ts';
import { pageTexts, type PageTexts } from './i18n/texts.ts';
import { themeColour } from './theme/tokens.ts';
import { formatFileSize } from './resume/file-size.ts';

/**
 * The owner's identity (settings from content/site.json with who they are from the résumé:
 * name, job title, e-mail, About paragraphs, profile links), every text of the pages
 * (content/pages.json; placeholders filled by the pages) and the résumé as the site publishes
 * it (content/resume.json after the privacy rules: every output reads this one). The build runs
 * in the project folder; a bad file stops it with one line per problem.
 */
export const { site, copy, resume: resumeDocument, languages, byLanguage } = readSettings();

/** The default language: its pages are at the site's root, the others under `/<lang>/`. */
export const defaultLanguage = languages[0]!;

/** The profile the About page links to as the owner's code (the first GitHub, GitLab or Codeberg). */
export const codeProfile = site.profiles.find((profile) => profile.code);

/**
 * The `rel` of a profile link (it opens in a new tab): `me` too for Mastodon, which verifies a
 * profile's website by finding a `rel="me"` link back to the profile on it.
 */
export function profileRel(profile: Profile): string {
	return profile.icon === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer';
}

/** The browser toolbar colour (`theme-color`): the header band. */
export const themeColor = themeColour(site.theme);

// The owner's logo, icons, social image, résumé, home picture and photo live in content/brand/
// (the owner edits only content/); the build publishes the files site.json and the résumé name,
// and no other, each with a hashed name (`virtual:brand`).
function brandUrl({ field, file }: { field: string; file: string }): string {
	const url = brandUrls[file];
	if (!url)
		throw new Error(
			missingBrandFile(contentPath('site.json'), field, contentPath(`brand/${file}`)),
		);
	return url;
}

const owned = brandFiles(site);

/**
 * Built URLs of the owner's brand files (logo, icon, touchIcon, and socialImage and resume when
 * site.json names them), with the base.
 */
export const brand = Object.fromEntries(
	Object.entries(owned).map(([name, named]) => [name, brandUrl(named)]),
) as Record<Exclude<keyof typeof owned, 'resume' | 'socialImage' | 'illustration'>, string> & {
	resume?: string;
	socialImage?: string;
	illustration?: string;
};

/**
 * The owner's résumé, when site.json names one: its built URL, link text and size, e.g.
 * "Résumé (PDF, 84 KB)".
 */
export const resume =
	site.resume && brand.resume
		? {
				href: brand.resume,
				label: site.resume.label,
				size: formatFileSize(statSync(join(contentDir, 'brand', site.resume.src)).size),
			}
		: undefined;

/**
 * The PDF the "Download PDF" links point at: the owner's own file in content/brand/ when
 * site.json names one, otherwise the one the build makes from the résumé (/resume.pdf); its
 * download name from the owner's name.
 */
export const resumePdf = resume
	? { href: resume.href, fileName: site.resume!.src }
	: { href: withBase('/resume.pdf'), fileName: pdfFileName(site.name, copy.resume.title) };

/**
 * The owner's photo (`basics.image` naming a JPEG or PNG in content/brand/): the image for the
 * résumé page, its built URL for /resume.json, and its path for the PDF. A photo elsewhere on the
 * web is not shown: the pages load images from this site only.
 */
export const photo = (() => {
	const file = resumeDocument.basics?.image;
	if (!file || !PHOTO_FILE.test(file)) return undefined;
	const image = brandImages[file];
	const url = brandUrls[file];
	if (!image || !url)
		throw new Error(
			`${contentPath('resume.json')}: basics.image: file not found: ${contentPath(`brand/${file}`)}; add the file or fix the name`,
		);
	return { image, url, path: join(contentDir, 'brand', file) };
})();

/** The owner's home page picture (site.json `illustration`), when they chose one. */
export const illustration = site.illustration && {
	image: brandImages[site.illustration.src]!,
	alt: site.illustration.alt,
};

/** Which optional pages (résumé, tag pages, contact) the site builds. */
export const pagesOn = pageSettings(site);

/** The header and footer links, in order, with the owner's labels. */
export const navLinks = navLinksFrom(copy.nav, {}, pagesOn);

/**
 * The language-neutral route of a built page's URL: `/projects` for `/es/projects.html` and for
 * `/projects.html` (the base path left out).
 */
export function pageRoute(pathname: string): string {
	return splitRoute(withoutBase(routePath(pathname)), languages).route;
}

/** The URL (with the base) of `route` in the language `lang`: `/es/projects` for Spanish. */
export function localUrl(lang: string, route: string): string {
	return lang === defaultLanguage ? withBase(route) : getRelativeLocaleUrl(lang, route);
}

/** One language as a page shows it: its texts, direction, links, and what falls back. */
export interface PageLanguage extends LanguageSettings {
	/** `rtl` for a language written right to left. */
	dir: 'ltr' | 'rtl';
	/** The header and footer links in this language. */
	navLinks: NavLink[];
	/** The URL (with the base) of a route in this language. */
	url: (route: string) => string;
	/** Its texts with their language: `t('about.heading')`, `t.site('welcome')`. */
	t: PageTexts;
	/** The PDF the "Download PDF" links point at, in this language. */
	resumePdf: { href: string; fileName: string };
	/** The résumé as the About page, the résumé page and the PDF show it, in this language. */
	resumeView: ResumeView;
}

const pageLanguages = new Map<string, PageLanguage>();

/**
 * The language of a page, from Astro's `currentLocale` (the default language for a page outside
 * every language prefix, and when the site has one language).
 */
export function languageOf(locale: string | undefined): PageLanguage {
	const lang =
		languages.find((tag) => tag.toLowerCase() === locale?.toLowerCase()) ?? defaultLanguage;
	const known = pageLanguages.get(lang);
	if (known) return known;
	const settings = byLanguage[lang]!;
	const t = pageTexts(settings, defaultLanguage);
	const language: PageLanguage = {
		...settings,
		dir: directionOf(lang),
		navLinks: navLinksFrom(settings.copy.nav, t.langs('nav'), pagesOn),
		url: (route) => localUrl(lang, route),
		t,
		resumePdf: resume
			? resumePdf
			: {
					href: localUrl(lang, '/resume.pdf'),
					fileName: pdfFileName(settings.site.name, settings.copy.resume.title),
				},
		resumeView: resumeView(settings.resume, settings.copy, (path) => t.resume(path as 'work').lang),
	};
	pageLanguages.set(lang, language);
	return language;
}

/** A link of the language switch: the same page in one language, named in that language. */
export interface LanguageLink {
	lang: string;
	name: string;
	href: string;
	isCurrent: boolean;
}

/**
 * The language switch of the page at `pathname`: one link per language to the same page in it,
 * or none when the site has one language.
 */
export function languageLinks(pathname: string, current: string | undefined): LanguageLink[] {
	if (languages.length < 2) return [];
	// The error page has no page in each language: its links lead to each language's home.
	const route = pageRoute(pathname) === '/404' ? '/' : pageRoute(pathname);
	const here = languageOf(current).lang;
	return languages.map((lang) => ({
		lang,
		name: languageName(lang),
		href: localUrl(lang, route),
		isCurrent: lang === here,
	}));
}

/**
 * The `getStaticPaths` of a page built once per language (the `[...lang]` pages): the default
 * language's at the root (no `lang`), each other one's under its prefix, with its tag as `lang`.
 */
export function languagePaths() {
	return languages.map((lang) => ({
		params: { lang: lang === defaultLanguage ? undefined : localeSegment(lang) },
		props: { lang },
	}));
}

/** The route (without the base) of `route` in `lang`: `/es/projects` for `/projects` in Spanish. */
export function routeIn(lang: string, route: string): string {
	return localeRoute(route, lang, defaultLanguage);
}
