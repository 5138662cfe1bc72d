/**
 * Draws the published résumé as a PDF (src/pdf/ResumeDocument.tsx) from what every other output
 * reads: the résumé after the privacy rules, the owner's identity, texts and accent colour.
 * Runs at build time (the /resume.pdf route) and in the tests.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import { ResumeDocument } from './ResumeDocument.tsx';
import { paragraphs, type Person } from './person.ts';
import { placeOf, resumeSections } from './sections.ts';
import type { Resume } from '../schemas/resume.ts';
import type { Pages } from '../schemas/pages.ts';

export interface ResumePdfInput {
	/** The résumé as the site publishes it. */
	resume: Resume;
	person: Person;
	copy: Pages;
	/** The owner's accent colour, #rrggbb. */
	accent: string;
	/** The owner's photo, a JPEG or PNG file, when the résumé names one in content/brand/. */
	photoPath?: string;
}

const DATE_FIELDS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);

/**
 * The PDF's creation date, taken from the résumé so that the same résumé always gives the same
 * bytes: `meta.lastModified`, else the newest date the résumé names, else 1 January 1970.
 */
export function pdfDate(resume: Resume): Date {
	if (resume.meta?.lastModified) return new Date(resume.meta.lastModified);
	const dates: string[] = [];
	for (const section of Object.values(resume)) {
		if (!Array.isArray(section)) continue;
		for (const item of section as Record<string, unknown>[])
			for (const [key, value] of Object.entries(item ?? {}))
				if (DATE_FIELDS.has(key) && typeof value === 'string') dates.push(value);
	}
	const newest = dates.sort().at(-1);
	return new Date(newest ? `${newest}${'-01'.repeat(2 - (newest.split('-').length - 1))}` : 0);
}

/** The PDF's bytes. */
export async function renderResumePdf({ resume, person, copy, accent, photoPath }: ResumePdfInput) {
	const basics = resume.basics ?? {};
	const place = placeOf(resume);
	const contact = [
		{ text: person.email, href: `mailto:${person.email}` },
		...(basics.phone ? [{ text: basics.phone }] : []),
		...(basics.url ? [{ text: basics.url, href: basics.url }] : []),
		...(place ? [{ text: place }] : []),
		...person.profiles.map((profile) => ({
			text: profile.url.replace(/^https?:\/\/(www\.)?/, ''),
			href: profile.url,
		})),
	];
	const document = createElement(ResumeDocument, {
		name: person.name,
		label: person.jobTitle,
		contact,
		summary: paragraphs(basics.summary),
		sections: resumeSections(resume, copy.resume.sections, copy.resume.present, copy.lang),
		accent,
		photo: photoPath ? readFileSync(photoPath) : undefined,
		title: `${copy.resume.title} | ${person.name}`,
		lang: copy.lang,
		created: pdfDate(resume),
	});
	// renderToBuffer's type asks for a <Document> element; ResumeDocument renders one.
	return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}
