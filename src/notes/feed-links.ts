// The links to the notes' feeds a page offers, in its language: the language's own, or a tag's.
// None while the language has no published note.
import { fill } from '../i18n/template.client.ts';
import { languageOf } from '../site.ts';
import { getNotes } from '../stories/stories.ts';

/** The three formats: their file under the feed's folder, media type and name in pages.json. */
export const FEED_FORMATS = [
	{ key: 'rss', file: 'rss.xml', type: 'application/rss+xml' },
	{ key: 'atom', file: 'atom.xml', type: 'application/atom+xml' },
	{ key: 'jsonFeed', file: 'feed.json', type: 'application/feed+json' },
] as const;

export type FeedFormat = (typeof FEED_FORMATS)[number];

/** A feed's route (without the base and language): `/feeds/rss.xml`, `/feeds/tags/css/rss.xml`. */
export function feedRoute(format: FeedFormat, slug?: string): string {
	return slug ? `/feeds/tags/${slug}/${format.file}` : `/feeds/${format.file}`;
}

/** A feed as a link names it: its media type, its title in a reader, its URL with the base. */
export interface FeedLink {
	type: string;
	title: string;
	/** The format's name, e.g. "RSS". */
	name: string;
	href: string;
}

/** The three feeds of `lang` (of `tag` when given); none when the language has no notes. */
export async function feedLinks(
	lang: string,
	tag?: { name: string; slug: string },
): Promise<FeedLink[]> {
	const { copy, site, url } = languageOf(lang);
	// Feed readers show these titles and names on their own: the texts as they are.
	const texts = copy.notes;
	if (!texts || (await getNotes(lang)).length === 0) return [];
	const title = tag
		? fill(texts.tagFeedTitle, { name: site.name, tag: tag.name })
		: fill(texts.feedTitle, { name: site.name });
	return FEED_FORMATS.map((format) => ({
		type: format.type,
		title: `${title} (${texts[format.key]})`,
		name: texts[format.key],
		href: url(feedRoute(format, tag?.slug)),
	}));
}
