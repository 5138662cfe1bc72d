// At build, moves each page's Content-Security-Policy `<meta>` to the top of the head.
import { defineMiddleware } from 'astro:middleware';
import { moveCspMetaFirst } from './security/csp-first.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
	const response = await next();
	if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
	const html = moveCspMetaFirst(await response.text());
	const { status, statusText, headers } = response;
	return new Response(html, { status, statusText, headers });
});
