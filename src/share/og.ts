/**
 * The link-preview image of every page: which pages get one, what each shows (the page's own
 * heading and description, from the owner's content), and where it is served. The images are
 * drawn by src/lib/og-image.ts and served by src/pages/og/[...route].png.ts.
 */
import { join } from 'node:path';
import { ogColoursOf, type OgCard, type OgColours } from './og-image.ts';
import { resolveTheme } from '../schemas/palette.ts';
import { fill } from '../i18n/template.ts';
import { getProjects } from '../projects/projects.ts';
import { brand, defaultLanguage, languageOf, languages, routeIn, site, withBase } from '../site.ts';
import { tagPath } from '../projects/tags.ts';
import { noteOgPages } from '../notes/og-pages.ts';
import { tagPages } from '../notes/tag-pages.ts';

/**
 * Drawn images are kept beside Astro's optimised images (node_modules/.astro), which the
 * deploy workflow keeps between runs: a build draws only the images whose inputs changed.
 * OG_CACHE_DIR names another folder (the scale bench's cold builds start from an empty one).
 */
export const OG_CACHE =
	process.env.OG_CACHE_DIR ?? join(process.cwd(), 'node_modules', '.astro', 'og');

/** The owner's light-theme colours and the header band. */
export const ogColours: OgColours = ogColoursOf(resolveTheme(site.theme));

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

/** Every page's image in every language: its route under /og/ and what it shows. */
export async function ogPages(): Promise<{ route: string; card: OgCard }[]> {
	const all = await Promise.all(languages.map((lang) => ogPagesIn(lang)));
	return all.flat();
}

/** Every page's image in one language: `/og/es/projects.png` for Spanish. */
async function ogPagesIn(lang: string): Promise<{ route: string; card: OgCard }[]> {
	const { copy, site } = languageOf(lang);
	const common = { owner: site.name, site: new URL(site.url).host };
	const page = (route: string, title: string, description: string) => ({
		route: ogRoute(routeIn(lang, route)),
		card: { ...common, title, description },
	});
	const projects = await getProjects(lang);
	// The tags projects carry; those only notes carry are the notes' own previews.
	const tags = (await tagPages(lang))
		.filter((tag) => tag.projects > 0)
		.map(({ name, slug, projects: count }) => ({ name, slug, count }));
	const { about, contact, error, resume } = copy;
	const list = [
		page('/projects', copy.projects.heading, fill(copy.projects.description, { name: site.name })),
		page('/about', about.heading, fill(about.description, { name: site.name })),
		// The résumé page's heading is the owner's name.
		page('/resume', site.name, fill(resume.description, { name: site.name })),
		page('/contact', contact.heading, fill(contact.description, { name: site.name })),
		// The host serves one error page, in the default language.
		...(lang === defaultLanguage
			? [page('/404', error.heading, fill(error.description, { name: site.name }))]
			: []),
		...tags.map(({ name, slug, count }) =>
			page(
				tagPath(slug),
				fill(copy.projects.tagHeading, { tag: name }),
				fill(count === 1 ? copy.projects.tagDescriptionOne : copy.projects.tagDescription, {
					count: new Intl.NumberFormat(copy.lang).format(count),
					tag: name,
				}),
			),
		),
		...projects.map(({ id, data }) => ({
			route: ogRoute(routeIn(lang, `/projects/${id}`)),
			card: {
				...common,
				title: data.title,
				description: data.desc,
				tags: data.category,
				// The original file, read by path: reading the image's metadata would make Astro
				// copy the original into dist/.
				screenshot: (data.img as { fsPath?: string }).fsPath,
			},
		})),
		...(await noteOgPages(lang, {
			page,
			route: (route) => ogRoute(routeIn(lang, route)),
			common,
		})),
	];
	// The home page: the owner's name and job title, unless the owner's own image is used.
	if (!brand.socialImage) list.unshift(page('/', site.name, site.jobTitle));
	return list;
}
