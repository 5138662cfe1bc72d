/**
 * The one list of navigation links, rendered by the header and the footer and read by the
 * tests. Plain data with no Astro or Vite import, so Node (the test runners) can load it.
 */

/** A navigation link: its text and its path, relative to the site's base. */
interface NavLink {
	title: string;
	path: string;
}

/** The header and footer links, in order. */
export const navLinks: NavLink[] = [
	{ title: 'Home', path: '/' },
	{ title: 'Projects', path: '/projects' },
	{ title: 'About', path: '/about' },
	{ title: 'Contact', path: '/contact' },
];
