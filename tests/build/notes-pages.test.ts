/**
 * The notes' pages from their HTML: the list and its pages, each note's page and data, the tag
 * pages with projects and notes, the home page, the sitemap; drafts and later notes nowhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { describe, expect, inject, test } from 'vitest';
import { fill } from '../../src/i18n/template.client.ts';
import { noteSettings } from '../../src/schemas/site.ts';
import { tagPath, tagSlug } from '../../src/tags/tags.client.ts';
import { localeRoute } from '../../src/i18n/languages.ts';
import { readContent, readLanguages, templatePattern } from '../tools/content.ts';
import { attribute as attr, pageFile, readPage, text } from '../tools/hast.ts';
import { NOTES } from './variants.ts';
import { CONTENT_SITES } from './init-site.ts';

/** The list page that holds page `number`: /notes, /notes/page/2, ... */
const listPath = (number: number) => (number === 1 ? '/notes' : `/notes/page/${number}`);

describe.each(CONTENT_SITES)('the notes of the site built from $name', ({ name, content }) => {
	const dist = () => inject('dist')[name];
	const page = (path: string) => readPage(dist(), path);
	const { site, settings, notes, projects, copy } = readContent(content);
	const texts = copy.notes!;
	const languages = readLanguages(content);
	const { perPage, onHome } = noteSettings(settings);
	const pages = Math.ceil(notes.length / perPage);
	const titlesIn = (path: string, scope = 'main') =>
		selectAll(`${scope} article h2 a, ${scope} article h3 a`, page(path)).map(text);

	test('the list shows the notes newest first, a page at a time, with links between pages', () => {
		for (let number = 1; number <= pages; number++) {
			const path = listPath(number);
			const shown = notes.slice((number - 1) * perPage, number * perPage);
			expect(titlesIn(path), path).toEqual(shown.map((note) => note.title));
			const tree = page(path);
			expect(attr(select('a[rel="prev"]', tree), 'href'), path).toBe(
				number > 1 ? listPath(number - 1) : undefined,
			);
			expect(attr(select('a[rel="next"]', tree), 'href'), path).toBe(
				number < pages ? listPath(number + 1) : undefined,
			);
		}
		expect(existsSync(pageFile(dist(), listPath(pages + 1)))).toBe(false);
	});

	test('each note has its page: title, dates, reading time, tags, older and newer note', () => {
		for (const [index, note] of notes.entries()) {
			const tree = page(note.path);
			const article = select('main article', tree)!;
			expect(text(select('h1', article)!), note.path).toBe(note.title);
			const times = selectAll('time', article).map((time) => attr(time, 'dateTime'));
			expect(times, note.path).toEqual(
				[note.published, ...(note.updated ? [note.updated] : [])].map((day) =>
					day.toISOString().slice(0, 10),
				),
			);
			const day = new Intl.DateTimeFormat(copy.lang, { dateStyle: 'long', timeZone: 'UTC' });
			expect(text(article), note.path).toContain(
				fill(texts.published, { date: day.format(note.published) }),
			);
			expect(text(article), note.path).toMatch(templatePattern(texts.readingTime));
			const tags = selectAll(`ul[aria-label="${texts.tags}"] a`, article);
			expect(
				tags.map((tag) => attr(tag, 'href')),
				note.path,
			).toEqual((note.tags ?? []).map((tag) => tagPath(tagSlug(tag))));
			const older = notes[index + 1];
			const newer = notes[index - 1];
			expect(attr(select('a[rel="prev"]', article), 'href'), note.path).toBe(older?.path);
			expect(attr(select('a[rel="next"]', article), 'href'), note.path).toBe(newer?.path);
		}
	});

	test('a note page describes a BlogPosting by the owner, and has its alternates and image', () => {
		for (const note of notes) {
			const tree = page(note.path);
			const data = selectAll('script[type="application/ld+json"]', tree)
				.map((script) => JSON.parse(text(script)) as Record<string, unknown>)
				.find((entry) => entry['@type'] === 'BlogPosting');
			expect(data, note.path).toMatchObject({
				headline: note.title,
				description: note.description,
				datePublished: note.published.toISOString().slice(0, 10),
				dateModified: (note.updated ?? note.published).toISOString().slice(0, 10),
				keywords: note.tags ?? [],
				author: { '@type': 'Person', name: site.name },
				url: new URL(note.path, site.url).href,
			});
			const image = attr(select('meta[property="og:image"]', tree), 'content')!;
			expect(existsSync(join(dist(), new URL(image).pathname)), image).toBe(true);
			const alternates = selectAll('link[rel="alternate"][hreflang]', tree).map((link) =>
				attr(link, 'href'),
			);
			for (const lang of languages.length > 1 ? languages : [])
				expect(alternates).toContain(
					new URL(localeRoute(note.path, lang, languages[0]!), site.url).href,
				);
		}
	});

	test('the tag page of a tag a note and a project carry lists both; a tag only notes carry gets a page of notes', () => {
		const noteTags = [...new Set(notes.flatMap((note) => note.tags ?? []))];
		const projectTags = new Set(projects.flatMap((project) => project.category));
		const shared = noteTags.filter((tag) => projectTags.has(tag));
		// The cases variant has such tags; the owner's content may have none.
		if (name === 'cases') expect(shared.length, 'a tag both carry').toBeGreaterThan(0);
		for (const tag of noteTags) {
			const path = tagPath(tagSlug(tag));
			const tree = page(path);
			const tagged = notes.filter((note) => note.tags?.includes(tag)).map((note) => note.title);
			if (projectTags.has(tag)) {
				const shown = selectAll('#project-grid > li:not([hidden]) h2', tree).map(text);
				const carriers = projects.filter((project) => project.category.includes(tag));
				expect(shown.map((title) => carriers.some((p) => title.startsWith(p.title)))).not.toContain(
					false,
				);
				expect(shown, path).toHaveLength(carriers.length);
				expect(text(select('#tag-notes h2', tree)!), path).toBe(fill(texts.tagHeading, { tag }));
				expect(titlesIn(path, '#tag-notes'), path).toEqual(tagged);
			} else {
				expect(text(select('h1', tree)!), path).toBe(fill(texts.tagHeading, { tag }));
				expect(titlesIn(path), path).toEqual(tagged);
			}
		}
	});

	test('the home page shows the latest notes; the sitemap lists every note page', () => {
		expect(titlesIn('/')).toEqual(notes.slice(0, onHome).map((note) => note.title));
		const sitemap = readFileSync(join(dist(), 'sitemap-0.xml'), 'utf8');
		const listed = notes.length > 0 ? ['/notes', ...notes.map((note) => note.path)] : [];
		for (const lang of languages) {
			const loc = (path: string) =>
				`<loc>${new URL(localeRoute(path, lang, languages[0]!), site.url).href}</loc>`;
			for (const path of listed) expect(sitemap).toContain(loc(path));
			// Without a published note there is no list of them to link.
			if (notes.length === 0) expect(sitemap).not.toContain(loc('/notes'));
		}
	});

	if (name === 'cases')
		test('a draft and a note dated in the future have no page and are listed nowhere', () => {
			const sitemap = readFileSync(join(dist(), 'sitemap-0.xml'), 'utf8');
			for (const hidden of [NOTES.draft, NOTES.future]) {
				expect(existsSync(pageFile(dist(), `/notes/${hidden.id}`))).toBe(false);
				expect(existsSync(pageFile(dist(), tagPath(tagSlug(hidden.tag))))).toBe(false);
				expect(sitemap).not.toContain(hidden.id);
				for (const path of ['/', '/notes', listPath(2), tagPath(tagSlug(NOTES.shared))])
					expect(readFileSync(pageFile(dist(), path), 'utf8'), path).not.toContain(hidden.title);
			}
		});
});
