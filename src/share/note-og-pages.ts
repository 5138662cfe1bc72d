// What the link-preview images of the notes' pages show: the list's pages, each note (its title,
// description, tags and cover) and the page of a tag only notes carry.
import type { OgCard } from './og-layout.ts';
import { noteMeta, noteTagMeta, notesMeta, type PageMeta } from './page-meta.ts';
import { noteSettings } from '../schemas/site.ts';
import { languageOf, pagesOn } from '../site.ts';
import { noteTags, tagPath } from '../tags/tags.client.ts';
import { getNotes } from '../stories/stories.ts';
import { listPath, notePath } from '../notes/notes.ts';
import { tagPages } from '../tags/tag-pages.ts';

type OgPage = { route: string; card: OgCard };

/**
 * The notes' preview pages in `lang`, each made by `page` from its route and what the page says
 * of itself; none while the language has no published note.
 */
export async function noteOgPages(
	lang: string,
	page: (route: string, meta: PageMeta) => OgPage,
): Promise<OgPage[]> {
	const { copy, site } = languageOf(lang);
	const notes = await getNotes(lang);
	if (!copy.notes || notes.length === 0) return [];
	const pages = Math.ceil(notes.length / noteSettings(site).perPage);
	const onlyNotes = pagesOn.tags ? (await tagPages(lang)).filter((tag) => tag.projects === 0) : [];
	return [
		...Array.from({ length: pages }, (_, index) =>
			page(listPath(index + 1), notesMeta(lang, index + 1)),
		),
		...notes.map((note) => {
			const { route, card } = page(notePath(note.id), noteMeta(note.data));
			// The original file, read by path: reading the image's metadata would make Astro copy
			// the original into dist/.
			const cover = (note.data.cover?.src as { fsPath?: string } | undefined)?.fsPath;
			return {
				route,
				card: { ...card, tags: noteTags(note), ...(cover && { screenshot: cover }) },
			};
		}),
		...onlyNotes.map(({ name, slug, notes: tagged }) =>
			// The route as the page's own getStaticPaths gives it: a tag in any script, not encoded.
			page(decodeURIComponent(tagPath(slug)), noteTagMeta(lang, name, tagged.length)),
		),
	];
}
