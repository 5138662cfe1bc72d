// The tag pages of one language: every tag a published project or note carries, with how many
// projects carry it and which notes. Projects and notes share one vocabulary, so two spellings of
// one tag stop the build whichever kind of file they are in.
import { getProjects, getNotes, type Note } from '../stories/stories.ts';
import { noteTags, tagIndex, tagProblems, tagSlug } from './tags.client.ts';

/** A tag's page: its name as first written, its slug, its projects' count and its notes. */
export interface TagPage {
	name: string;
	slug: string;
	/** How many published projects carry it (0 for a tag only notes carry). */
	projects: number;
	/** The published notes that carry it, newest first. */
	notes: Note[];
}

const byLanguage = new Map<string, Promise<TagPage[]>>();

/** The tags of `lang`: the projects' in grid order, then those only notes carry. */
export function tagPages(lang: string): Promise<TagPage[]> {
	let pages = byLanguage.get(lang);
	if (!pages || import.meta.env.DEV) {
		pages = readTagPages(lang);
		byLanguage.set(lang, pages);
	}
	return pages;
}

async function readTagPages(lang: string): Promise<TagPage[]> {
	const projects = (await getProjects(lang)).map(({ id, filePath, data }) => ({
		id,
		file: filePath ?? id,
		tags: data.category,
	}));
	const notes = await getNotes(lang);
	const tagged = notes.map((note) => ({
		id: note.id,
		file: note.filePath ?? note.id,
		tags: noteTags(note),
		field: 'tags',
	}));
	const problems = tagProblems([...projects, ...tagged]);
	if (problems.length > 0) throw new Error(['Tag problems:', ...problems].join('\n'));
	const pages = new Map<string, TagPage>(
		tagIndex(projects).map(({ name, slug, count }) => [
			slug,
			{ name, slug, projects: count, notes: [] },
		]),
	);
	for (const note of notes)
		for (const name of noteTags(note)) {
			const slug = tagSlug(name);
			const page = pages.get(slug) ?? { name, slug, projects: 0, notes: [] };
			if (!page.notes.includes(note)) page.notes.push(note);
			pages.set(slug, page);
		}
	return [...pages.values()];
}

/** The slugs of the tags that notes carry in `lang`: their chips lead to a page with notes. */
export async function noteTagSlugs(lang: string): Promise<Set<string>> {
	return new Set(
		(await tagPages(lang)).filter((page) => page.notes.length > 0).map((page) => page.slug),
	);
}
