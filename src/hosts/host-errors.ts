// Which error page a host answers a missing path with, in one place: under a further language's
// prefix that language's own (`/es/404.html`), everywhere else the default language's. Every
// host's file that can say so is written from these rules.
import { LANGUAGE_PREFIX, spelledOut } from './host-headers.ts';

/** A missing path that `paths` matches (`/x/*`, `/:lang/*`) is answered with `page`, status 404. */
export interface ErrorPageRule {
	paths: string;
	page: string;
}

/** The error pages, the first matching rule winning: a further language's, then the default's. */
export const ERROR_PAGE_RULES: ErrorPageRule[] = [
	{ paths: `${LANGUAGE_PREFIX}/*`, page: `${LANGUAGE_PREFIX}/404.html` },
	{ paths: '/*', page: '/404.html' },
];

/** `rules` for the site under `base` (`headerBase`'s form): `/*` stays every path. */
export function errorPagesUnderBase(rules: ErrorPageRule[], base: string): ErrorPageRule[] {
	if (base === '') return rules;
	return rules.map(({ paths, page }) => ({
		paths: paths === '/*' ? paths : `${base}${paths}`,
		page: `${base}${page}`,
	}));
}

/** `rules` for a site in `languages` (the default first), `/:lang` spelled out (`/es/*`). */
export function errorPagesFor(
	rules: ErrorPageRule[],
	languages: readonly string[],
): ErrorPageRule[] {
	return rules.flatMap(({ paths, page }) => {
		const pages = spelledOut([page], languages);
		return spelledOut([paths], languages).map((spelled, index) => ({
			paths: spelled,
			page: pages[index]!,
		}));
	});
}
