// The link-preview image of every page: which pages get one and what each shows (the page's own
// heading and description, from the owner's content); og-address.ts says where each is served.
import { ogColoursOf, type OgCard, type OgColours } from './og-layout.ts';
import { resolveTheme } from '../schemas/colour/palette.ts';
import { pageMeta, projectMeta, tagMeta, type PageMeta, type PageRoute } from './page-meta.ts';
import { getProjects } from '../stories/stories.ts';
import { brand, languageOf, languages, pagesOn, routeIn, site } from '../site.ts';
import { tagPath } from '../tags/tags.client.ts';
import { noteOgPages } from './note-og-pages.ts';
import { ogRoute } from './og-address.ts';
import { tagPages } from '../tags/tag-pages.ts';

/** The owner's light-theme colours and the header band. */
export const ogColours: OgColours = ogColoursOf(resolveTheme(site.theme));

/** Every page's image in every language: its route under /og/ and what it shows. */
export async function ogPages(): Promise<{ route: string; card: OgCard }[]> {
	const all = await Promise.all(languages.map((lang) => ogPagesIn(lang)));
	return all.flat();
}

/** Every page's image in one language: `/og/es/projects.png` for Spanish. */
async function ogPagesIn(lang: string): Promise<{ route: string; card: OgCard }[]> {
	const { site } = languageOf(lang);
	const common = {
		owner: site.name,
		site: new URL(site.url).host,
		lang,
		...(site.font && { font: site.font }),
	};
	const page = (route: string, meta: PageMeta) => ({
		route: ogRoute(routeIn(lang, route)),
		card: { ...common, title: meta.heading, description: meta.caption },
	});
	const fixed = (route: PageRoute) => page(route, pageMeta(lang, route));
	const projects = await getProjects(lang);
	// The tags projects carry, when their pages are built; those only notes carry are the notes'.
	const tags = (pagesOn.tags ? await tagPages(lang) : [])
		.filter((tag) => tag.projects > 0)
		.map(({ name, slug, projects: count }) => ({ name, slug, count }));
	const list = [
		fixed('/projects'),
		fixed('/about'),
		...(pagesOn.resume ? [fixed('/resume')] : []),
		...(pagesOn.contact ? [fixed('/contact')] : []),
		fixed('/search'),
		fixed('/404'),
		...tags.map(({ name, slug, count }) =>
			page(decodeURIComponent(tagPath(slug)), tagMeta(lang, name, count)),
		),
		...projects.map(({ id, data }) => {
			const { route, card } = page(`/projects/${id}`, projectMeta(data));
			return {
				route,
				card: {
					...card,
					tags: data.category,
					// The original file, read by path: reading the image's metadata would make Astro
					// copy the original into dist/.
					screenshot: (data.img as { fsPath?: string } | undefined)?.fsPath,
				},
			};
		}),
		...(await noteOgPages(lang, page)),
	];
	// The home page: the owner's name and job title, unless the owner's own image is used.
	if (!brand.socialImage) list.unshift(fixed('/'));
	return list;
}
