// The notes' feeds, in each language and for each tag: RSS 2.0 and Atom 1.0 written by the `feed`
// package, and JSON Feed 1.1. Each holds the newest notes in full (sanitised HTML, absolute
// addresses), with the owner as author; its dates are the notes', so a build is reproducible.
import { Feed, type Item } from 'feed';
import { fill } from '../i18n/template.client.ts';
import { noteSettings } from '../schemas/site.ts';
import { defaultLanguage, languageOf } from '../site.ts';
import { noteTags, tagPath, tagSlug } from '../tags/tags.client.ts';
import { noteFeedHtml } from './note-html.ts';
import { coverImage } from './cover.ts';
import { FEED_FORMATS, feedRoute, type FeedFormat } from './feed-links.ts';
import { getNotes, type Note } from '../stories/stories.ts';
import { notePath } from './notes.ts';

/** `text` as HTML text, for the Atom fields the `feed` package marks `type="html"`. */
const escapeHtml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `xml` without control characters (tab and line breaks aside), which XML 1.0 forbids even
 * escaped: the content check refuses them in texts; a note's body could still carry one.
 */
const wellFormed = (xml: string) =>
	xml.replace(/\p{Cc}/gu, (character) => (/[\t\n\r]/.test(character) ? character : ''));

interface FeedItem {
	note: Note;
	url: string;
	html: string;
	/** The default language, when the note's text is not translated. */
	lang?: string;
}

const built = new Map<string, Promise<Record<FeedFormat['key'], string>>>();

/**
 * Every feed of one language (`slug` for a tag's), in the three formats, made once a build. The
 * notes are the newest `feedItems` of site.json's notes settings.
 */
export function notesFeeds(
	lang: string,
	slug?: string,
): Promise<Record<FeedFormat['key'], string>> {
	const key = `${lang}\n${slug ?? ''}`;
	let feeds = built.get(key);
	if (!feeds) {
		feeds = buildFeeds(lang, slug);
		built.set(key, feeds);
	}
	return feeds;
}

async function buildFeeds(lang: string, slug?: string): Promise<Record<FeedFormat['key'], string>> {
	const { copy, site, url } = languageOf(lang);
	const texts = copy.notes!;
	const absolute = (route: string) => new URL(url(route), site.url).href;
	const all = await getNotes(lang);
	const tagged = slug ? all.filter((note) => noteTags(note).some((t) => tagSlug(t) === slug)) : all;
	const tag = slug && noteTags(tagged[0]!).find((t) => tagSlug(t) === slug)!;
	const items: FeedItem[] = await Promise.all(
		tagged.slice(0, noteSettings(site).feedItems).map(async (note) => {
			const page = absolute(notePath(note.id));
			// The page's own encode of the cover: no image is encoded for the feeds alone.
			const cover = note.data.cover && (await coverImage(note.data.cover.src)).src;
			const body = await noteFeedHtml(note, lang, page);
			const coverHtml = cover
				? `<p><img src="${escapeHtml(new URL(cover, site.url).href)}" alt="${escapeHtml(note.data.cover!.alt)}"></p>`
				: '';
			const fellBack = note.t('title').lang ?? note.t('body').lang;
			return {
				note,
				url: page,
				html: coverHtml + body,
				...(fellBack ? { lang: defaultLanguage } : {}),
			};
		}),
	);
	const home = absolute('/');
	const page = absolute(slug ? tagPath(slug) : '/notes');
	const title = tag
		? fill(texts.tagFeedTitle, { name: site.name, tag })
		: fill(texts.feedTitle, { name: site.name });
	const description = fill(texts.description, { name: site.name });
	const author = { name: site.name, link: home };
	const links = Object.fromEntries(
		FEED_FORMATS.map((format) => [format.key, absolute(feedRoute(format, slug))]),
	);
	const newest = items[0]?.note.data;
	const updated = newest ? (newest.updated ?? newest.published) : new Date(0);
	const copyright = fill(copy.layout.copyright, { year: site.copyrightYear, name: site.name });
	const feed = (escape: (text: string) => string) => {
		const made = new Feed({
			id: page,
			title: escape(title),
			description,
			link: page,
			language: lang,
			updated,
			generator: false,
			copyright,
			author,
			feedLinks: { rss: links.rss, atom: links.atom },
		});
		for (const item of items) made.addItem(feedItem(item, escape, author));
		return made;
	};
	const atom = feed(escapeHtml)
		.atom1()
		.replace('<feed xmlns="http://www.w3.org/2005/Atom">', () => {
			return `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(lang)}">`;
		});
	return {
		rss: wellFormed(feed((text) => text).rss2()),
		atom: wellFormed(atom),
		jsonFeed: JSON.stringify({
			version: 'https://jsonfeed.org/version/1.1',
			title,
			home_page_url: page,
			feed_url: links.jsonFeed,
			description,
			language: lang,
			authors: [{ name: site.name, url: home }],
			items: items.map(({ note, url: itemUrl, html, lang: itemLang }) => ({
				id: itemUrl,
				url: itemUrl,
				...(note.data.canonical && { external_url: note.data.canonical }),
				title: note.data.title,
				summary: note.data.description,
				content_html: html,
				date_published: note.data.published.toISOString(),
				...(note.data.updated && { date_modified: note.data.updated.toISOString() }),
				...(noteTags(note).length > 0 && { tags: noteTags(note) }),
				...(itemLang && { language: itemLang }),
			})),
		}),
	};
}

/** One note as an RSS item or Atom entry; `escape` makes a text HTML where the format wants it. */
function feedItem(
	{ note, url, html }: FeedItem,
	escape: (text: string) => string,
	author: { name: string; link: string },
): Item {
	const { title, description, published, updated, canonical } = note.data;
	return {
		title: escape(title),
		id: url,
		// A note first published elsewhere links to the original, where readers comment and share.
		link: canonical ?? url,
		date: updated ?? published,
		published,
		description: escape(description),
		content: html,
		author: [author],
		category: noteTags(note).map((name) => ({ name, term: name })),
	};
}
