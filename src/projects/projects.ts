/**
 * The published projects, in grid order: what the projects grid, the project pages and their
 * previous / next links all list. Drafts (`draft: true`) are kept by the development server and
 * left out of a production build.
 *
 * In a further language each project shows its translation's title, description and story
 * (content/<lang>/projects/<id>.md) where it has them, and the default language's otherwise;
 * `fallback` says which. The order is the default language's in every language.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { compareProjects } from '../schemas/project.ts';
import { defaultLanguage } from '../site.ts';

/** A project as a page in one language shows it. */
export type Project = CollectionEntry<'projects'> & {
	/** The translation whose story the page renders, when it has one. */
	translation?: CollectionEntry<'translations'>;
	/** Which of the shown texts are the default language's (no translation of them). */
	fallback: { title: boolean; desc: boolean; body: boolean };
};

const NONE = { title: false, desc: false, body: false };

export async function getProjects(lang: string = defaultLanguage): Promise<Project[]> {
	const entries = await getCollection(
		'projects',
		({ data }) => !(import.meta.env.PROD && data.draft),
	);
	entries.sort((a, b) => compareProjects(a.data, b.data));
	if (lang === defaultLanguage) return entries.map((entry) => ({ ...entry, fallback: NONE }));
	const translated = new Map(
		(await getCollection('translations', ({ id }) => id.startsWith(`${lang}/`))).map((entry) => [
			entry.id.slice(lang.length + 1),
			entry,
		]),
	);
	return entries.map((entry) => {
		const translation = translated.get(entry.id);
		const title = translation?.data.title;
		const desc = translation?.data.desc;
		const hasBody = (translation?.body ?? '').trim() !== '';
		return {
			...entry,
			data: { ...entry.data, title: title ?? entry.data.title, desc: desc ?? entry.data.desc },
			translation: hasBody ? translation : undefined,
			fallback: { title: title === undefined, desc: desc === undefined, body: !hasBody },
		};
	});
}
