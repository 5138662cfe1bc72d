// Every page's link-preview image, /og/<page>.png (1200x630), drawn at build time from the
// page's texts and the owner's colours, or taken from the cache when nothing it shows changed.
import type { APIRoute, GetStaticPaths } from 'astro';
import { cachedOg, OG_CACHE } from '../../share/og-cache.ts';
import type { OgCard } from '../../share/og-layout.ts';
import { ogColours, ogPages } from '../../share/og.ts';

export const getStaticPaths = (async () =>
	(await ogPages()).map(({ route, card }) => ({
		params: { route },
		props: { card },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: OgCard }> = async ({ props }) => {
	const png = await cachedOg(props.card, ogColours, OG_CACHE);
	return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
