// The published projects in grid order (the default language's in every language), drafts only on
// the development server; in a further language each shows its translation's title, description
// and story where it has them, read through `t` with their language.
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { contentDir } from '../data/content-dir.ts';
import { holdsPublishedMarkdown } from '../data/content-files.ts';
import { compareProjects } from '../schemas/project.ts';
import { defaultLanguage } from '../site.ts';
import { shownStories, type Shown } from '../i18n/story-texts.ts';

/** A project as a page in one language shows it. */
export type Project = Shown<
	CollectionEntry<'projects'>,
	CollectionEntry<'translations'>,
	(typeof PROJECT_TEXTS)[number]
>;

/** The texts of a project a translation may set. */
const PROJECT_TEXTS = ['title', 'desc'] as const;

export async function getProjects(lang: string = defaultLanguage): Promise<Project[]> {
	// Astro warns of a collection asked for with no entry: an empty folder's is not asked for.
	const published = (folder: string) =>
		holdsPublishedMarkdown(join(contentDir, folder), import.meta.env.PROD);
	const entries = published('projects')
		? await getCollection('projects', ({ data }) => !(import.meta.env.PROD && data.draft))
		: [];
	entries.sort((a, b) => compareProjects(a.data, b.data));
	if (lang === defaultLanguage)
		return shownStories(entries, undefined, PROJECT_TEXTS, defaultLanguage);
	const translated = published(`${lang}/projects`)
		? await getCollection('translations', ({ id }) => id.startsWith(`${lang}/`))
		: [];
	return shownStories(entries, translated, PROJECT_TEXTS, defaultLanguage);
}

/** The most projects the home page shows: one row of the widest grid. */
export const FEATURED_MAX = 3;

/** The projects the home page shows: the featured ones, in grid order, at most FEATURED_MAX. */
export function featuredOf<P extends { data: { featured?: boolean | undefined } }>(
	projects: P[],
): P[] {
	return projects.filter((project) => project.data.featured).slice(0, FEATURED_MAX);
}
