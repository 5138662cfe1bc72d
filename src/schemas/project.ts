// The schema of a project file's frontmatter, and the grid's order. The image field is a parameter:
// the build passes Astro's `image()` helper, the content script a string.
import { z } from 'astro/zod';
import { expected, objectError, tag, text, url } from './messages.ts';
import { importedSchema } from './imported.ts';

/** Builds the project frontmatter schema around an image field. */
export const projectSchema = <Img extends z.ZodType>(img: Img) =>
	z.strictObject(
		{
			/** Project name shown on the card. */
			title: text('write the project name'),
			/** Description shown under the title. */
			desc: text('write a one or two sentence description'),
			/** Screenshot beside the Markdown file, e.g. `./my-project.png`; without it, a drawn cover. */
			img: img.optional(),
			/** Author of the project. */
			authorName: text('name the author'),
			/** Live site address; the card opens it in a new tab. */
			href: url('write the full live address, e.g. https://example.com'),
			/** Repository address, the "Github" link under the card; none for a project without one. */
			github: url(
				'write the full repository address, e.g. https://github.com/you/project',
			).optional(),
			/** Technology tags shown on the card and used by the filter. */
			category: z
				.array(tag(), {
					error: expected('a list of tags', 'write a list, e.g. [React, CSS]'),
				})
				.min(1, 'is empty; add at least one technology tag'),
			/** Position in the grid: lower first; projects without it come last, by title. */
			order: z
				.number({ error: expected('a number', 'write a whole number; lower comes first') })
				.int('must be a whole number; lower comes first')
				.optional(),
			/** True to show the project on the home page too (the first few, in grid order). */
			featured: z
				.boolean({
					error: expected('true or false', 'write featured: true, or remove the line'),
				})
				.optional(),
			/**
			 * A draft is shown by the development server (marked "Draft") and left out of the
			 * production build: no card, no page, no sitemap entry, not counted in the tags.
			 */
			draft: z
				.boolean({ error: expected('true or false', 'write draft: true, or remove the line') })
				.optional(),
			/** What `npm run import` read this project from; the pages ignore it. */
			imported: importedSchema.optional(),
		},
		{
			error: objectError(
				'frontmatter fields',
				'write "field: value" lines between the --- lines, e.g. title: My App',
			),
		},
	);

/** Project frontmatter as written in the file: `img` is the relative path. */
export const projectFileSchema = projectSchema(
	text('give the screenshot path, e.g. ./my-project.png'),
);

/**
 * A translation of a project (`content/<lang>/projects/<id>.md`): its title and description, each
 * optional (a missing one falls back to the default language's). The other fields are shared by
 * every language, written once in the default language's file; a translation may repeat them
 * only with the same value.
 */
export const projectTranslationSchema = projectFileSchema.partial();

/** The fields a translation of a project may set to its own value. */
export const TRANSLATED_PROJECT_FIELDS = ['title', 'desc'] as const;

/** A project translation's frontmatter as validated. */
export type ProjectTranslation = z.infer<typeof projectTranslationSchema>;

/** A project's frontmatter as validated (the image is its relative path). */
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** Grid order: explicit `order` first (lower first), then title. Never loader order. */
export function compareProjects(
	a: { order?: number; title: string },
	b: { order?: number; title: string },
): number {
	const byOrder = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
	return byOrder !== 0 ? byOrder : a.title.localeCompare(b.title);
}
