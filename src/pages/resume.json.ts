/**
 * /resume.json: the owner's JSON Resume document as the site publishes it (the private fields
 * left out unless site.json opts them in), for other tools and résumé themes.
 */
import type { APIRoute } from 'astro';
import { resumeDocument } from '../site.ts';

export const GET: APIRoute = () =>
	new Response(`${JSON.stringify(resumeDocument, null, '\t')}\n`, {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
