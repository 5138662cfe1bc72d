// The notes' feeds of each language, /feeds/rss.xml, /feeds/atom.xml and /feeds/feed.json
// (/es/feeds/... for Spanish): built only when the owner publishes notes.
import type { APIRoute, GetStaticPaths } from 'astro';
import { notesFeeds } from '../../../notes/feeds.ts';
import { FEED_FORMATS, type FeedFormat } from '../../../notes/feed-links.ts';
import { getNotes } from '../../../stories/stories.ts';
import { languagePaths } from '../../../site.ts';

export const getStaticPaths = (async () => {
	const perLanguage = await Promise.all(
		languagePaths().map(async ({ params, props: { lang } }) =>
			(await getNotes(lang)).length === 0
				? []
				: FEED_FORMATS.map((format) => ({
						params: { ...params, file: format.file },
						props: { lang, format },
					})),
		),
	);
	return perLanguage.flat();
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: string; format: FeedFormat }> = async ({ props }) => {
	const feeds = await notesFeeds(props.lang);
	return new Response(feeds[props.format.key], {
		headers: { 'Content-Type': `${props.format.type}; charset=utf-8` },
	});
};
