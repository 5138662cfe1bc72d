// The robots.txt file.
import type { APIRoute } from 'astro';
import { withBase } from '../urls.client.ts';

/** robots.txt: allow everything and point at the sitemap (under the site's base path). */
export const GET: APIRoute = ({ site }) => {
	const sitemap = new URL(withBase('/sitemap-index.xml'), site);
	return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap.href}\n`, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	});
};
