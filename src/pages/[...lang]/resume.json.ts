// /resume.json: the owner's JSON Resume document as written, every field the site does not show
// too, but for the private fields site.json does not opt in; for other tools and résumé themes.
import type { APIRoute } from 'astro';
import { languageOf, languagePaths, photo, pagesOn } from '../../site.ts';

// Not built when the owner turns the page off (site.json's pages.resume).
export const getStaticPaths = () => (pagesOn.resume ? languagePaths() : []);

export const GET: APIRoute = ({ site, currentLocale }) => {
	const { document: written } = languageOf(currentLocale);
	// A photo in content/brand/ is published at its built address, as the schema's URL.
	const document = photo
		? {
				...written,
				basics: { ...(written.basics as object), image: new URL(photo.url, site).href },
			}
		: written;
	return new Response(`${JSON.stringify(document, null, '\t')}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
};
