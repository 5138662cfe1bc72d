/**
 * The schema of `content/pages.json`: every text of the pages that is not the owner's projects,
 * About data or settings (greeting, buttons, headings, intros, meta descriptions, the error page).
 * A text may hold placeholders in braces, e.g. `{name}`; each field lists the ones it accepts, and
 * the page puts the owner's name, a link or a number in their place.
 * Imports only `astro/zod`, so Node scripts and the tests can load it.
 */
import { z } from 'astro/zod';
import { objectError, text } from './messages.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders written in `value`, in order. */
export function placeholders(value: string): string[] {
	return [...value.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/**
 * A non-empty text that may use the `allowed` placeholders, each at most once; with `required`,
 * those must be there.
 */
function template(fix: string, allowed: string[], required: string[] = []) {
	const names = (list: string[]) => list.map((name) => `{${name}}`).join(', ');
	return text(fix).superRefine((value, context) => {
		const used = placeholders(value);
		const unknown = used.filter((name) => !allowed.includes(name));
		if (unknown.length > 0) {
			context.addIssue({
				code: 'custom',
				message: `unknown placeholder ${names(unknown)}; ${allowed.length ? `use only ${names(allowed)}` : 'this text takes none'}`,
			});
		}
		const twice = allowed.filter((name) => used.filter((u) => u === name).length > 1);
		if (twice.length > 0)
			context.addIssue({ code: 'custom', message: `${names(twice)} is used twice; use it once` });
		const missing = required.filter((name) => !used.includes(name));
		if (missing.length > 0)
			context.addIssue({ code: 'custom', message: `${names(missing)} is missing; ${fix}` });
	});
}

const page = <Fields extends z.ZodRawShape>(name: string, fields: Fields) =>
	z.strictObject(
		{
			/** The page's <title> (the owner's name is appended). */
			title: text(`write the ${name} page's title`),
			/** The meta description search engines and link previews show. */
			description: template(`write one sentence describing the ${name} page`, ['name']),
			...fields,
		},
		{ error: objectError(`the ${name} page's texts`, 'see README, "What you edit"') },
	);

export const pagesSchema = z.strictObject(
	{
		/** The header and footer links' labels. */
		nav: z.strictObject(
			{
				home: text('write the label of the link to the home page, e.g. "Home"'),
				projects: text('write the label of the link to the Projects page'),
				about: text('write the label of the link to the About page'),
				contact: text('write the label of the link to the Contact page'),
			},
			{ error: objectError('the navigation labels', 'see README, "What you edit"') },
		),
		home: z.strictObject(
			{
				/** Before the owner's name in the big heading: "Hi, I'm". */
				greeting: text('write the words before your name, e.g. "Hi, I\'m"'),
				projectsButton: text('write the label of the button to the Projects page'),
				aboutButton: text('write the label of the button to the About page'),
			},
			{ error: objectError("the home page's texts", 'see README, "What you edit"') },
		),
		projects: page('Projects', {
			heading: text('write the heading of the Projects page'),
			intro: text('write a sentence or two introducing your projects'),
		}),
		about: page('About', {
			heading: text('write the heading of the About page'),
			links: template(
				'write a sentence with links, e.g. "See {projects}, my code on {code}, or {contact}. E-mail: {email}."',
				['projects', 'code', 'contact', 'email'],
			),
			projectsLink: text('write the text of the link to the Projects page, e.g. "my projects"'),
			contactLink: text('write the text of the link to the Contact page, e.g. "get in touch"'),
			education: text('write the heading of the Education block'),
			experience: text('write the heading of the Experience block'),
			experienceSummary: template(
				'write e.g. "Around {years} years of experience as a developer."',
				['years'],
			),
			skills: text('write the heading of the Skills block'),
		}),
		contact: page('Contact', {
			heading: text('write the heading of the Contact page'),
			lead: text('write the line under the heading, e.g. "Get in touch"'),
			text: template(
				'write e.g. "Send me a message, or e-mail me at {email}."',
				['email'],
				['email'],
			),
			noscript: template(
				'write what visitors without JavaScript see, e.g. "Please e-mail me at {email}."',
				['email'],
				['email'],
			),
		}),
		error: page('error', {
			heading: text('write the heading of the error page, e.g. "Oops!"'),
			text: text('write the apology of the error page'),
			homeButton: text('write the label of the button back to the home page'),
		}),
	},
	{
		error: objectError(
			'the pages object',
			'write { "home": { ... }, "projects": { ... }, ... } (see README, "What you edit")',
		),
	},
);

export type Pages = z.infer<typeof pagesSchema>;

/**
 * `value` split at its placeholders: text pieces and `{ slot }` markers, for a page to fill with
 * links or values, e.g. "Mail {email}." → ['Mail ', { slot: 'email' }, '.'].
 */
export function segments(value: string): (string | { slot: string })[] {
	return value
		.split(/(\{\w+\})/)
		.filter((piece) => piece !== '')
		.map((piece) => (/^\{\w+\}$/.test(piece) ? { slot: piece.slice(1, -1) } : piece));
}

/** `value` with each `{name}` replaced by `values[name]`. */
export function fill(value: string, values: Record<string, string | number>): string {
	return value.replace(PLACEHOLDER, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}

/**
 * Problems between the texts and the settings: the About sentence's `{code}` link needs a profile
 * marked `"code": true` in content/site.json. `pagesFile` as messages should show it.
 */
export function pagesSiteProblems(
	pages: Pages,
	site: { profiles: { code?: boolean }[] },
	pagesFile: string,
): string[] {
	if (!placeholders(pages.about.links).includes('code')) return [];
	if (site.profiles.some((profile) => profile.code)) return [];
	return [
		`${pagesFile}: about.links: uses {code}, but no profile in site.json has "code": true; mark the profile that holds your code, or take {code} out of the sentence`,
	];
}
