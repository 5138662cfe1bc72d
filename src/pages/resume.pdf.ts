/**
 * /resume.pdf: the published résumé as a PDF, drawn at build time without a browser, in the
 * owner's accent colour and with the owner's texts.
 */
import type { APIRoute } from 'astro';
import { renderResumePdf } from '../pdf/render.ts';
import { copy, photo, resumeDocument, site } from '../site.ts';

export const GET: APIRoute = async () => {
	const pdf = await renderResumePdf({
		resume: resumeDocument,
		person: site,
		copy,
		accent: site.theme.light.accent,
		photoPath: photo?.path,
	});
	return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
};
