// The schema of one language's interface texts, complete: the owner's `pages.json` (every field
// optional) is checked merged over the built-in texts. A text may hold placeholders in braces,
// e.g. `{name}`; each field lists the ones it accepts.
import { z } from 'astro/zod';
import { isLanguageTag, objectError, text } from './messages.ts';
import { counted, group, page, template } from './page-texts.ts';
import { schemeTexts, searchTexts } from './control-texts.ts';

export const pagesSchema = z.strictObject(
	{
		/** The language the texts are written in, as a BCP 47 tag: `<html lang>`. */
		lang: z
			.string({ error: 'missing; write the language of your texts, e.g. "en" or "de-CH"' })
			.refine(isLanguageTag, 'is not a language tag; write e.g. "en", "en-GB" or "de"'),
		/** The header and footer links' labels. */
		nav: group('the navigation labels', {
			home: text('write the label of the link to the home page, e.g. "Home"'),
			projects: text('write the label of the link to the Projects page'),
			about: text('write the label of the link to the About page'),
			contact: text('write the label of the link to the Contact page'),
		}),
		/** What every page has: the skip link, the landmarks' names, the footer's lines. */
		layout: group('the texts of every page', {
			skipLink: text('write the link that skips to the content, e.g. "Skip to content"'),
			mainNav: text('write the name screen readers give the header links, e.g. "Main"'),
			menuButton: text('write the name of the phone menu button, e.g. "Menu"'),
			footerNav: text('write the name screen readers give the footer links, e.g. "Footer"'),
			profiles: text('write the name screen readers give your profile links, e.g. "Profiles"'),
			/** The language switch's name for screen readers; needed when site.json lists languages. */
			languages: text(
				'write the name screen readers give the links to the other languages, e.g. "Languages"',
			).optional(),
			newTab: text('write what screen readers add to a link that opens a new tab'),
			copyright: template(
				'write e.g. "© {year} {name}. All rights reserved."',
				['year', 'name'],
				['year', 'name'],
			),
		}),
		home: group("the home page's texts", {
			/**
			 * The big heading's greeting, `{name}` where the owner's name goes ("Hi, I'm {name}",
			 * "こんにちは、{name}です"); without it, the name follows the greeting.
			 */
			greeting: template(
				'write your greeting with {name} where your name goes, e.g. "Hi, I\'m {name}"',
				['name'],
			),
			projectsButton: text('write the label of the button to the Projects page'),
			aboutButton: text('write the label of the button to the About page'),
			/**
			 * The heading of the featured projects (built in); in a language without built-in texts,
			 * the Projects page's heading when left out.
			 */
			featured: text(
				'write the heading of the featured projects, e.g. "Featured projects"',
			).optional(),
		}),
		projects: page('Projects', {
			heading: text('write the heading of the Projects page'),
			intro: text('write a sentence or two introducing your projects'),
			/** The tag chips: their name for screen readers, the first chip, the folded ones. */
			filter: text('write the name of the tag chips, e.g. "Filter projects by technology"'),
			allTags: text('write the label of the chip that shows every project, e.g. "All"'),
			moreTags: counted('write e.g. "{count} more tags"', ['count'], ['count']),
			/** What screen readers announce when a chip filters the grid in place. */
			filtered: counted(
				'write e.g. "Showing {count} of {total} projects tagged {tag}"',
				['count', 'total', 'tag'],
				['tag'],
			),
			/** A tag page's title, heading and description. */
			tagTitle: template('write e.g. "{tag} projects"', ['tag'], ['tag']),
			tagHeading: template('write e.g. "Projects with {tag}"', ['tag'], ['tag']),
			/** The count of the tag's projects, in the forms the language has for numbers. */
			tagDescription: counted(
				'write e.g. "{count} personal projects built with {tag}."',
				['count', 'tag'],
				['tag'],
			),
		}),
		/** Each card in the grid. */
		card: group("the project cards' texts", {
			screenshot: template('write e.g. "Screenshot of {title}"', ['title'], ['title']),
			opensLive: text('write what screen readers add to the card that opens the live project'),
			technologies: template('write e.g. "Technologies used in {title}"', ['title'], ['title']),
			code: text('write the label of the link to the code, e.g. "Github"'),
			codeHint: template(
				'write what screen readers add to the code link, e.g. "repository of {title}"',
				['title'],
				['title'],
			),
			details: text('write the label of the link to the project\'s page, e.g. "Details"'),
			detailsHint: template(
				'write what screen readers add to the details link, e.g. "about {title}"',
				['title'],
				['title'],
			),
			/** Shown only by the dev server, on a project marked `draft: true`. */
			draft: text('write the badge of a draft project, e.g. "Draft"'),
		}),
		/** Each project's own page. */
		project: group("the project pages' texts", {
			author: template('write e.g. "By {name}"', ['name'], ['name']),
			technologies: text('write the name of the list of tags, e.g. "Technologies"'),
			live: text('write the label of the link to the live project, e.g. "Live site"'),
			liveHint: template(
				'write what screen readers add to the live link, e.g. "of {title}"',
				['title'],
				['title'],
			),
			more: text('write the name of the links to other projects, e.g. "More projects"'),
			previous: text('write the label before the previous project, e.g. "Previous project"'),
			next: text('write the label before the next project, e.g. "Next project"'),
			all: text('write the label of the link back to the grid, e.g. "All projects"'),
			draft: text("write the note on a draft project's page, shown only by the dev server"),
		}),
		/**
		 * The notes: their list, each note's page, the feeds, the home page's latest notes and the
		 * notes on a tag's page. Needed once the owner publishes a note.
		 */
		notes: page('Notes', {
			heading: text('write the heading of the Notes page'),
			intro: text('write a sentence or two introducing your notes'),
			/** The title of the list's further pages. */
			pageTitle: template('write e.g. "Notes, page {page}"', ['page'], ['page']),
			pages: text('write the name screen readers give the links between pages, e.g. "Pages"'),
			newerPage: text('write the label of the link to newer notes, e.g. "Newer notes"'),
			olderPage: text('write the label of the link to older notes, e.g. "Older notes"'),
			/** The feeds: the line before their links, their names, their titles in a reader. */
			feeds: text(
				'write the line before the feed links, e.g. "Follow the notes in a feed reader:"',
			),
			rss: text('write the name of the RSS feed link, e.g. "RSS"'),
			atom: text('write the name of the Atom feed link, e.g. "Atom"'),
			jsonFeed: text('write the name of the JSON Feed link, e.g. "JSON Feed"'),
			feedTitle: template('write e.g. "Notes by {name}"', ['name']),
			tagFeedTitle: template('write e.g. "Notes by {name} on {tag}"', ['name', 'tag'], ['tag']),
			/** A note's dates, reading time and tags. */
			published: template('write e.g. "Published {date}"', ['date'], ['date']),
			updated: template('write e.g. "Updated {date}"', ['date'], ['date']),
			readingTime: counted('write e.g. "{minutes} min read"', ['minutes'], ['minutes'], 'minutes'),
			tags: text('write the name of the list of tags, e.g. "Tags"'),
			more: text('write the name of the links to other notes, e.g. "More notes"'),
			olderNote: text('write the label before the older note, e.g. "Older note"'),
			newerNote: text('write the label before the newer note, e.g. "Newer note"'),
			all: text('write the label of the link to every note, e.g. "All notes"'),
			/** The home page's latest notes. */
			latest: text('write the heading of the latest notes on the home page, e.g. "Latest notes"'),
			/** The notes a tag's page lists, and the page of a tag only notes carry. */
			tagHeading: template('write e.g. "Notes on {tag}"', ['tag'], ['tag']),
			tagDescription: counted('write e.g. "{count} notes on {tag}."', ['count', 'tag'], ['tag']),
			/** Shown only by the dev server, on a note marked `draft: true`. */
			draft: text('write the badge of a draft note, e.g. "Draft"'),
		}).optional(),
		about: page('About', {
			heading: text('write the heading of the About page'),
			/** The sentence of links under the About text, with `{code}` for your code profile. */
			links: template(
				'write a sentence with links, e.g. "See {projects}, my code on {code}, or {contact}. E-mail: {email}."',
				['projects', 'code', 'contact', 'email'],
			),
			/** The same sentence for a résumé with no GitHub, GitLab or Codeberg profile. */
			linksNoCode: template(
				'write the sentence of links without the code link, e.g. "See {projects} or {contact}. E-mail: {email}."',
				['projects', 'contact', 'email'],
			),
			/** The two sentences above for a résumé without an e-mail address. */
			linksNoEmail: template(
				'write the sentence of links without the e-mail address, e.g. "See {projects}, my code on {code}, or {contact}."',
				['projects', 'code', 'contact'],
			),
			linksNoCodeNoEmail: template(
				'write the sentence of links without the code link and the e-mail address, e.g. "See {projects} or {contact}."',
				['projects', 'contact'],
			),
			projectsLink: text('write the text of the link to the Projects page, e.g. "my projects"'),
			contactLink: text('write the text of the link to the Contact page, e.g. "get in touch"'),
			/** The résumé link, when site.json names a résumé. */
			resume: template('write e.g. "{label} (PDF, {size})"', ['label', 'size'], ['label']),
			education: text('write the heading of the Education block'),
			experience: text('write the heading of the Experience block'),
			experienceSummary: counted(
				'write e.g. "Around {years} years of experience as a developer."',
				['years'],
				[],
				'years',
			),
			skills: text('write the heading of the Skills block'),
			/** The link to the résumé page. */
			resumeLink: text('write the text of the link to your résumé page, e.g. "My résumé"'),
		}),
		/** The résumé page and PDF: its link texts and the headings of the résumé's sections. */
		resume: page('résumé', {
			download: text('write the text of the link to the PDF, e.g. "Download PDF"'),
			/** The end of a current job, school or project, e.g. "2016–Present". */
			present: text('write what an entry without an end date ends with, e.g. "Present"'),
			contact: text('write the name screen readers give your contact details, e.g. "Contact"'),
			sections: group('the résumé section headings', {
				work: text('write the heading of the jobs, e.g. "Experience"'),
				volunteer: text('write the heading of volunteering, e.g. "Volunteering"'),
				education: text('write the heading of education, e.g. "Education"'),
				awards: text('write the heading of awards, e.g. "Awards"'),
				certificates: text('write the heading of certificates, e.g. "Certificates"'),
				publications: text('write the heading of publications, e.g. "Publications"'),
				skills: text('write the heading of skills, e.g. "Skills"'),
				languages: text('write the heading of languages, e.g. "Languages"'),
				interests: text('write the heading of interests, e.g. "Interests"'),
				references: text('write the heading of references, e.g. "References"'),
				projects: text('write the heading of projects, e.g. "Projects"'),
			}),
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
			/** The two lines above for a résumé without an e-mail address: the form alone. */
			textNoEmail: text('write e.g. "Send me a message with the form."'),
			noscriptNoEmail: text(
				'write what visitors without JavaScript see, e.g. "The form needs JavaScript to send a message."',
			),
			/** Without an e-mail address and with the form not set up: the profiles' links follow. */
			unavailable: text('write e.g. "The contact form is not set up yet. You can find me here:"'),
			/** The form: labels, the button, the hint and what a send answers. */
			form: group("the contact form's texts", {
				name: text('write the label of the name field, e.g. "Full name"'),
				email: text('write the label of the e-mail field, e.g. "Email"'),
				emailHint: text(
					'write the hint under an invalid e-mail, e.g. "Please enter a valid email address."',
				),
				phone: text('write the label of the phone field, e.g. "Phone number"'),
				country: text('write the name of the calling code selector, e.g. "Country calling code"'),
				message: text('write the label of the message field, e.g. "Message"'),
				submit: text('write the label of the send button, e.g. "Submit"'),
				sending: text('write the button\'s label while sending, e.g. "Sending…"'),
				sent: text('write the alert after a successful send, e.g. "Message successfully sent!"'),
				failed: text('write the alert after a failed send'),
				held: template(
					'write e.g. "Your last message was sent less than a minute ago. You can send another at {time}."',
					['time'],
					['time'],
				),
				mailto: template('write e.g. "Or {link} from your own mail program."', ['link'], ['link']),
				mailtoLink: template(
					'write the text of the link to your address, e.g. "e-mail your message to {email}"',
					['email'],
				),
				mailSubject: template('write e.g. "Message from {name}"', ['name'], ['name']),
				mailSubjectNoName: text(
					'write the subject when no name was given, e.g. "Message from the contact form"',
				),
			}),
		}),
		/** The header's colour scheme control. */
		scheme: schemeTexts,
		/** The search page and its header link. */
		search: searchTexts,
		error: page('error', {
			heading: text('write the heading of the error page, e.g. "Oops!"'),
			text: text('write the apology of the error page'),
			/** Under the apology: what went wrong, e.g. "Not Found". */
			status: text('write the status shown under the apology, e.g. "Not Found"'),
			homeButton: text('write the label of the button back to the home page'),
		}),
	},
	{
		error: objectError(
			'the pages object',
			'write { "home": { ... }, "projects": { ... }, ... } (see docs/owner/page-texts.md)',
		),
	},
);

export type Pages = z.infer<typeof pagesSchema>;

/**
 * The problem when the owner publishes notes and `pages.json` has no texts for them; `pagesFile`
 * as messages should show it.
 */
export function notesTextsProblem(pages: Pages, pagesFile: string): string | undefined {
	if (pages.notes) return undefined;
	return `${pagesFile}: notes: missing; you publish notes: write the texts of the notes' pages, e.g. "notes": { "title": "Notes", ... } (see docs/owner/page-texts.md)`;
}
