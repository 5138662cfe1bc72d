// Where a page's link-preview image is served: a pure function of the page's route and the
// owner's settings, for every page's head; what each image shows is listed in og.ts.
import { brand, languages, routeIn } from '../site.ts';
import { withBase } from '../urls.client.ts';

/** The image's route for a page's route: `/` → `index`, `/projects/x` → `projects/x`. */
export function ogRoute(route: string): string {
	return route === '/' ? 'index' : route.replace(/^\//, '');
}

/**
 * The preview image's URL for a page's route (`/`, `/projects`, ...). On the home page the
 * owner's own `socialImage`, when site.json names one, wins over the drawn one.
 */
export function ogImage(route: string): string {
	const isHome = languages.some((lang) => routeIn(lang, '/') === route);
	if (isHome && brand.socialImage) return brand.socialImage;
	return withBase(`/og/${ogRoute(route)}.png`);
}
