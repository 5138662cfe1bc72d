/**
 * The owner's settings (validated from content/site.json), the built URLs of the brand files,
 * and the helpers that turn a route into a link under the site's base path.
 *
 * Islands import types from here only (`import type`): the values are passed as props.
 */
import siteData from '../content/site.json' with { type: 'json' };
import { brandFiles, missingBrandFile, siteSchema, type Site } from './schemas/site.ts';
import { formatIssues } from './schemas/messages.ts';

function loadSite(): Site {
	const result = siteSchema.safeParse(siteData);
	if (!result.success) {
		throw new Error(
			['Invalid owner settings:', ...formatIssues('content/site.json', result.error)].join('\n'),
		);
	}
	return result.data;
}

/** The owner's identity: name, title, texts, e-mail, profile links, footer note, logo. */
export const site = loadSite();

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

/** Built URLs of the owner's brand files (logo, icon, touchIcon, socialImage), with the base. */
export const brand = Object.fromEntries(
	Object.entries(owned).map(([name, named]) => [name, brandUrl(named)]),
) as Record<keyof typeof owned, string>;

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
