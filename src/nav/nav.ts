// The one list of navigation links, rendered by the header and the footer and read by the tests:
// the paths are fixed, the labels are the owner's.
import type { Pages } from '../schemas/pages.ts';

/** A navigation link: its text and its path, relative to the site's base. */
export interface NavLink {
	title: string;
	path: string;
	/** The text's language when it is not the page's (a text the page's language lacks). */
	lang?: string;
}

/**
 * The header and footer links, in order, labelled with the owner's texts; `langs` gives the
 * language of a label that falls back to the default language's (`{ about: 'en' }`). The contact
 * link is left out when the owner turns the contact page off.
 */
export function navLinksFrom(
	labels: Pages['nav'],
	langs: Partial<Record<keyof Pages['nav'], string>> = {},
	pages: { contact: boolean } = { contact: true },
): NavLink[] {
	const link = (key: keyof Pages['nav'], path: string): NavLink =>
		langs[key] ? { title: labels[key], path, lang: langs[key] } : { title: labels[key], path };
	return [
		link('home', '/'),
		link('projects', '/projects'),
		link('about', '/about'),
		...(pages.contact ? [link('contact', '/contact')] : []),
	];
}
