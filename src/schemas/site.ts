/**
 * The schema of the owner's settings in `content/site.json` (identity, texts, profile links,
 * brand files) and the helpers that name the brand files it points at.
 * Imports only `astro/zod`, so Node scripts and the tests can load it.
 */
import { z } from 'astro/zod';
import { year } from './about.ts';
import { expected, objectError, text, url } from './messages.ts';
import { themeSchema } from './theme.ts';

/** The name of a file in `content/brand/` (the owner's logo, icons and social image). */
function brandFile(extensions: string[], example: string) {
	const types = extensions.map((extension) => `.${extension}`).join(', ');
	const fix = `name a file in content/brand/ (${types}), e.g. "${example}"`;
	return z
		.string({ error: expected('a file name', fix) })
		.regex(new RegExp(`^[\\w.-]+\\.(${extensions.join('|')})$`), fix);
}

/** The networks that have their own icon; any other profile gets a generic link icon. */
export const PROFILE_ICONS = [
	'github',
	'linkedin',
	'mastodon',
	'bluesky',
	'x',
	'stackoverflow',
	'devto',
	'youtube',
] as const;

export type ProfileIcon = (typeof PROFILE_ICONS)[number];

/** One profile link: `{ label, url, icon?, code? }`. */
export const profileSchema = z.strictObject(
	{
		/** The link text, e.g. "GitHub" or "Mastodon". */
		label: text('write the link text, e.g. "GitHub"'),
		url: url('write the full address of the profile, e.g. https://github.com/you'),
		/** Which icon to draw; without it, a generic link icon. */
		icon: z
			.enum(PROFILE_ICONS, {
				error: (issue) =>
					`expected one of ${PROFILE_ICONS.join(', ')}, got ${JSON.stringify(issue.input)}; leave it out for a generic icon`,
			})
			.optional(),
		/** True for the profile that holds the owner's code: the About page links to it. */
		code: z
			.boolean({ error: expected('true or false', 'write "code": true or leave it out') })
			.optional(),
	},
	{
		error: objectError('a profile', 'write { "label": "GitHub", "url": "https://github.com/you" }'),
	},
);

export type Profile = z.infer<typeof profileSchema>;

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
		/** The owner's profiles elsewhere, in footer order (new tab); also the JSON-LD `sameAs`. */
		profiles: z
			.array(profileSchema, {
				error: expected(
					'a list of profiles',
					'write [{ "label": "GitHub", "url": "https://..." }]',
				),
			})
			.refine((list) => list.filter((profile) => profile.code).length <= 1, {
				message:
					'more than one profile has "code": true; mark only the one the About page links to',
			}),
		/** Optional: a PDF in `content/brand/`, linked from the About page with its size. */
		resume: z
			.strictObject(
				{
					src: brandFile(['pdf'], 'resume.pdf'),
					label: text('write the link text, e.g. "Résumé"'),
				},
				{
					error: objectError(
						'a résumé',
						'write { "src": "resume.pdf", "label": "Résumé" } or leave the field out',
					),
				},
			)
			.optional(),
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
		/**
		 * The 1200x630 picture shown when the home page is shared, a file in `content/brand/`;
		 * without it the home page gets a drawn one, like every other page.
		 */
		socialImage: brandFile(['png', 'jpg'], 'social.png').optional(),
		/** The colours, checked for contrast. */
		theme: themeSchema,
	},
	{
		error: objectError(
			'the settings object',
			'write { "name": "...", "email": "...", ... } (see docs/owner-guide.md)',
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
		...(site.socialImage && { socialImage: { field: 'socialImage', file: site.socialImage } }),
		...(site.resume && { resume: { field: 'resume.src', file: site.resume.src } }),
	};
}

/** The problem line for a brand file that is not there; `path` as the reader should see it. */
export function missingBrandFile(siteFile: string, field: string, path: string): string {
	return `${siteFile}: ${field}: file not found: ${path}; add the file or fix the name`;
}
