/**
 * The owner's settings (validated from content/site.json), the built URLs of the brand files,
 * and the helpers that turn a route into a link under the site's base path.
 *
 * Islands import types from here only (`import type`): the values are passed as props.
 */
import { statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'astro/zod';
import siteData from '@content/site.json' with { type: 'json' };
import pagesData from '@content/pages.json' with { type: 'json' };
import { contentDir, contentPath } from './content-dir.ts';
import { brandFiles, missingBrandFile, siteSchema, type Profile } from './schemas/site.ts';
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

/** The owner's identity: name, title, texts, e-mail, profile links, footer note, logo, theme. */
export const site = load(contentPath('site.json'), siteSchema, siteData);

/** Every text of the pages (content/pages.json); placeholders filled by the pages. */
export const copy = load(contentPath('pages.json'), pagesSchema, pagesData);

const crossProblems = pagesSiteProblems(copy, site, contentPath('pages.json'));
if (crossProblems.length > 0) throw new Error(crossProblems.join('\n'));

/** The profile the About page links to as the owner's code (marked `"code": true`), if any. */
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
const brandUrls = new Map(
	Object.entries(
		import.meta.glob<string>('@content/brand/*', {
			eager: true,
			query: '?url&no-inline',
			import: 'default',
		}),
	).map(([path, url]) => [basename(path), url]),
);

function brandUrl({ field, file }: { field: string; file: string }): string {
	const url = brandUrls.get(file);
	if (!url) {
		throw new Error(
			missingBrandFile(contentPath('site.json'), field, contentPath(`brand/${file}`)),
		);
	}
	return url;
}

const owned = brandFiles(site);

/**
 * Built URLs of the owner's brand files (logo, icon, touchIcon, and socialImage and resume when
 * site.json names them), with the base.
 */
export const brand = Object.fromEntries(
	Object.entries(owned).map(([name, named]) => [name, brandUrl(named)]),
) as Record<Exclude<keyof typeof owned, 'resume' | 'socialImage'>, string> & {
	resume?: string;
	socialImage?: string;
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
