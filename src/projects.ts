/**
 * The published projects, in grid order: what the projects grid, the project pages and their
 * previous / next links all list. Drafts (`draft: true`) are kept by the development server and
 * left out of a production build.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { compareProjects } from './schemas/project.ts';

export async function getProjects(): Promise<CollectionEntry<'projects'>[]> {
	const entries = await getCollection(
		'projects',
		({ data }) => !(import.meta.env.PROD && data.draft),
	);
	return entries.sort((a, b) => compareProjects(a.data, b.data));
}
