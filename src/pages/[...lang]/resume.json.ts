// /resume.json: the owner's JSON Resume document as the site publishes it (the private fields
// left out unless site.json opts them in), for other tools and résumé themes.
import type { APIRoute } from 'astro';
import { languageOf, languagePaths, photo } from '../../site.ts';

export const getStaticPaths = languagePaths;

export const GET: APIRoute = ({ site, currentLocale }) => {
	const { resume: resumeDocument } = languageOf(currentLocale);
	// A photo in content/brand/ is published at its built address, as the schema's URL.
	const document =
		photo && resumeDocument.basics
			? {
					...resumeDocument,
					basics: { ...resumeDocument.basics, image: new URL(photo.url, site).href },
				}
			: resumeDocument;
	return new Response(`${JSON.stringify(document, null, '\t')}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
};
