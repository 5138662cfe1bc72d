/**
 * The owner's settings (validated from content/site.json), the built URLs of the brand files,
 * and the helpers that turn a route into a link under the site's base path.
 *
 * Islands import types from here only (`import type`): the values are passed as props.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import type { ImageMetadata } from 'astro';
import siteData from '../content/site.json' with { type: 'json' };
import resumeJson from '../content/resume.json' with { type: 'json' };
import pagesData from '../content/pages.json' with { type: 'json' };
import { brandFiles, missingBrandFile, siteSchema } from './schemas/site.ts';
import { PHOTO_FILE, resumeSchema, resumeSiteProblems } from './schemas/resume.ts';
import { pdfFileName, personOf, publishedResume, type Profile } from './lib/resume.ts';
import { pagesSchema, pagesSiteProblems } from './schemas/pages.ts';
import { formatIssues } from './schemas/messages.ts';
import { navLinksFrom } from './nav.ts';
import { themeColour } from './lib/theme.ts';
import { formatFileSize } from './lib/file-size.ts';

/** `data` validated by `schema`; otherwise the build stops with one line per problem. */
function load<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
	const result = schema.safeParse(data);
	if (!result.success) {
		throw new Error([`Invalid ${file}:`, ...formatIssues(file, result.error)].join('\n'));
	}
	return result.data;
}

const settings = load('content/site.json', siteSchema, siteData);

const fullResume = load('content/resume.json', resumeSchema, resumeJson);
const resumeProblems = resumeSiteProblems(fullResume, 'content/resume.json');
if (resumeProblems.length > 0) throw new Error(resumeProblems.join('\n'));

/**
 * The owner's résumé as the site publishes it: every output (pages, PDF, /resume.json, JSON-LD)
 * reads this one, so the phone number, street address, postal code and references appear only
 * when site.json's `publish` names them.
 */
export const resumeDocument = publishedResume(fullResume, settings.publish);

/**
 * The owner's settings (content/site.json) with who they are from the résumé: name, job title,
 * e-mail, About paragraphs and profile links.
 */
export const site = { ...settings, ...personOf(resumeDocument) };

/** Every text of the pages (content/pages.json); placeholders filled by the pages. */
export const copy = load('content/pages.json', pagesSchema, pagesData);

const crossProblems = pagesSiteProblems(copy, site, 'content/pages.json');
if (crossProblems.length > 0) throw new Error(crossProblems.join('\n'));

/** The profile the About page links to as the owner's code (the first GitHub, GitLab or Codeberg), if any. */
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

// The owner's logo, icons and social image live in content/brand/ (the owner edits only content/);
// the build copies each with a hashed name and gives its URL. `no-inline`: always a real file.
const brandUrls = import.meta.glob<string>('../content/brand/*', {
	eager: true,
	query: '?url&no-inline',
	import: 'default',
});

function brandUrl({ field, file }: { field: string; file: string }): string {
	const url = brandUrls[`../content/brand/${file}`];
	if (!url) throw new Error(missingBrandFile('content/site.json', field, `content/brand/${file}`));
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
 * "Résumé (PDF, 84 KB)". The build runs in the project folder, so the file is read from there.
 */
export const resume =
	site.resume && brand.resume
		? {
				href: brand.resume,
				label: site.resume.label,
				size: formatFileSize(statSync(join(process.cwd(), 'content/brand', site.resume.src)).size),
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

// Pictures in content/brand/, as images the build optimises (the photo, the home picture).
const brandImages = import.meta.glob<ImageMetadata>('../content/brand/*.{jpg,jpeg,png,webp,svg}', {
	eager: true,
	import: 'default',
});

/**
 * The owner's photo (`basics.image` naming a JPEG or PNG in content/brand/): the image for the
 * résumé page, its built URL for /resume.json, and its path for the PDF. A photo elsewhere on the
 * web is not shown: the pages load images from this site only.
 */
export const photo = (() => {
	const file = resumeDocument.basics?.image;
	if (!file || !PHOTO_FILE.test(file)) return undefined;
	const image = brandImages[`../content/brand/${file}`];
	const url = brandUrls[`../content/brand/${file}`];
	if (!image || !url)
		throw new Error(
			`content/resume.json: basics.image: file not found: content/brand/${file}; add the file or fix the name`,
		);
	return { image, url, path: join(process.cwd(), 'content/brand', file) };
})();

/** The owner's home page picture (site.json `illustration`), when they chose one. */
export const illustration = site.illustration && {
	image: brandImages[`../content/brand/${site.illustration.src}`]!,
	alt: site.illustration.alt,
};

/** The header and footer links, in order, with the owner's labels. */
export const navLinks = navLinksFrom(copy.nav);

/** Prefixes an internal path with the configured `base`, so links work under a sub-path. */
export function withBase(path: string): string {
	const base = import.meta.env.BASE_URL.replace(/\/$/, '');
	return `${base}${path}` || '/';
}

/**
 * The route of a built page's URL, as links write it: `/projects`, or `/` for home.
 * Pages are built as `projects.html` (build.format 'file'), so Astro.url ends in `.html`.
 */
export function routePath(pathname: string): string {
	return pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '') || '/';
}
