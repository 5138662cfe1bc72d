/**
 * What the link-preview images of the notes' pages show: the list's pages, each note (its title,
 * description, tags and cover) and the page of a tag only notes carry.
 */
import type { OgCard } from '../share/og-image.ts';
import { fill } from '../i18n/template.ts';
import { noteSettings } from '../schemas/site.ts';
import { languageOf } from '../site.ts';
import { tagPath } from '../projects/tags.ts';
import { getNotes, listPath, notePath, noteTags } from './notes.ts';
import { tagPages } from './tag-pages.ts';

type OgPage = { route: string; card: OgCard };

/** How the preview pages of one language are named and what every card shows. */
interface OgLanguage {
	/** A page's preview: its route (as links write it), heading and description. */
	page: (route: string, title: string, description: string) => OgPage;
	/** The preview's route of a page's route. */
	route: (route: string) => string;
	/** The owner's name and the site's address, on every card. */
	common: { owner: string; site: string };
}

/** The notes' preview pages in `lang`; none while it has no published note. */
export async function noteOgPages(lang: string, { page, route, common }: OgLanguage) {
	const { copy, site } = languageOf(lang);
	const notes = await getNotes(lang);
	const texts = copy.notes;
	if (!texts || notes.length === 0) return [];
	const description = fill(texts.description, { name: site.name });
	const number = new Intl.NumberFormat(copy.lang);
	const pages = Math.ceil(notes.length / noteSettings(site).perPage);
	const onlyNotes = (await tagPages(lang)).filter((tag) => tag.projects === 0);
	return [
		page('/notes', texts.heading, description),
		...Array.from({ length: pages - 1 }, (_, index) =>
			page(
				listPath(index + 2),
				fill(texts.pageTitle, { page: number.format(index + 2) }),
				description,
			),
		),
		...notes.map((note): OgPage => ({
			route: route(notePath(note.id)),
			card: {
				...common,
				title: note.data.title,
				description: note.data.description,
				tags: noteTags(note),
				// The original file, read by path: reading the image's metadata would make Astro
				// copy the original into dist/.
				screenshot: (note.data.cover?.src as { fsPath?: string } | undefined)?.fsPath,
			},
		})),
		...onlyNotes.map(({ name, slug, notes: tagged }) =>
			page(
				tagPath(slug),
				fill(texts.tagHeading, { tag: name }),
				fill(tagged.length === 1 ? texts.tagDescriptionOne : texts.tagDescription, {
					count: number.format(tagged.length),
					tag: name,
				}),
			),
		),
	];
}
