// The published notes of a language, newest first, translations merged in: what every page, feed
// and preview lists. Drafts and notes dated after the build are left out of a production build.
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import { contentDir } from '../data/content-dir.ts';
import { holdsPublishedMarkdown } from '../data/content-files.ts';
import { compareNotes, isOut } from '../schemas/note.ts';
import { defaultLanguage } from '../site.ts';
import { shownStories, type Shown } from '../i18n/story-texts.ts';
import { readingMinutes as minutesToRead } from '../i18n/conventions.ts';

/**
 * A note as a page in one language shows it: its translation's title, description and text where
 * it has them, the default language's otherwise.
 */
export type Note = Shown<
	CollectionEntry<'notes'>,
	CollectionEntry<'noteTranslations'>,
	(typeof NOTE_TEXTS)[number]
>;

/** The texts of a note a translation may set. */
const NOTE_TEXTS = ['title', 'description'] as const;

/** The moment the build started: a note dated later waits for the next build. */
const BUILD_TIME = new Date();

const byLanguage = new Map<string, Promise<Note[]>>();

/**
 * The published notes in `lang`, newest first, read once a build; the development server shows
 * drafts and notes dated later too.
 */
export function getNotes(lang: string = defaultLanguage): Promise<Note[]> {
	let notes = byLanguage.get(lang);
	if (!notes || import.meta.env.DEV) {
		notes = readNotes(lang);
		byLanguage.set(lang, notes);
	}
	return notes;
}

async function readNotes(lang: string): Promise<Note[]> {
	const published = (folder: string) =>
		holdsPublishedMarkdown(join(contentDir, folder), import.meta.env.PROD);
	const entries = published('notes')
		? await getCollection(
				'notes',
				({ data }) => !import.meta.env.PROD || (!data.draft && isOut(data.published, BUILD_TIME)),
			)
		: [];
	entries.sort((a, b) => compareNotes(a.data, b.data));
	if (lang === defaultLanguage)
		return shownStories(entries, undefined, NOTE_TEXTS, defaultLanguage);
	const translated = published(`${lang}/notes`)
		? await getCollection('noteTranslations', ({ id }) => id.startsWith(`${lang}/`))
		: [];
	return shownStories(entries, translated, NOTE_TEXTS, defaultLanguage);
}

/** The note's tags (none when it names none). */
export function noteTags(note: Note): string[] {
	return note.data.tags ?? [];
}

/** The Markdown a page of `note` renders: its translation's text, or its own. */
export function shownStory(note: Note): CollectionEntry<'notes' | 'noteTranslations'> {
	return note.translation ?? note;
}

/**
 * Minutes a reader takes for the text a page of `note` in `lang` shows (its translation's, else
 * the default language's), counted as that text's language reads: at least one.
 */
export function readingMinutes(note: Note, lang: string): number {
	return minutesToRead(shownStory(note).body ?? '', note.translation ? lang : defaultLanguage);
}

/** A day as the language writes it: "14 September 2026", "14 de septiembre de 2026". */
export function formatDay(date: Date, lang: string): string {
	return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The `datetime` of a day: `2026-09-14`. */
export function isoDay(date: Date): string {
	return date.toISOString().slice(0, 10);
}

/** A note's page, relative to the site's base and language: `/notes/<id>`. */
export function notePath(id: string): string {
	return `/notes/${id}`;
}

/** The page of the list that holds `page` (1 is `/notes`, then `/notes/page/2`, ...). */
export function listPath(page: number): string {
	return page <= 1 ? '/notes' : `/notes/page/${page}`;
}
