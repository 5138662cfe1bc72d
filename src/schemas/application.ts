// The schema of an application's frontmatter (`content/applications/<name>.md`): the company and
// role applied to, and how the résumé is tailored for them. The Markdown body is the cover letter.
import { z } from 'astro/zod';
import { expected, languageTag, text } from './messages.ts';
import { day } from './note.ts';

/** A list of short texts, each a line of the frontmatter's list. */
const names = (what: string, example: string) =>
	z
		.array(text(`remove the empty ${what}`), {
			error: expected(`a list of ${what}s`, `write a list, e.g. ${example}, or remove the line`),
		})
		.optional();

/** An application's frontmatter. */
export const applicationSchema = z.strictObject({
	/** Who the application goes to: in the cover letter and the files' names. */
	company: text('write the name of the company you apply to'),
	/** The position as the posting names it: in the cover letter. */
	role: text('write the role as the posting names it, e.g. Frontend Developer'),
	/**
	 * The technologies the posting is about: skills whose name or keywords match come first,
	 * and the site's projects with one of these tags join the résumé's projects.
	 */
	tags: names('tag', '[React, TypeScript]'),
	/** The job title under the name, in place of the résumé's `basics.label`. */
	label: text('write the job title to show under your name, or remove the line').optional(),
	/** The summary for this application, in place of the résumé's `basics.summary`. */
	summary: text('write the summary for this application, or remove the line').optional(),
	/**
	 * Entries of the résumé left out of this application, by name: a job's company or position,
	 * a school, a project, a skill, a language, an award, a certificate...
	 */
	leaveOut: names('name', '[Globex, Jazz]'),
	/** The language of the résumé and letter, one of the site's; the default language's when not given. */
	lang: languageTag(
		'write one of the languages in site.json, e.g. en, or remove the line',
	).optional(),
	/** The letter's date; the day `npm run apply` runs when not given. */
	date: day('write the day of the letter, e.g. 2026-03-14, or remove the line').optional(),
	/** The person the letter is addressed to, when the posting names one. */
	contact: text('write the name of the person you write to, or remove the line').optional(),
	/** True to show the phone number from resume.json on this application, even when the site holds it back. */
	phone: z
		.boolean({ error: expected('true or false', 'write phone: true, or remove the line') })
		.optional(),
});

export type Application = z.infer<typeof applicationSchema>;
