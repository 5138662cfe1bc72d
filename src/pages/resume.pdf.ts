/**
 * /resume.pdf: the published résumé as a PDF, drawn at build time without a browser
 * (src/pdf/ResumeDocument.tsx), in the owner's accent colour and with the owner's texts.
 */
import type { APIRoute } from 'astro';
import { createElement } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import { ResumeDocument } from '../pdf/ResumeDocument.tsx';
import { copy, resumeDocument, site } from '../site.ts';
import { paragraphs, placeOf, resumeSections } from '../lib/resume.ts';

export const GET: APIRoute = async () => {
	const basics = resumeDocument.basics ?? {};
	const place = placeOf(resumeDocument);
	const contact = [
		{ text: site.email, href: `mailto:${site.email}` },
		...(basics.phone ? [{ text: basics.phone }] : []),
		...(basics.url ? [{ text: basics.url, href: basics.url }] : []),
		...(place ? [{ text: place }] : []),
		...site.profiles.map((profile) => ({
			text: profile.url.replace(/^https?:\/\/(www\.)?/, ''),
			href: profile.url,
		})),
	];
	const document = createElement(ResumeDocument, {
		name: site.name,
		label: site.jobTitle,
		contact,
		summary: paragraphs(basics.summary),
		sections: resumeSections(resumeDocument, copy.resume.sections, copy.resume.present, copy.lang),
		accent: site.theme.light.accent,
		title: `${copy.resume.title} | ${site.name}`,
		lang: copy.lang,
	});
	// renderToBuffer's type asks for a <Document> element; ResumeDocument renders one.
	const pdf = await renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
	return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
};
