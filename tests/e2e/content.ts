/**
 * The shipped content as the build reads it (through the schemas), for the browser tests: they
 * follow the owner's edits instead of pinning today's texts.
 */
import siteJson from '../../content/site.json' with { type: 'json' };
import pagesJson from '../../content/pages.json' with { type: 'json' };
import { siteSchema } from '../../src/schemas/site.ts';
import { pagesSchema } from '../../src/schemas/pages.ts';

export const site = siteSchema.parse(siteJson);
export const copy = pagesSchema.parse(pagesJson);

/** The header and footer links, in order. */
export const NAV = [
	{ name: copy.nav.home, path: '/' },
	{ name: copy.nav.projects, path: '/projects' },
	{ name: copy.nav.about, path: '/about' },
	{ name: copy.nav.contact, path: '/contact' },
];

/** The profile the About page links to as the owner's code, if one is marked. */
export const codeProfile = site.profiles.find((profile) => profile.code);
