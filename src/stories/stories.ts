// The one reader of the published stories (projects, notes) of a language, in their order, with
// their translations merged in: what every page, feed, tag page and share image lists. Read once a
// build; the development server reads them again on each request and shows drafts too.
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { contentDir } from '../data/content-dir.ts';
import { compareProjects } from '../schemas/project.ts';
import { compareNotes } from '../schemas/note.ts';
import { defaultLanguage } from '../site.ts';
import { shownStories, type Shown } from '../i18n/story-texts.ts';
import { holdsPublishedMarkdown, isPublished } from './published.ts';

/** A story as its collection holds it: the fields `F` a translation may set are texts. */
interface StoryEntry<F extends string> {
	id: string;
	data: Record<F, string> & { draft?: boolean; published?: Date };
	body?: string | undefined;
}

/** A kind of story: its folder, the texts a translation may set, its entries and its order. */
interface StoryKind<E extends StoryEntry<F>, T extends { id: string }, F extends string> {
	folder: string;
	fields: readonly F[];
	/** Its collection's entries that `keep` keeps. */
	entries: (keep: (data: E['data']) => boolean) => Promise<E[]>;
	/** Its translations into `lang` (`<lang>/<folder>/`). */
	translations: (lang: string) => Promise<T[]>;
	order: (a: E['data'], b: E['data']) => number;
}

const inLanguage =
	(lang: string) =>
	({ id }: { id: string }) =>
		id.startsWith(`${lang}/`);

/** The projects, in grid order: a translation may set the title and description. */
const PROJECTS: StoryKind<
	CollectionEntry<'projects'>,
	CollectionEntry<'translations'>,
	'title' | 'desc'
> = {
	folder: 'projects',
	fields: ['title', 'desc'],
	entries: (keep) => getCollection('projects', ({ data }) => keep(data)),
	translations: (lang) => getCollection('translations', inLanguage(lang)),
	order: compareProjects,
};

/** The notes, newest first: a translation may set the title and description. */
const NOTES: StoryKind<
	CollectionEntry<'notes'>,
	CollectionEntry<'noteTranslations'>,
	'title' | 'description'
> = {
	folder: 'notes',
	fields: ['title', 'description'],
	entries: (keep) => getCollection('notes', ({ data }) => keep(data)),
	translations: (lang) => getCollection('noteTranslations', inLanguage(lang)),
	order: compareNotes,
};

/** A project as a page in one language shows it. */
export type Project = Shown<
	CollectionEntry<'projects'>,
	CollectionEntry<'translations'>,
	'title' | 'desc'
>;

/**
 * A note as a page in one language shows it: its translation's title, description and text where
 * it has them, the default language's otherwise.
 */
export type Note = Shown<
	CollectionEntry<'notes'>,
	CollectionEntry<'noteTranslations'>,
	'title' | 'description'
>;

/** The moment the build started: a note dated later waits for the next build. */
const BUILD_TIME = new Date();

const read = new Map<string, Promise<unknown>>();

/** The stories of `kind` a build publishes in `lang`, in their order, read once a build. */
function publishedStories<E extends StoryEntry<F>, T extends StoryEntry<never>, F extends string>(
	kind: StoryKind<E, T, F>,
	lang: string,
): Promise<Shown<E, T, F>[]> {
	const key = `${kind.folder}/${lang}`;
	let stories = read.get(key) as Promise<Shown<E, T, F>[]> | undefined;
	if (!stories || import.meta.env.DEV) {
		stories = readStories(kind, lang);
		read.set(key, stories);
	}
	return stories;
}

async function readStories<E extends StoryEntry<F>, T extends StoryEntry<never>, F extends string>(
	kind: StoryKind<E, T, F>,
	lang: string,
): Promise<Shown<E, T, F>[]> {
	const production = import.meta.env.PROD;
	// Astro warns of a collection asked for with no entry: an empty folder's is not asked for.
	const published = (folder: string) =>
		holdsPublishedMarkdown(join(contentDir, folder), production);
	const entries = published(kind.folder)
		? await kind.entries((data) => !production || isPublished(data, BUILD_TIME))
		: [];
	entries.sort((a, b) => kind.order(a.data, b.data));
	if (lang === defaultLanguage)
		return shownStories(entries, undefined, kind.fields, defaultLanguage);
	const translated = published(`${lang}/${kind.folder}`) ? await kind.translations(lang) : [];
	return shownStories(entries, translated, kind.fields, defaultLanguage);
}

/** The published projects in `lang`, in grid order (the default language's in every language). */
export function getProjects(lang: string = defaultLanguage): Promise<Project[]> {
	return publishedStories(PROJECTS, lang);
}

/** The published notes in `lang`, newest first. */
export function getNotes(lang: string = defaultLanguage): Promise<Note[]> {
	return publishedStories(NOTES, lang);
}
