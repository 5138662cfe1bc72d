/**
 * Draws the published résumé as a PDF from the view the résumé page shows, in the owner's accent
 * colour, with a creation date from the résumé. Runs at build time and in the tests.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import { ResumeDocument } from './ResumeDocument.tsx';
import type { ResumeView } from './view.ts';
import type { Resume } from '../schemas/resume.ts';

/** What the PDF is drawn from. */
export interface ResumePdfInput {
	/** The résumé as the site publishes it: its dates give the file's creation date. */
	resume: Resume;
	/** What the PDF shows, in its language. */
	view: ResumeView;
	/** The document's language. */
	lang: string;
	/** The document's title, before the owner's name. */
	title: string;
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
export async function renderResumePdf({
	resume,
	view,
	lang,
	title,
	accent,
	photoPath,
}: ResumePdfInput) {
	const document = createElement(ResumeDocument, {
		view,
		accent,
		photo: photoPath ? readFileSync(photoPath) : undefined,
		title: `${title} | ${view.header.name}`,
		lang,
		created: pdfDate(resume),
	});
	// renderToBuffer's type asks for a <Document> element; ResumeDocument renders one.
	return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}
