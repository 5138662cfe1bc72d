// /resume.pdf: the published résumé as a PDF, drawn at build time without a browser, in the
// owner's accent colour and with the owner's texts.
import type { APIRoute } from 'astro';
import { renderResumePdf } from '../../pdf/resume.ts';
import { languageOf, languagePaths, photo, pagesOn } from '../../site.ts';
import { pageMeta } from '../../share/page-meta.ts';

// Not built when the owner turns the page off (site.json's pages.resume).
export const getStaticPaths = () => (pagesOn.resume ? languagePaths() : []);

export const GET: APIRoute = async ({ currentLocale }) => {
	const { copy, resume: resumeDocument, resumeView, site } = languageOf(currentLocale);
	const pdf = await renderResumePdf({
		resume: resumeDocument,
		view: resumeView,
		lang: copy.lang,
		// The résumé page's title.
		title: pageMeta(currentLocale, '/resume').title,
		accent: site.theme.light.accent,
		photoPath: photo?.path,
		...(site.font && { font: site.font }),
	});
	return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
};
