/**
 * Schemas for the About page data in `content/about/*.json` (arrays of entries with ids)
 * and for the owner's settings in `content/site.json`.
 * Imports only `astro/zod`, so Node scripts and the tests can load it.
 */
import { z } from 'astro/zod';
import { expected, objectError, text, url } from './messages.ts';

const id = z
	.string({ error: expected('an id', 'give each entry an id, e.g. "acme-2016"') })
	.regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes, e.g. "acme-2016"');
const year = z
	.number({ error: expected('a year', 'write a four-digit year, e.g. 2016') })
	.int('write a four-digit year, e.g. 2016')
	.min(1950, 'write a four-digit year, e.g. 2016')
	.max(2100, 'write a four-digit year, e.g. 2016');

/** The name of a file in `content/brand/` (the owner's logo, icons and social image). */
function brandFile(extensions: string[], example: string) {
	const types = extensions.map((extension) => `.${extension}`).join(', ');
	const fix = `name a file in content/brand/ (${types}), e.g. "${example}"`;
	return z
		.string({ error: expected('a file name', fix) })
		.regex(new RegExp(`^[\\w.-]+\\.(${extensions.join('|')})$`), fix);
}

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

/** The owner's identity and settings in `content/site.json`. */
export const siteSchema = z.strictObject(
	{
		/** Public address: canonical URLs and the sitemap. */
		url: url('write the address the site is served at, e.g. https://jane.dev'),
		/** Owner's name: greeting, footer, page titles. */
		name: text("write the owner's name"),
		jobTitle: text('write the job title, e.g. "Applications Developer"'),
		/** Short welcome text on the home page. */
		welcome: text('write a short welcome text for the home page'),
		/** One sentence for search engines and link previews. */
		description: text('write a one-sentence description of the site'),
		email: z.email({ error: expected('an e-mail address', 'write e.g. jane@example.com') }),
		/** "Around N years" on the About page. */
		yearsOfExperience: z
			.number({ error: expected('a number', 'write a whole number of years') })
			.int('write a whole number of years')
			.min(0, 'write a whole number of years'),
		/** Paragraphs of the About Me text. */
		about: z
			.array(text('remove the empty paragraph'), {
				error: expected('a list of paragraphs', 'write ["First paragraph", "Second"]'),
			})
			.min(1, 'is empty; write at least one paragraph about yourself'),
		/** Professional-network profile (footer, new tab). */
		linkedin: url('write the full address of your professional-network profile'),
		/** Code-hosting profile (footer and About, new tab). */
		github: url('write the full address of your code-hosting profile'),
		footerNote: text('write a short thank-you note for the footer'),
		copyrightYear: year,
		/** A file in `content/brand/`, shown at 120x50 in the header. */
		logo: z.strictObject(
			{
				src: brandFile(['svg', 'png', 'webp'], 'logo.svg'),
				alt: text('describe the logo for screen readers'),
			},
			{ error: objectError('a logo', 'write { "src": "logo.svg", "alt": "Your Name, home" }') },
		),
		/** The browser tab icon, a file in `content/brand/`. */
		icon: brandFile(['svg', 'png'], 'favicon.svg'),
		/** The 180x180 icon phones put on the home screen, a file in `content/brand/`. */
		touchIcon: brandFile(['png'], 'apple-touch-icon.png'),
		/** The 1200x630 picture shown when a page is shared, a file in `content/brand/`. */
		socialImage: brandFile(['png', 'jpg'], 'social.png'),
	},
	{
		error: objectError(
			'the settings object',
			'write { "name": "...", "email": "...", ... } (see README, "Content")',
		),
	},
);

export type Site = z.infer<typeof siteSchema>;

/**
 * The brand files a valid site.json names, each with the field that names it (as messages show
 * it). The build turns them into URLs; the content script checks they exist.
 */
export function brandFiles(site: Site) {
	return {
		logo: { field: 'logo.src', file: site.logo.src },
		icon: { field: 'icon', file: site.icon },
		touchIcon: { field: 'touchIcon', file: site.touchIcon },
		socialImage: { field: 'socialImage', file: site.socialImage },
	};
}

/** The problem line for a brand file that is not there; `path` as the reader should see it. */
export function missingBrandFile(siteFile: string, field: string, path: string): string {
	return `${siteFile}: ${field}: file not found: ${path}; add the file or fix the name`;
}
export type Education = z.infer<typeof educationSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Skill = z.infer<typeof skillSchema>;
