/**
 * The schema of the owner's settings in `content/site.json` (identity, texts, profile links,
 * brand files) and the helpers that name the brand files it points at.
 * Imports only `astro/zod`, so Node scripts and the tests can load it.
 */
import { z } from 'astro/zod';
import { year } from './about.ts';
import { expected, objectError, text, url } from './messages.ts';

/** The name of a file in `content/brand/` (the owner's logo, icons and social image). */
function brandFile(extensions: string[], example: string) {
	const types = extensions.map((extension) => `.${extension}`).join(', ');
	const fix = `name a file in content/brand/ (${types}), e.g. "${example}"`;
	return z
		.string({ error: expected('a file name', fix) })
		.regex(new RegExp(`^[\\w.-]+\\.(${extensions.join('|')})$`), fix);
}

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
