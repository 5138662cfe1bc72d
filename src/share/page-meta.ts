// Each page's title and description in each language, as its head and its link-preview image
// show them: one place for the texts both read.
import { fill, fillCounted } from '../i18n/template.client.ts';
import { languageOf } from '../site.ts';

/** What a page says of itself. */
export interface PageMeta {
	/** The head's title, before the owner's name. */
	title: string;
	/** The meta description. */
	description: string;
	/** The page's heading: the title of its preview image. */
	heading: string;
	/** The line under the heading on the preview image: the description, at home the job title. */
	caption: string;
}

/** The pages with one address per language (a tag's and a project's have their own). */
export type PageRoute = '/' | '/projects' | '/about' | '/resume' | '/contact' | '/search' | '/404';

const meta = (title: string, heading: string, description: string, caption = description) => ({
	title,
	description,
	heading,
	caption,
});

/** The page at `route` in `lang` (Astro's `currentLocale`; the default language without one). */
export function pageMeta(lang: string | undefined, route: PageRoute): PageMeta {
	const { copy, site } = languageOf(lang);
	const named = (text: string) => fill(text, { name: site.name });
	const { about, contact, error, projects, resume, search } = copy;
	switch (route) {
		case '/':
			// The home page's heading is the owner's name, with the job title under it.
			return meta(site.jobTitle, site.name, site.description, site.jobTitle);
		case '/projects':
			return meta(projects.title, projects.heading, named(projects.description));
		case '/about':
			return meta(about.title, about.heading, named(about.description));
		case '/resume':
			// The résumé page's heading is the owner's name.
			return meta(resume.title, site.name, named(resume.description));
		case '/contact':
			return meta(contact.title, contact.heading, named(contact.description));
		case '/search':
			return meta(search.title, search.heading, named(search.description));
		case '/404':
			return meta(error.title, error.heading, named(error.description));
	}
}

/** The page of the tag `tag`, which `count` projects carry. */
export function tagMeta(lang: string | undefined, tag: string, count: number): PageMeta {
	const { projects, lang: locale } = languageOf(lang).copy;
	const description = fillCounted(projects.tagDescription, locale, count, {
		count: new Intl.NumberFormat(locale).format(count),
		tag,
	});
	return meta(fill(projects.tagTitle, { tag }), fill(projects.tagHeading, { tag }), description);
}

/** A project's page: its title and its one-line description. */
export function projectMeta(project: { title: string; desc: string }): PageMeta {
	return meta(project.title, project.title, project.desc);
}

/** The notes' list: its first page, or page `page` of the further ones. */
export function notesMeta(lang: string | undefined, page = 1): PageMeta {
	const { copy, site } = languageOf(lang);
	const notes = copy.notes!;
	const description = fill(notes.description, { name: site.name });
	if (page <= 1) return meta(notes.title, notes.heading, description);
	const numbered = fill(notes.pageTitle, { page: new Intl.NumberFormat(copy.lang).format(page) });
	return meta(numbered, numbered, description);
}

/** The page of a tag only notes carry, `count` of them. */
export function noteTagMeta(lang: string | undefined, tag: string, count: number): PageMeta {
	const { notes, lang: locale } = languageOf(lang).copy;
	const description = fillCounted(notes!.tagDescription, locale, count, {
		count: new Intl.NumberFormat(locale).format(count),
		tag,
	});
	const heading = fill(notes!.tagHeading, { tag });
	return meta(heading, heading, description);
}

/** A note's page: its title and its description. */
export function noteMeta(note: { title: string; description: string }): PageMeta {
	return meta(note.title, note.title, note.description);
}
