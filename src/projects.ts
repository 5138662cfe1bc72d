/**
 * The published projects in grid order: the one list every page that shows projects reads.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { compareProjects } from './schemas/project.ts';

/** The `projects` collection, sorted into grid order (`compareProjects`). */
export async function getProjects(): Promise<CollectionEntry<'projects'>[]> {
	const entries = await getCollection('projects');
	return entries.sort((a, b) => compareProjects(a.data, b.data));
}
