// What the search page makes of Pagefind's answers: the results it lists, the count it announces
// and the address that keeps a search (`?q=…&tag=…`), apart from the page itself.
import type { Counted, PluralForms } from '../i18n/plural.client.ts';

/** A heading of a result's page that matched, as Pagefind gives it. */
export interface SubResult {
	url: string;
	title: string;
	excerpt: string;
}

/** The parts of a result's data the page uses. */
export interface ResultData {
	url: string;
	meta: { title?: string };
	excerpt: string;
	sub_results?: SubResult[];
}

/** A result as the page lists it: the page and up to three of its matching sections. */
export interface ShownResult {
	url: string;
	title: string;
	excerpt: string;
	sections: SubResult[];
}

/** How many results the page lists at first, and how many more each "more" adds. */
export const PAGE_SIZE = 10;

/** How many matching sections a result lists under its page. */
const SECTIONS = 3;

/**
 * A result as listed: its title (the address when the page has none) and the matching sections
 * that have an address of their own (a heading's anchor) and are not the page's own heading.
 */
export function shownResult(data: ResultData): ShownResult {
	const title = data.meta.title?.trim() || data.url;
	const sections = (data.sub_results ?? [])
		.filter((section) => section.url.includes('#') && section.title.trim() !== title)
		.slice(0, SECTIONS);
	return { url: data.url, title, excerpt: data.excerpt, sections };
}

/**
 * The count's announcement: the form of `text` the number takes in `lang` (the text's language),
 * `{count}` written in that language's digits. It picks the form itself, as `pickPlural` does,
 * so the search page's script shares no module with the islands and stays inline.
 */
export function countText(count: number, text: Counted, lang: string): string {
	const number = new Intl.NumberFormat(lang || undefined).format(count);
	const forms: PluralForms = typeof text === 'string' ? { other: text } : text;
	const category = new Intl.PluralRules(lang || undefined).select(count);
	return (forms[category] ?? forms.other).replace('{count}', number);
}

/** What the address asks for: the words (`q`) and the tag. */
export interface SearchQuery {
	query: string;
	tag: string;
}

/** The query in an address's search part (`?q=rust&tag=Rust`). */
export function readQuery(search: string): SearchQuery {
	const params = new URLSearchParams(search);
	return { query: params.get('q')?.trim() ?? '', tag: params.get('tag') ?? '' };
}

/** The search part of the address for `query`: the form's own fields, empty ones left out. */
export function querySearch({ query, tag }: SearchQuery): string {
	const params = new URLSearchParams();
	if (query) params.set('q', query);
	if (tag) params.set('tag', tag);
	const search = params.toString();
	return search ? `?${search}` : '';
}
