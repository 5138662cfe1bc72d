// A note's shown parts: the text its page renders, its reading time, its days as a language
// writes them and the addresses of its page and of the list's pages.
import type { CollectionEntry } from 'astro:content';
import { defaultLanguage } from '../site.ts';
import { readingMinutes as minutesToRead } from '../i18n/conventions.ts';
import type { Note } from '../stories/stories.ts';

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
