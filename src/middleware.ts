/**
 * Runs as each page is built (every page here is prerendered, so nothing of this reaches a
 * server or the browser): it moves the Content-Security-Policy `<meta>` Astro writes to the top
 * of the head, before any script, where it covers the whole page (src/lib/csp-first.ts).
 * https://docs.astro.build/en/guides/middleware/
 */
import { defineMiddleware } from 'astro:middleware';
import { moveCspMetaFirst } from './security/csp-first.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
	const response = await next();
	if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
	const html = moveCspMetaFirst(await response.text());
	const { status, statusText, headers } = response;
	return new Response(html, { status, statusText, headers });
});
