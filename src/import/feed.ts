// A feed (RSS, Atom, JSON Feed, RDF) read by feedsmith, each article as a note's values: its title,
// day, summary and tags, and its address as the note's canonical one, which the note links to.
import { type AnyFeed, parseFeed } from 'feedsmith';
import { fromHtml } from 'hast-util-from-html';
import type { Root, RootContent } from 'hast';
import { type Fetcher, ImportError, request, textOf } from './http.ts';
import { siteTags } from './existing.ts';
import type { Incoming } from './plan.ts';

/** One article of a feed, as a note takes it. */
export interface Article {
	url: string;
	title: string;
	published: Date;
	updated?: Date | undefined;
	/** Plain text: the article's summary, else the start of its text. */
	summary: string;
	tags: string[];
}

/** The most articles a feed gives the import. */
const MOST_ARTICLES = 500;

/** The longest description; a longer summary is cut at a word. */
const DESCRIPTION_CHARACTERS = 280;

/** HTML as the text a reader reads, white space collapsed. */
export function htmlText(html: string | undefined): string {
	if (!html) return '';
	const walk = (node: Root | RootContent): string =>
		node.type === 'text'
			? node.value
			: 'children' in node
				? node.children
						.map(walk)
						.join(node.type === 'element' && /^(p|li|h\d|br|div)$/.test(node.tagName) ? ' ' : '')
				: '';
	return walk(fromHtml(html, { fragment: true }))
		.replace(/\s+/g, ' ')
		.trim();
}

/** `text` cut at the last word that fits in `most` characters, with an ellipsis when cut. */
function cut(text: string, most: number): string {
	if (text.length <= most) return text;
	const head = text.slice(0, most - 1);
	return `${head.slice(0, head.search(/\s\S*$/) > most / 2 ? head.search(/\s\S*$/) : undefined).trim()}…`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The day a feed's date names, as written in its own time zone (an article of 1 February 08:00 in
 * Tokyo is of 1 February), at midnight UTC as a note's days are; undefined when it is no date.
 */
function dayOf(value: unknown): Date | undefined {
	if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime())) return undefined;
	const iso = /^\s*(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
	const written = /(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})/i.exec(value);
	const month = written && MONTHS.indexOf(written[2]!.toLowerCase()) + 1;
	const day =
		iso ??
		(written && month
			? `${written[3]}-${String(month).padStart(2, '0')}-${written[1]!.padStart(2, '0')}`
			: new Date(value).toISOString().slice(0, 10));
	const date = new Date(`${day}T00:00:00Z`);
	return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An article as a feed gives it, before its checks. */
type Found = { [Key in keyof Article]?: Article[Key] | undefined };

/** A text of an Atom feed: HTML (or XHTML) as its text, plain text as it is. */
const atomText = (text: { value?: string; type?: string } | undefined) =>
	text?.type === 'html' || text?.type === 'xhtml' ? htmlText(text.value) : text?.value;

/** The articles of a parsed feed, in the shape each format writes them. */
function articlesOf(parsed: AnyFeed): Found[] {
	const strings = (list: (string | undefined)[] | undefined) =>
		(list ?? []).filter((tag): tag is string => typeof tag === 'string');
	if (parsed.format === 'atom')
		return (parsed.feed.entries ?? []).map((entry) => ({
			url: (entry.links ?? []).find((link) => !link.rel || link.rel === 'alternate')?.href,
			title: atomText(entry.title),
			published: dayOf(entry.published ?? entry.updated),
			updated: dayOf(entry.updated),
			summary: htmlText(entry.summary?.value) || htmlText(entry.content?.value),
			tags: strings(entry.categories?.map((category) => category.label ?? category.term)),
		}));
	if (parsed.format === 'json')
		return (parsed.feed.items ?? []).map((item) => ({
			url: item.url ?? item.external_url,
			title: item.title,
			published: dayOf(item.date_published ?? item.date_modified),
			updated: dayOf(item.date_modified),
			summary: item.summary || item.content_text || htmlText(item.content_html),
			tags: strings(item.tags),
		}));
	return (parsed.feed.items ?? []).map((item) => ({
		url:
			item.link ??
			('guid' in item && item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
		title: item.title && htmlText(item.title),
		published: dayOf(('pubDate' in item ? item.pubDate : undefined) ?? item.dc?.dates?.[0]),
		summary: htmlText(item.description) || htmlText(item.content?.encoded),
		tags: strings('categories' in item ? item.categories?.map((category) => category.name) : []),
	}));
}

/** The articles of the feed at `url`, newest first; each one that cannot be a note is named in `skipped`. */
export async function readFeed(
	url: string,
	fetcher: Fetcher,
): Promise<{ articles: Article[]; skipped: string[] }> {
	if (!/^https?:\/\//i.test(url) || !URL.canParse(url))
		throw new ImportError(
			`${JSON.stringify(url)} is not a feed's address: give its full address, e.g. https://dev.to/feed/<you>.`,
		);
	const answer = await request(fetcher, url, { check: 'the feed address' });
	if (answer.status !== 200)
		throw new ImportError(
			`${url} answered ${answer.status} ${answer.statusText}: check the feed's address (dev.to: https://dev.to/feed/<you>, Medium: https://medium.com/feed/@<you>).`,
		);
	if (!answer.body)
		throw new ImportError(`${url} is over 10 MB, more than a feed of articles: check the address.`);
	let parsed: AnyFeed;
	try {
		parsed = parseFeed(textOf(answer));
	} catch {
		const kind = /^\s*<(!doctype html|html)/i.test(textOf(answer))
			? 'a web page'
			: 'something else';
		throw new ImportError(
			`${url} is not an RSS, Atom or JSON feed (it is ${kind}): give the feed's own address, often linked as RSS on the blog.`,
		);
	}
	const articles: Article[] = [];
	const skipped: string[] = [];
	for (const found of articlesOf(parsed).slice(0, MOST_ARTICLES)) {
		const address =
			found.url && URL.canParse(found.url, url) ? new URL(found.url, url).href : undefined;
		const title = found.title?.replace(/[\p{Cc}\s]+/gu, ' ').trim();
		if (address && articles.some((article) => article.url === address)) continue;
		if (!address || !/^https?:/.test(address) || !title || !found.published) {
			skipped.push(
				`${title || address || 'An article'}: the feed gives it no ${!title ? 'title' : !found.published ? 'date' : 'web address'}, so it is left out.`,
			);
			continue;
		}
		articles.push({
			url: address,
			title,
			published: found.published,
			updated: found.updated,
			summary: (found.summary ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim(),
			tags: (found.tags ?? []).filter((tag) => typeof tag === 'string'),
		});
	}
	articles.sort((a, b) => b.published.getTime() - a.published.getTime());
	return { articles, skipped };
}

/** Markdown's special characters escaped, so a summary reads as the text it is. */
const markdownText = (text: string) =>
	text
		.replace(/[\\`*_{}[\]<>()#+!|~&]/g, '\\$&')
		.replace(/^(\d+)([.)])/, '$1\\$2')
		.replace(/^[-=]/, '\\$&');

/** Each article's values as a note's; `publish` makes new notes published at once. */
export function noteSources(
	articles: Article[],
	spellings: Map<string, string>,
	publish: boolean,
): Incoming[] {
	return articles.map((article) => {
		const { published, updated } = article;
		const summary = article.summary || article.title;
		const tags = siteTags(article.tags, spellings);
		const description = cut(summary, DESCRIPTION_CHARACTERS);
		const values: Record<string, unknown> = {
			title: article.title,
			description,
			published,
			updated: updated && updated > published ? updated : undefined,
			tags: tags.length > 0 ? tags : undefined,
			canonical: article.url,
			// The summary again only when the description had to cut it; then the original's address.
			body: `${description === summary ? '' : `${markdownText(cut(summary, 1000))}\n\n`}<${article.url}>`,
		};
		return {
			from: article.url,
			title: article.title,
			fallback: new URL(article.url).pathname.split('/').filter(Boolean).pop() ?? 'note',
			values,
			created: {
				title: undefined,
				description: undefined,
				published: undefined,
				updated: undefined,
				tags: undefined,
				canonical: undefined,
				draft: !publish,
			},
			facts: {},
			notes: [],
		};
	});
}
