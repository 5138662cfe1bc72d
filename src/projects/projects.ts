// The published projects in grid order (the default language's in every language), drafts only on
// the development server; in a further language each shows its translation's title, description
// and story where it has them, read through `t` with their language.
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { contentDir } from '../data/content-dir.ts';
import { holdsPublishedMarkdown } from '../data/content-files.ts';
import { compareProjects } from '../schemas/project.ts';
import { defaultLanguage } from '../site.ts';
import { textReader, type TextReader } from '../i18n/texts.ts';

/** A project as a page in one language shows it. */
export type Project = CollectionEntry<'projects'> & {
	/** The translation whose story the page renders, when it has one. */
	translation?: CollectionEntry<'translations'>;
	/** Its shown title, description and story (`t('title')`), each with its language. */
	t: TextReader<{ title: string; desc: string; body: string | undefined }>;
};

/** `project` with the reader of its shown texts; `untranslated` names those that fall back. */
function withTexts(project: Omit<Project, 't'>, untranslated: string[]): Project {
	const { title, desc } = project.data;
	const { body } = project.translation ?? project;
	return { ...project, t: textReader({ title, desc, body }, untranslated, defaultLanguage) };
}

export async function getProjects(lang: string = defaultLanguage): Promise<Project[]> {
	// Astro warns of a collection asked for with no entry: an empty folder's is not asked for.
	const published = (folder: string) =>
		holdsPublishedMarkdown(join(contentDir, folder), import.meta.env.PROD);
	const entries = published('projects')
		? await getCollection('projects', ({ data }) => !(import.meta.env.PROD && data.draft))
		: [];
	entries.sort((a, b) => compareProjects(a.data, b.data));
	if (lang === defaultLanguage) return entries.map((entry) => withTexts(entry, []));
	const translated = new Map(
		(published(`${lang}/projects`)
			? await getCollection('translations', ({ id }) => id.startsWith(`${lang}/`))
			: []
		).map((entry) => [entry.id.slice(lang.length + 1), entry]),
	);
	return entries.map((entry) => {
		const translation = translated.get(entry.id);
		const title = translation?.data.title;
		const desc = translation?.data.desc;
		const hasBody = (translation?.body ?? '').trim() !== '';
		return withTexts(
			{
				...entry,
				data: { ...entry.data, title: title ?? entry.data.title, desc: desc ?? entry.data.desc },
				translation: hasBody ? translation : undefined,
			},
			[title === undefined && 'title', desc === undefined && 'desc', !hasBody && 'body'].filter(
				(field) => field !== false,
			),
		);
	});
}

/** The most projects the home page shows: one row of the widest grid. */
export const FEATURED_MAX = 3;

/** The projects the home page shows: the featured ones, in grid order, at most FEATURED_MAX. */
export function featuredOf<P extends { data: { featured?: boolean | undefined } }>(
	projects: P[],
): P[] {
	return projects.filter((project) => project.data.featured).slice(0, FEATURED_MAX);
}
