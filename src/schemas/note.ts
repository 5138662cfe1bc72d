// The schema of a note's frontmatter (`content/notes/<id>.md`) and of its translations, and the
// order the notes are listed in. The cover's image field is a parameter: the build passes Astro's
// `image()` helper, the content script a string.
import { z } from 'astro/zod';
import { expected, objectError, tag, text, url } from './messages.ts';
import { importedSchema } from './imported.ts';

/** A day as YAML writes it (`2026-03-14`, read as a date) or as quoted text; a Date out. */
export const day = (fix: string) =>
	z.unknown().transform((value, context) => {
		const date =
			value instanceof Date
				? value
				: typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
					? new Date(`${value}T00:00:00Z`)
					: undefined;
		// A quoted day that is not in the calendar (2026-02-30) reads back as another day.
		const real =
			date !== undefined &&
			!Number.isNaN(date.getTime()) &&
			(typeof value !== 'string' || date.toISOString().startsWith(value));
		if (real) return date;
		context.addIssue({ code: 'custom', message: expected('a date', fix)({ input: value }) });
		return z.NEVER;
	});

/** The fields of a note, before the check that `updated` is not before `published`. */
const noteFields = <Img extends z.ZodType>(img: Img) =>
	z.strictObject(
		{
			/** The note's heading. */
			title: text("write the note's title"),
			/** One or two sentences: under the title in the list, the meta description, the feeds' summary. */
			description: text('write one or two sentences on what the note says'),
			/** The day it is published; a note dated in the future waits for a build on or after it. */
			published: day('write the day it is published, e.g. 2026-03-14'),
			/** The day it last changed, when it did. */
			updated: day(
				'write the day you last changed it, e.g. 2026-04-02, or remove the line',
			).optional(),
			/** Tags, shared with the projects: the same tag has one page listing both. */
			tags: z
				.array(tag(), {
					error: expected('a list of tags', 'write a list, e.g. [React, CSS], or remove the line'),
				})
				.optional(),
			/** Left out of the built site; shown by the development server, marked "Draft". */
			draft: z
				.boolean({ error: expected('true or false', 'write draft: true, or remove the line') })
				.optional(),
			/** A picture beside the file, shown above the text and on the link preview. */
			cover: z
				.strictObject(
					{ src: img, alt: text('describe the picture for screen readers') },
					{
						error: objectError(
							'a cover picture',
							'write "src: ./picture.png" and "alt: what it shows" on two lines indented under cover:',
						),
					},
				)
				.optional(),
			/**
			 * The address where the note was first published: its page names it as the canonical
			 * address, and the feeds link to it.
			 */
			canonical: url(
				'write the full address of the original, e.g. https://dev.to/you/post, or remove the line',
			).optional(),
			/** What `npm run import` read this note from; the pages ignore it. */
			imported: importedSchema.optional(),
		},
		{
			error: objectError(
				'frontmatter fields',
				'write "field: value" lines between the --- lines, e.g. title: My Note',
			),
		},
	);

/** Builds the note frontmatter schema around an image field. */
export const noteSchema = <Img extends z.ZodType>(img: Img) =>
	noteFields(img).superRefine((note, context) => {
		// Runs after the fields' own checks, which may have failed: only two dates compare.
		const { published, updated } = note as { published: unknown; updated?: unknown };
		if (published instanceof Date && updated instanceof Date && updated < published)
			context.addIssue({
				code: 'custom',
				path: ['updated'],
				message: 'is before published; write the day you last changed the note, on or after it',
			});
	});

/** Note frontmatter as written in the file: the cover's `src` is the relative path. */
export const noteFileSchema = noteSchema(text("give the picture's path, e.g. ./cover.png"));

/** A note's frontmatter as validated (the cover is its relative path). */
export type NoteFile = z.infer<typeof noteFileSchema>;

/**
 * A translation of a note (`content/<lang>/notes/<id>.md`): its title and description, each
 * optional (a missing one falls back to the default language's). The other fields are shared by
 * every language, written once in the default language's file; a translation may repeat them
 * only with the same value.
 */
export const noteTranslationSchema = noteFields(
	text("give the picture's path, e.g. ./cover.png"),
).partial();

/** The fields a translation of a note may set to its own value. */
export const TRANSLATED_NOTE_FIELDS = ['title', 'description'] as const;

/** A note translation's frontmatter as validated. */
export type NoteTranslation = z.infer<typeof noteTranslationSchema>;

/** A note's id that would take the address of the notes' further pages (`/notes/page/2`). */
export const RESERVED_NOTE_ID = 'page';

/** List order: newest first, then by title. Never loader order. */
export function compareNotes(
	a: { published: Date; title: string },
	b: { published: Date; title: string },
): number {
	const byDay = b.published.getTime() - a.published.getTime();
	return byDay !== 0 ? byDay : a.title.localeCompare(b.title);
}

/** Whether a note dated `published` is out by `now`: on or after its day. */
export function isOut(published: Date, now: Date = new Date()): boolean {
	return published.getTime() <= now.getTime();
}
