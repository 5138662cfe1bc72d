// Links under the site's base path, from a route or a built page's URL: pure functions of their
// arguments and the configured base, so a page's script in the browser may use them too.

/** Prefixes an internal path with the configured `base`, so links work under a sub-path. */
export function withBase(path: string): string {
	const base = import.meta.env.BASE_URL.replace(/\/$/, '');
	return `${base}${path}` || '/';
}

/**
 * The route of a built page's URL, as links write it: `/projects`, or `/` for home.
 * Pages are built as `projects.html` (build.format 'file'), so Astro.url ends in `.html`.
 */
export function routePath(pathname: string): string {
	return pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '') || '/';
}

/** A page's route without the base path: `/projects` for `/portfolio/projects`. */
export function withoutBase(route: string): string {
	const base = import.meta.env.BASE_URL.replace(/\/$/, '');
	return base && route.startsWith(base) ? route.slice(base.length) || '/' : route;
}
