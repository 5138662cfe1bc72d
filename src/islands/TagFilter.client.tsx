// The tag filter's chips: links to `/projects` and each tag's page, so they work without it.
// Hydrated, a chip filters the static cards in place (by `data-tags`), with the tag page's path,
// heading and title; a chip of a tag with notes opens its page. Props are the tags, never cards.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { fill, fillCounted } from '../i18n/template.client.ts';
import type { Pages } from '../schemas/pages.ts';
import { splitChips } from '../tags/chips.client.ts';
import type { TagEntry } from '../tags/tags.client.ts';
import styles from './TagFilter.module.css';

export interface TagChip extends TagEntry {
	/** The tag page, with the site's base. */
	href: string;
	/** Notes carry the tag too: the chip opens its page, where they are listed. */
	notes?: boolean;
}

/**
 * The owner's texts the filter shows or sets (content/pages.json, `projects`): the chips' name,
 * "All", the folded chips' summary, the announcement after filtering, and the Projects and tag
 * pages' headings and titles; `{tag}`, `{count}` and `{total}` are filled in.
 */
export type TagFilterTexts = Pick<
	Pages['projects'],
	'heading' | 'title' | 'tagHeading' | 'tagTitle' | 'filter' | 'allTags' | 'moreTags' | 'filtered'
>;

export interface TagFilterProps {
	tags: TagChip[];
	texts: TagFilterTexts;
	/** `/projects`, with the site's base. */
	allHref: string;
	/** How many projects there are in all. */
	total: number;
	/** The page's language: counts are written in its digits and separators. */
	lang?: string;
	/** The language of each text the page's language lacks (it shows the default language's). */
	textLangs?: Partial<Record<keyof TagFilterTexts, string>>;
	/** The slug of the page's tag; null on `/projects`. */
	current: string | null;
	/** The id of the grid (`ul`) whose cards this filters. */
	gridId: string;
	/** The event that replays the cards' entrance, dispatched on the grid after each change. */
	replayEvent: string;
	/** The id of the page's heading, which names the tag. */
	headingId: string;
	/** The owner's name, which ends every page title. */
	siteName: string;
	/** The id of the page's own tag's notes, shown only while the page shows that tag. */
	notesId?: string;
}

/** A path without a trailing slash or `.html`, as the chips' links write it. */
const route = (path: string) => path.replace(/\.html$/, '').replace(/\/$/, '') || '/';

export default function TagFilter(props: TagFilterProps) {
	const { tags, texts, allHref, total, gridId, replayEvent, headingId, siteName, lang } = props;
	const { notesId, current: ownTag } = props;
	const textLangs = props.textLangs ?? {};
	const number = new Intl.NumberFormat(lang).format;
	const [current, setCurrent] = useState(props.current);
	const [status, setStatus] = useState('');
	const shownTag = useRef(props.current);
	// Which chips fold away follows the page's own tag only: a chip never moves under a finger.
	const { open, folded } = splitChips(tags, props.current);

	/** Shows the cards of `slug` (all for null), as the static page for it does. */
	function show(slug: string | null) {
		if (slug === shownTag.current) return;
		shownTag.current = slug;
		setCurrent(slug);
		const tag = tags.find((entry) => entry.slug === slug);
		const ownNotes = notesId ? document.getElementById(notesId) : null;
		if (ownNotes) ownNotes.hidden = slug !== ownTag;
		const grid = document.getElementById(gridId);
		if (!grid) return;
		for (const card of grid.querySelectorAll<HTMLElement>(':scope > li')) {
			card.hidden = tag ? !(card.dataset.tags ?? '').split(' ').includes(tag.slug) : false;
		}
		const heading = document.getElementById(headingId);
		if (heading) {
			heading.textContent = tag ? fill(texts.tagHeading, { tag: tag.name }) : texts.heading;
			const headingLang = tag ? textLangs.tagHeading : textLangs.heading;
			if (headingLang) heading.lang = headingLang;
			else heading.removeAttribute('lang');
		}
		const title = tag ? fill(texts.tagTitle, { tag: tag.name }) : texts.title;
		document.title = `${title} | ${siteName}`;
		setStatus(
			tag
				? fillCounted(texts.filtered, textLangs.filtered ?? lang, tag.count, {
						count: number(tag.count),
						total: number(total),
						tag: tag.name,
					})
				: '',
		);
		grid.dispatchEvent(new Event(replayEvent));
	}

	/** The slug whose page `pathname` is; undefined for a path that is neither. */
	function slugAt(pathname: string): string | null | undefined {
		const path = route(pathname);
		if (path === route(allHref)) return null;
		return tags.find((tag) => route(tag.href) === path)?.slug;
	}

	// The address is an outside system: catch up with it on mount and whenever history moves.
	useEffect(() => {
		const sync = () => {
			const slug = slugAt(window.location.pathname);
			if (slug !== undefined) show(slug);
		};
		sync();
		window.addEventListener('popstate', sync);
		return () => window.removeEventListener('popstate', sync);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the props never change
	}, []);

	function handleClick(event: MouseEvent<HTMLAnchorElement>, slug: string | null) {
		// A new tab or window, or a download: the browser's own behaviour.
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
			return;
		// Another tag with notes: its page lists them, so the link is followed.
		if (slug !== ownTag && tags.some((tag) => tag.slug === slug && tag.notes)) return;
		event.preventDefault();
		if (slug === shownTag.current) return;
		window.history.pushState(null, '', event.currentTarget.href);
		show(slug);
	}

	const chip = (
		label: string,
		count: number,
		href: string,
		slug: string | null,
		labelLang?: string,
	) => (
		<li key={slug ?? ''}>
			<a
				className={styles.chip}
				href={href}
				lang={labelLang}
				aria-current={current === slug ? 'page' : undefined}
				data-chip=""
				onClick={(event) => handleClick(event, slug)}
			>
				{label} <span className={styles.count}>({number(count)})</span>
			</a>
		</li>
	);

	return (
		<nav className={styles.filters} aria-label={texts.filter}>
			<ul className={styles.chips}>
				{chip(texts.allTags, total, allHref, null, textLangs.allTags)}
				{open.map((tag) => chip(tag.name, tag.count, tag.href, tag.slug))}
			</ul>
			{folded.length > 0 && (
				<details className={styles.more}>
					<summary className={styles.chip} lang={textLangs.moreTags}>
						{fillCounted(texts.moreTags, textLangs.moreTags ?? lang, folded.length, {
							count: number(folded.length),
						})}
					</summary>
					<ul className={styles.chips}>
						{folded.map((tag) => chip(tag.name, tag.count, tag.href, tag.slug))}
					</ul>
				</details>
			)}
			<p className="sr-only" role="status" lang={status ? textLangs.filtered : undefined}>
				{status}
			</p>
		</nav>
	);
}
