/**
 * The search page in the browser: Pagefind loads only once the visitor reaches for the field, a
 * word of a project's story (or a note's text) finds it, a tag filters the results, a search kept
 * in the address runs again, and without JavaScript the page lists everything instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { SITES, urlOf, withoutJavaScript } from './env.ts';
import { pathIn, readContent, readFurtherLanguages, SEARCH_PATH } from '../tools/content.ts';
import { PAGE_SIZE } from '../../src/search/results.client.ts';
import { directionOf } from '../../src/i18n/languages.ts';
import { features, onFeatures } from './features.ts';

// A site with projects, notes and tags, whatever the owner's content holds.
test.use(onFeatures);

const { copy, notes, projects, tags } = features;

/** The words of a story as a visitor reads them: no code, no link targets, no markup. */
const storyWords = (body: string) =>
	body
		.replace(/```[\s\S]*?```/g, ' ')
		.replace(/\]\([^)]*\)/g, ' ')
		.replace(/<[^>]*>/g, ' ')
		.match(/\p{L}{6,}/gu) ?? [];

/** A page the search indexes, as the tests read it from the content. */
interface Searched {
	title: string;
	path: string;
	/** Its title and description: a word here is not "of its story". */
	heading: string;
	body: string;
	tags: string[];
}

const SEARCHED: Searched[] = [
	...projects.map((project) => ({
		title: project.title,
		path: project.path,
		heading: `${project.title} ${project.desc}`,
		body: project.body,
		tags: project.category,
	})),
	...notes.map((note) => ({
		title: note.title,
		path: note.path,
		heading: `${note.title} ${note.description}`,
		body: note.body,
		tags: note.tags ?? [],
	})),
];

/**
 * A page of `pages` and a word that only its story holds: not in its title or description, and in
 * no other project's or note's text, so the search cannot find it by anything else.
 */
function pageAndWord(pages: Searched[]): { page: Searched; word: string } | undefined {
	const textOf = (page: Searched) =>
		`${page.heading} ${page.body} ${page.tags.join(' ')}`.toLowerCase();
	for (const page of pages) {
		const others = SEARCHED.filter((other) => other !== page).map(textOf);
		const word = storyWords(page.body).find((candidate) => {
			const lower = candidate.toLowerCase();
			return (
				!page.heading.toLowerCase().includes(lower) && others.every((text) => !text.includes(lower))
			);
		});
		if (word) return { page, word };
	}
	return undefined;
}

/** A project and a word of its story only. */
function projectAndWord(): { project: Searched; word: string } {
	const found = pageAndWord(SEARCHED.slice(0, projects.length));
	if (!found) throw new Error('No project has a word of its own in its story');
	return { project: found.page, word: found.word };
}

const field = (page: Page, label = copy.search.label) =>
	page.getByRole('searchbox', { name: label });
const results = (page: Page) => page.locator('#search-results');
const resultLinks = (page: Page) =>
	results(page).getByRole('heading', { level: 2 }).getByRole('link');

test.describe('with JavaScript', { tag: '@any-width' }, () => {
	test('loads nothing until the visitor reaches for the field, then finds a project by a word of its story', async ({
		page,
	}) => {
		const { project, word } = projectAndWord();
		const fetched: string[] = [];
		page.on('request', (request) => {
			if (new URL(request.url()).pathname.startsWith('/pagefind/')) fetched.push(request.url());
		});
		await page.goto(SEARCH_PATH);
		await page.waitForLoadState('networkidle');
		expect(fetched, 'nothing of Pagefind before the visitor searches').toEqual([]);
		await field(page).fill(word);
		await expect(resultLinks(page).first()).toBeVisible();
		await expect(resultLinks(page).filter({ hasText: project.title })).toHaveAttribute(
			'href',
			project.path,
		);
		expect(fetched.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
		await expect(page.getByRole('status')).not.toBeEmpty();
		await expect(results(page).locator('mark').first()).toBeVisible();
		// The browse list gives way to the results; the address keeps the search.
		await expect(page.getByRole('heading', { name: copy.search.browse })).toBeHidden();
		expect(new URL(page.url()).searchParams.get('q')).toBe(word);
		await field(page).fill('');
		await expect(page.getByRole('heading', { name: copy.search.browse })).toBeVisible();
		await expect(resultLinks(page)).toHaveCount(0);
	});

	test('finds a note by a word of its text', async ({ page }) => {
		const found = pageAndWord(SEARCHED.slice(projects.length));
		expect(found, 'a published note with a word of its own').toBeDefined();
		await page.goto(SEARCH_PATH);
		await field(page).fill(found!.word);
		await expect(resultLinks(page).filter({ hasText: found!.page.title })).toHaveAttribute(
			'href',
			found!.page.path,
		);
	});

	test('a tag filters the results to the projects and notes that carry it', async ({ page }) => {
		const tag = tags.find((entry) => entry.titles.length < projects.length) ?? tags[0]!;
		await page.goto(SEARCH_PATH);
		await page.getByRole('combobox', { name: copy.search.tag }).selectOption(tag.name);
		// The projects and the notes that carry it.
		const carrying = [...tag.titles, ...tag.notes];
		await expect(resultLinks(page)).toHaveCount(Math.min(carrying.length, PAGE_SIZE));
		for (const title of await resultLinks(page).allTextContents())
			expect(carrying, title).toContain(title);
		// With a word: only what carries both.
		const { project, word } = projectAndWord();
		await field(page).fill(word);
		const both = project.tags.includes(tag.name) ? [project.title] : [];
		await expect(resultLinks(page)).toHaveText(both);
		if (both.length === 0) await expect(page.getByRole('status')).toHaveText(copy.search.noResults);
	});

	test('a search in the address runs when the page opens', async ({ page }) => {
		const { project, word } = projectAndWord();
		await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(word)}`);
		await expect(field(page)).toHaveValue(word);
		await expect(resultLinks(page).filter({ hasText: project.title })).toHaveCount(1);
	});
});

// A site in every built-in language with projects and tags, whatever languages the owner's has:
// three of its further languages, one of them right to left.
test.describe('in every language', { tag: '@any-width' }, () => {
	const multilingual = SITES.builtin;
	test.use({ baseURL: urlOf(multilingual) });

	test("a tag in the address filters each language's own pages when the page opens", async ({
		page,
	}) => {
		const every = readFurtherLanguages(multilingual.content);
		const translations = [
			...every.slice(0, 2),
			...every
				.slice(2)
				.filter(({ lang }) => directionOf(lang) === 'rtl')
				.slice(0, 1),
		];
		expect(translations.length, 'further languages').toBeGreaterThan(0);
		const [tag] = readContent(multilingual.content).tags;
		for (const { lang, copy: texts } of translations) {
			const path = pathIn(lang, SEARCH_PATH, multilingual.content);
			await page.goto(`${path}?tag=${encodeURIComponent(tag!.name)}`);
			await expect(page.getByRole('combobox', { name: texts.search.tag })).toHaveValue(tag!.name);
			const carrying = tag!.titles.length + tag!.notes.length;
			await expect(resultLinks(page)).toHaveCount(Math.min(carrying, PAGE_SIZE));
			const ownPages = ['/projects/', '/notes/'].map((prefix) =>
				pathIn(lang, prefix, multilingual.content),
			);
			for (const href of await resultLinks(page).evaluateAll((links) =>
				links.map((link) => link.getAttribute('href')),
			))
				expect(
					ownPages.some((prefix) => href?.startsWith(prefix)),
					`${href}`,
				).toBe(true);
		}
	});
});

// What a search finds is the same at any width; the page at both is checked in a11y.spec.ts.
test.describe('without JavaScript', { tag: '@any-width' }, () => {
	test.use(withoutJavaScript);

	test('the page says why and lists every tag, project and note; the form still goes somewhere', async ({
		page,
	}) => {
		await page.goto(SEARCH_PATH);
		const main = page.getByRole('main');
		// Playwright's text matching skips <noscript>: the note is found by its element.
		const note = main.locator('noscript p');
		await expect(note).toBeVisible();
		await expect(note).toHaveText(copy.search.noscript);
		for (const tag of tags)
			await expect(main.getByRole('link', { name: tag.name, exact: true })).toHaveAttribute(
				'href',
				tag.path,
			);
		for (const { title, path } of [...projects, ...notes])
			await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute(
				'href',
				path,
			);
		await field(page).fill(projectAndWord().word);
		await field(page).press('Enter');
		await expect(page).toHaveURL(
			(url) => url.pathname === SEARCH_PATH && url.searchParams.has('q'),
		);
		await expect(note).toBeVisible();
	});
});
