/**
 * Schemas for the About page data in `content/about/*.json` (arrays of entries with ids).
 * Imports only `astro/zod`, so Node scripts and the tests can load it.
 */
import { z } from 'astro/zod';
import { expected, objectError, text } from './messages.ts';

const id = z
	.string({ error: expected('an id', 'give each entry an id, e.g. "acme-2016"') })
	.regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes, e.g. "acme-2016"');
/** A four-digit year. */
export const year = z
	.number({ error: expected('a year', 'write a four-digit year, e.g. 2016') })
	.int('write a four-digit year, e.g. 2016')
	.min(1950, 'write a four-digit year, e.g. 2016')
	.max(2100, 'write a four-digit year, e.g. 2016');

/** One degree in `content/about/education.json`. */
export const educationSchema = z.strictObject(
	{
		id,
		degree: text('name the degree, e.g. "B.S. Business Information Systems"'),
		school: text('name the school'),
		/** Year of graduation. */
		year,
	},
	{
		error: objectError(
			'an entry',
			'write { "id": "bs-2012", "degree": "...", "school": "...", "year": 2012 }',
		),
	},
);

/** One past job in `content/about/experience.json`. */
export const experienceSchema = z
	.strictObject(
		{
			id,
			role: text('name the role'),
			company: text('name the company'),
			start: year,
			end: year,
			summary: text('describe the job in a sentence'),
		},
		{
			error: objectError(
				'an entry',
				'write { "id": "acme-2016", "role": "...", "company": "...", "start": 2016, "end": 2018, "summary": "..." }',
			),
		},
	)
	.refine((job) => job.end >= job.start, {
		message: 'is before start; write the last year in the job',
		path: ['end'],
	});

/** One skill in `content/about/skills.json`. */
export const skillSchema = z.strictObject(
	{
		id,
		name: text('name the skill'),
	},
	{ error: objectError('an entry', 'write { "id": "react", "name": "React" }') },
);

export type Education = z.infer<typeof educationSchema>;
export type Experience = z.infer<typeof experienceSchema>;

/** The order of the About page's jobs: newest first, by last year, then by first year. */
export function compareExperience(
	a: { start: number; end: number },
	b: { start: number; end: number },
): number {
	return b.end - a.end || b.start - a.start;
}
