/**
 * The one list of navigation links, rendered by the header and the footer and read by the
 * tests: the paths are fixed, the labels are the owner's (content/pages.json, `nav`). Plain data
 * with no Astro or Vite import, so Node (the test runners) can load it.
 */
import type { Pages } from './schemas/pages.ts';

/** A navigation link: its text and its path, relative to the site's base. */
export interface NavLink {
	title: string;
	path: string;
}

/** The header and footer links, in order, labelled with the owner's texts. */
export function navLinksFrom(labels: Pages['nav']): NavLink[] {
	return [
		{ title: labels.home, path: '/' },
		{ title: labels.projects, path: '/projects' },
		{ title: labels.about, path: '/about' },
		{ title: labels.contact, path: '/contact' },
	];
}
