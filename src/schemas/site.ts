// The schema of `site.json` (address, languages, texts, privacy choices, brand files, theme), and
// the brand files it names.
import { z } from 'astro/zod';
import { expected, languageTag, objectError, quoted, text, url } from './messages.ts';
import { PRIVATE_FIELDS, type PrivateField } from './resume.ts';
import { themeSchema } from './colour/theme.ts';

/** A four-digit year. */
export const year = z
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

/** A whole number from `min` to `max`, of the `what` the field counts. */
function count(what: string, min: number, max: number) {
	const fix = `write a whole number of ${what}, from ${min} to ${max}`;
	return z
		.number({ error: expected('a number', fix) })
		.int(fix)
		.min(min, fix)
		.max(max, fix);
}

/** A page's switch: true (the default) builds it, false leaves it out. */
function onOff(name: string) {
	return z
		.boolean({
			error: expected(
				'true or false',
				`write "${name}": false to leave the page out, or remove the line`,
			),
		})
		.optional();
}

const FONT_FIX = 'write a Fontsource family\'s name, e.g. "Source Sans 3", or leave the field out';

/** A font family's name as Fontsource lists it: letters, digits and single spaces. */
const fontFamily = z
	.string({ error: expected("a font family's name", FONT_FIX) })
	.trim()
	.superRefine((value, context) => {
		if (!/^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(value) || value.length > 60)
			context.addIssue({
				code: 'custom',
				message: `${value ? "is not a font family's name" : 'is empty'}; ${FONT_FIX}`,
			});
	});

/** The owner's site settings in `content/site.json` (who they are is in content/resume.json). */
export const siteSchema = z.strictObject(
	{
		/** Public address: canonical URLs and the sitemap. */
		url: url('write the address the site is served at, e.g. https://jane.dev'),
		/**
		 * The languages of the site, the default first; each other one has its texts in a folder
		 * of its own (`content/es/`). Without it the site has the one language pages.json declares.
		 */
		languages: z
			.array(languageTag('write a language tag, e.g. "en", "es" or "pt-BR"'), {
				error: expected(
					'a list of language tags',
					'write e.g. ["en", "es"], or leave the field out',
				),
			})
			.min(1, 'is empty; list your languages, the default first, e.g. ["en", "es"]')
			.refine(
				(tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
				'names a language twice; list each language once',
			)
			.optional(),
		/** Short welcome text on the home page. */
		welcome: text('write a short welcome text for the home page'),
		/** One sentence for search engines and link previews. */
		description: text('write a one-sentence description of the site'),
		/** "Around N years" on the About page. */
		yearsOfExperience: z
			.number({ error: expected('a number', 'write a whole number of years') })
			.int('write a whole number of years')
			.min(0, 'write a whole number of years'),
		/**
		 * The private fields of the résumé to publish after all, by name; by default the site
		 * leaves out the phone number, street address, postal code and references.
		 */
		publish: z
			.array(
				z.enum(Object.keys(PRIVATE_FIELDS) as [PrivateField, ...PrivateField[]], {
					error: (issue) =>
						`expected one of ${Object.keys(PRIVATE_FIELDS).join(', ')}, got ${quoted(issue.input)}; name a field to publish or remove it`,
				}),
				{ error: expected('a list', 'write e.g. ["phone"], or leave the field out') },
			)
			.optional(),
		/** True to link the résumé page from the header, after the four main links. */
		resumeInHeader: z
			.boolean({ error: expected('true or false', 'write "resumeInHeader": true or leave it out') })
			.optional(),
		/** How the notes are shown: page size, the home page's latest, the nav link, the feeds. */
		notes: z
			.strictObject(
				{
					/** Notes on each page of the list, newest first. */
					perPage: count('notes on each page of the list', 1, 100).optional(),
					/** The latest notes the home page shows; 0 or left out for none. */
					onHome: count('latest notes on the home page', 0, 12).optional(),
					/** True to link the notes from the header and the footer. */
					inNav: z
						.boolean({ error: expected('true or false', 'write "inNav": true or leave it out') })
						.optional(),
					/** The newest notes each feed holds. */
					feedItems: count('notes in each feed', 1, 500).optional(),
				},
				{
					error: objectError(
						'the notes settings',
						'write e.g. { "perPage": 10, "onHome": 3, "inNav": true }, or leave the field out',
					),
				},
			)
			.optional(),
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
		/** Optional: a short note above the footer's links; without it the footer has none. */
		footerNote: text(
			'write a short thank-you note for the footer, or leave the field out',
		).optional(),
		copyrightYear: year,
		/** A file in `content/brand/`, shown at 120x50 in the header. */
		logo: z.strictObject(
			{
				src: brandFile(['svg', 'png', 'webp'], 'logo.svg'),
				alt: text('describe the logo for screen readers'),
			},
			{ error: objectError('a logo', 'write { "src": "logo.svg", "alt": "Your Name, home" }') },
		),
		/**
		 * Optional: the home page's picture, a file in `content/brand/` with its alt text; without
		 * it, the sample illustration drawn in the theme's colours.
		 */
		illustration: z
			.strictObject(
				{
					src: brandFile(['png', 'jpg', 'webp', 'svg'], 'hero.png'),
					alt: text('describe the picture for screen readers'),
				},
				{
					error: objectError(
						'a picture',
						'write { "src": "hero.png", "alt": "What the picture shows" } or leave the field out',
					),
				},
			)
			.optional(),
		/** The browser tab icon, a file in `content/brand/`. */
		icon: brandFile(['svg', 'png'], 'favicon.svg'),
		/** The 180x180 icon phones put on the home screen, a file in `content/brand/`. */
		touchIcon: brandFile(['png'], 'apple-touch-icon.png'),
		/**
		 * The 1200x630 picture shown when the home page is shared, a file in `content/brand/`;
		 * without it the home page gets a drawn one, like every other page.
		 */
		socialImage: brandFile(['png', 'jpg'], 'social.png').optional(),
		/** The pages the site may go without, each built unless set to false. */
		pages: z
			.strictObject(
				{
					/** The résumé page, its PDF and /resume.json. */
					resume: onOff('resume'),
					/** A page per tag (and each tag's feeds); the tags stay, as plain text. */
					tags: onOff('tags'),
					/** The contact page and its links in the nav, the footer and About. */
					contact: onOff('contact'),
				},
				{
					error: objectError(
						'the pages to build',
						'write e.g. { "contact": false } to leave out the contact page, or leave the field out',
					),
				},
			)
			.optional(),
		/** The colours, checked for contrast. */
		theme: themeSchema,
		/**
		 * Optional: a Fontsource family's name for the pages, the share images and the résumé PDF;
		 * its package must be installed. Without it the pages use the system's font, the generated
		 * files Inter.
		 */
		font: fontFamily.optional(),
	},
	{
		error: objectError(
			'the settings object',
			'write { "url": "...", "welcome": "...", ... } (see docs/owner/content.md)',
		),
	},
);

export type Site = z.infer<typeof siteSchema>;

/**
 * The texts of site.json a translation may set (`content/<lang>/site.json`), the logo's text
 * among them; the rest is shared.
 */
export const TRANSLATED_SITE_FIELDS = ['welcome', 'description', 'footerNote', 'logo'] as const;

/** A translation's `content/<lang>/site.json`: only the texts, each optional (missing ones fall back). */
export const siteTextsSchema = siteSchema
	.pick({ welcome: true, description: true, footerNote: true })
	.partial()
	.extend({
		/** The logo's text in this language; the image is the one site.json names. */
		logo: z
			.strictObject(
				{ alt: text('describe the logo for screen readers in this language') },
				{ error: objectError("the logo's text", 'write { "alt": "Your Name, Home" }') },
			)
			.optional(),
	});

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
		...(site.illustration && {
			illustration: { field: 'illustration.src', file: site.illustration.src },
		}),
	};
}

/** The problem line for a brand file that is not there; `path` as the reader should see it. */
export function missingBrandFile(siteFile: string, field: string, path: string): string {
	return `${siteFile}: ${field}: file not found: ${path}; add the file or fix the name`;
}

/** The notes settings with their defaults: 10 a page, none on the home page, no nav link, 50 a feed. */
export function noteSettings(site: Pick<Site, 'notes'>) {
	const { perPage = 10, onHome = 0, inNav = false, feedItems = 50 } = site.notes ?? {};
	return { perPage, onHome, inNav, feedItems };
}

/** Which optional pages the site builds: all of them unless site.json's `pages` turns one off. */
export function pageSettings(site: Pick<Site, 'pages'>) {
	const { resume = true, tags = true, contact = true } = site.pages ?? {};
	return { resume, tags, contact };
}
