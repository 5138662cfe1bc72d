// The search page's script: it loads Pagefind only once the visitor reaches for the search, lists
// the results as links with an excerpt, filters them by tag, and keeps the search in the address.
import { excerptParts } from './excerpt.client.ts';
import type { Counted } from '../i18n/plural.client.ts';
import {
	countText,
	PAGE_SIZE,
	querySearch,
	readQuery,
	shownResult,
	type ResultData,
	type SearchQuery,
} from './results.client.ts';

/** A text of the page for the script, with its language when it is not the page's. */
export interface SearchText {
	text: string;
	lang?: string;
}

/** The texts the script shows, carried by the page in a JSON element. */
export interface SearchTexts {
	searching: SearchText;
	/** The count of results: one text or its plural forms. */
	results: { text: Counted; lang?: string };
	noResults: SearchText;
	failed: SearchText;
}

/** The ids of the page's parts the script works with. */
export const SEARCH_IDS = {
	form: 'search-form',
	query: 'search-query',
	tag: 'search-tag',
	status: 'search-status',
	results: 'search-results',
	more: 'search-more',
	browse: 'search-browse',
	texts: 'search-texts',
} as const;

/** How long typing must pause before a search runs, in milliseconds. */
const PAUSE = 80;

interface Found {
	results: { data: () => Promise<ResultData> }[];
}

/** The part of Pagefind's script the page uses. */
interface Pagefind {
	options: (options: Record<string, unknown>) => Promise<void>;
	init: () => Promise<void>;
	debouncedSearch: (
		term: string | null,
		options: { filters: Record<string, string[]> },
		pause: number,
	) => Promise<Found | null>;
}

/** `text` with its language, when it has one of its own. */
function withLang(element: HTMLElement, { text, lang }: SearchText): void {
	element.textContent = text;
	if (lang) element.lang = lang;
	else element.removeAttribute('lang');
}

/** An element with `children`, and a class. */
function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className: string,
	...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
	const made = document.createElement(tag);
	if (className) made.className = className;
	made.append(...children);
	return made;
}

/** An excerpt as text with its highlighted words in `<mark>`. */
function excerpt(html: string): HTMLParagraphElement {
	const parts = excerptParts(html).map(({ text, marked }) =>
		marked ? element('mark', '', text) : text,
	);
	return element('p', 'excerpt', ...parts);
}

/** A link to `url` reading `title`. */
function link(url: string, title: string): HTMLAnchorElement {
	const anchor = element('a', '', title);
	anchor.href = url;
	return anchor;
}

/** One result: its page's title as a link, the excerpt, and its matching sections. */
function resultItem(data: ResultData): HTMLLIElement {
	const shown = shownResult(data);
	const item = element(
		'li',
		'result',
		element('h2', '', link(shown.url, shown.title)),
		excerpt(shown.excerpt),
	);
	if (shown.sections.length > 0) {
		const sections = shown.sections.map((section) =>
			element('li', '', link(section.url, section.title), excerpt(section.excerpt)),
		);
		item.append(element('ul', 'sections', ...sections));
	}
	return item;
}

/** Starts the search page: nothing is loaded until the visitor searches. */
export function startSearch(): void {
	const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
	const form = byId<HTMLFormElement>(SEARCH_IDS.form);
	const input = byId<HTMLInputElement>(SEARCH_IDS.query);
	const tag = byId<HTMLSelectElement>(SEARCH_IDS.tag);
	const status = byId(SEARCH_IDS.status);
	const list = byId<HTMLOListElement>(SEARCH_IDS.results);
	const more = byId<HTMLButtonElement>(SEARCH_IDS.more);
	const browse = byId(SEARCH_IDS.browse);
	const textsElement = byId(SEARCH_IDS.texts);
	const script = form?.dataset.index;
	if (!form || !input || !status || !list || !more || !browse || !textsElement || !script) return;
	const texts = JSON.parse(textsElement.textContent ?? '{}') as SearchTexts;
	const lang = document.documentElement.lang;

	let pagefind: Promise<Pagefind> | undefined;
	const load = () =>
		(pagefind ??= (import(/* @vite-ignore */ script) as Promise<Pagefind>).then(async (module) => {
			// Result addresses are the pages' routes, under the site's base path.
			await module.options({ baseUrl: form.dataset.base ?? '/', excerptLength: 24 });
			await module.init();
			return module;
		}));

	let latest = 0;
	let found: Found['results'] = [];

	/** Lists the next results; `focus` moves the keyboard to the first of them. */
	const showMore = async (search: number, focus = false) => {
		const next = found.slice(list.children.length, list.children.length + PAGE_SIZE);
		const data = await Promise.all(next.map((result) => result.data()));
		if (search !== latest) return;
		const items = data.map(resultItem);
		list.append(...items);
		more.hidden = list.children.length >= found.length;
		if (focus) items[0]?.querySelector('a')?.focus();
	};

	const showAll = () => {
		list.replaceChildren();
		list.hidden = true;
		more.hidden = true;
		browse.hidden = false;
		status.textContent = '';
	};

	const run = async ({ query, tag: chosen }: SearchQuery) => {
		const search = ++latest;
		if (!query && !chosen) return showAll();
		withLang(status, texts.searching);
		try {
			const filters: Record<string, string[]> = chosen ? { tag: [chosen] } : {};
			// Time spent waiting for Pagefind to load counts towards the pause.
			const asked = performance.now();
			const engine = await load();
			const pause = Math.max(0, PAUSE - (performance.now() - asked));
			const answer = await engine.debouncedSearch(query || null, { filters }, pause);
			if (answer === null || search !== latest) return;
			found = answer.results;
			list.replaceChildren();
			await showMore(search);
			if (search !== latest) return;
			list.hidden = found.length === 0;
			browse.hidden = true;
			if (found.length === 0) withLang(status, texts.noResults);
			else {
				const { results } = texts;
				withLang(status, {
					...results,
					text: countText(found.length, results.text, results.lang ?? lang),
				});
			}
		} catch (error) {
			if (search !== latest) return;
			withLang(status, texts.failed);
			console.error(error);
		}
	};

	const current = (): SearchQuery => ({ query: input.value.trim(), tag: tag?.value ?? '' });
	const searchNow = () => {
		const query = current();
		history.replaceState(history.state, '', `${location.pathname}${querySearch(query)}`);
		void run(query);
	};
	// Reaching for the field starts loading Pagefind, so the first words typed find it ready.
	input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });
	input.addEventListener('input', searchNow);
	tag?.addEventListener('change', searchNow);
	form.addEventListener('submit', (event) => {
		event.preventDefault();
		searchNow();
	});
	more.addEventListener('click', () => void showMore(latest, true));

	// A search in the address (a shared link, the form sent before this script ran) runs at once.
	const asked = readQuery(location.search);
	if (asked.query || asked.tag) {
		input.value = asked.query;
		if (tag && [...tag.options].some((option) => option.value === asked.tag)) tag.value = asked.tag;
		void run(current());
	}
}
