// The feeds of each tag that notes carry, in each language: /feeds/tags/<slug>/rss.xml, atom.xml
// and feed.json.
import type { APIRoute, GetStaticPaths } from 'astro';
import { notesFeeds } from '../../../../../notes/feeds.ts';
import { FEED_FORMATS, type FeedFormat } from '../../../../../notes/feed-links.ts';
import { getNotes } from '../../../../../stories/stories.ts';
import { noteTags, tagSlug } from '../../../../../tags/tags.client.ts';
import { languagePaths, pagesOn } from '../../../../../site.ts';

export const getStaticPaths = (async () => {
	// A tag's feeds belong to its page: none without the tag pages.
	if (!pagesOn.tags) return [];
	const perLanguage = await Promise.all(
		languagePaths().map(async ({ params, props: { lang } }) => {
			const slugs = new Set((await getNotes(lang)).flatMap(noteTags).map(tagSlug));
			return [...slugs].flatMap((tag) =>
				FEED_FORMATS.map((format) => ({
					params: { ...params, tag, file: format.file },
					props: { lang, tag, format },
				})),
			);
		}),
	);
	return perLanguage.flat();
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: string; tag: string; format: FeedFormat }> = async ({
	props,
}) => {
	const feeds = await notesFeeds(props.lang, props.tag);
	return new Response(feeds[props.format.key], {
		headers: { 'Content-Type': `${props.format.type}; charset=utf-8` },
	});
};
