// The cover letter of an application: the résumé's header (name, job title, contact), the date,
// to whom it goes (the person, the company), the role as its subject, and the body's paragraphs.
import type { Application } from '../schemas/application.ts';
import type { ResumeHeader, ResumeView } from '../resume/view.ts';

/** What every output of the cover letter shows, in order. */
export interface Letter {
	header: ResumeHeader;
	/** The date, written out in the letter's language. */
	date: string;
	/** The addressee's lines: the contact person when named, then the company. */
	to: string[];
	/** The subject line: the role and the company. */
	subject: string;
	/** The body's paragraphs, as plain text. */
	body: string[];
}

/** A Markdown paragraph as plain text: links as "text (address)", no emphasis or heading marks. */
function plain(markdown: string): string {
	return markdown
		.replace(/!?\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_, label: string, href: string) =>
			label && label !== href ? `${label} (${href})` : href,
		)
		.replace(/^\s{0,3}#{1,6}\s+/gm, '')
		.replace(/(\*\*|__|\*|`)(\S(?:.*?\S)?)\1/g, '$2')
		.replace(/[ \t]*\n[ \t]*/g, '\n')
		.trim();
}

/** The paragraphs of a Markdown text, comments left out; a list's items stay on their lines. */
export function bodyParagraphs(markdown: string): string[] {
	return markdown
		.replace(/<!--[\s\S]*?-->/g, '')
		.split(/\n\s*\n/)
		.map((paragraph) =>
			/^\s*([-*+]|\d+[.)])\s/.test(paragraph)
				? plain(paragraph)
				: plain(paragraph).replace(/\n/g, ' '),
		)
		.filter(Boolean);
}

/** The letter's date in `lang`, e.g. "14 March 2026"; the day is taken as UTC. */
export const letterDate = (date: Date, lang: string) =>
	new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The cover letter of `application`, under the header of the tailored résumé's view. */
export function letterOf(
	application: Application,
	body: string,
	view: ResumeView,
	lang: string,
	today: Date,
): Letter {
	return {
		header: view.header,
		date: letterDate(application.date ?? today, lang),
		to: [...(application.contact ? [application.contact] : []), application.company],
		subject: `${application.role} · ${application.company}`,
		body: bodyParagraphs(body),
	};
}

/** The letter as a view the résumé's PDF drawing reads: its header, then its lines as paragraphs. */
export const letterView = (letter: Letter): ResumeView => ({
	header: letter.header,
	summary: [letter.date, ...letter.to, letter.subject, ...letter.body],
	sections: [],
});
