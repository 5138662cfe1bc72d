/**
 * The search page in the browser: Pagefind loads only once the visitor reaches for the field, a
 * word of a project's story finds that project, a tag filters the results, a search kept in the
 * address runs again, and without JavaScript the page lists everything instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { withoutJavaScript } from './env.ts';
import {
	copy,
	languages,
	pathIn,
	projects,
	readTranslationsOf,
	SEARCH_PATH,
	tags,
	type PublishedProject,
} from '../content.ts';
import { PAGE_SIZE } from '../../src/search/results.ts';

/** The words of a story as a visitor reads them: no code, no link targets, no markup. */
const storyWords = (body: string) =>
	body
		.replace(/```[\s\S]*?```/g, ' ')
		.replace(/\]\([^)]*\)/g, ' ')
		.replace(/<[^>]*>/g, ' ')
		.match(/\p{L}{6,}/gu) ?? [];

/**
 * A project and a word that only its story holds: not in its title or description, and in no other
 * project's text, so the search cannot find the project by anything else.
 */
function projectAndWord(): { project: PublishedProject; word: string } {
	const textOf = (project: PublishedProject) =>
		`${project.title} ${project.desc} ${project.body} ${project.category.join(' ')}`.toLowerCase();
	for (const project of projects) {
		const others = projects.filter((other) => other !== project).map(textOf);
		const word = storyWords(project.body).find((candidate) => {
			const lower = candidate.toLowerCase();
			const own = `${project.title} ${project.desc}`.toLowerCase();
			return !own.includes(lower) && others.every((text) => !text.includes(lower));
		});
		if (word) return { project, word };
	}
	throw new Error('No project has a word of its own in its story');
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

	test('a tag filters the results to its projects', async ({ page }) => {
		const tag = tags.find((entry) => entry.titles.length < projects.length) ?? tags[0]!;
		await page.goto(SEARCH_PATH);
		await page.getByRole('combobox', { name: copy.search.tag }).selectOption(tag.name);
		await expect(resultLinks(page)).toHaveCount(Math.min(tag.titles.length, PAGE_SIZE));
		for (const title of await resultLinks(page).allTextContents())
			expect(tag.titles, title).toContain(title);
		// With a word: only what carries both.
		const { project, word } = projectAndWord();
		await field(page).fill(word);
		const both = project.category.includes(tag.name) ? [project.title] : [];
		await expect(resultLinks(page)).toHaveText(both);
		if (both.length === 0) await expect(page.getByRole('status')).toHaveText(copy.search.noResults);
	});

	test('a search in the address runs when the page opens, in every language', async ({ page }) => {
		const { project, word } = projectAndWord();
		await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(word)}`);
		await expect(field(page)).toHaveValue(word);
		await expect(resultLinks(page).filter({ hasText: project.title })).toHaveCount(1);
		for (const { lang, copy: texts } of readTranslationsOf()) {
			const [tag] = tags;
			await page.goto(`${pathIn(lang, SEARCH_PATH)}?tag=${encodeURIComponent(tag!.name)}`);
			await expect(page.getByRole('combobox', { name: texts.search.tag })).toHaveValue(tag!.name);
			await expect(resultLinks(page)).toHaveCount(Math.min(tag!.titles.length, PAGE_SIZE));
			for (const href of await resultLinks(page).evaluateAll((links) =>
				links.map((link) => link.getAttribute('href')),
			))
				expect(href).toMatch(new RegExp(`^${pathIn(lang, '/projects/')}`));
		}
		expect(languages.length).toBeGreaterThan(0);
	});
});

// What a search finds is the same at any width; the page at both is checked in a11y.spec.ts.
test.describe('without JavaScript', { tag: '@any-width' }, () => {
	test.use(withoutJavaScript);

	test('the page says why and lists every tag and project; the form still goes somewhere', async ({
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
		for (const project of projects)
			await expect(main.getByRole('link', { name: project.title, exact: true })).toHaveAttribute(
				'href',
				project.path,
			);
		await field(page).fill(projectAndWord().word);
		await field(page).press('Enter');
		await expect(page).toHaveURL(
			(url) => url.pathname === SEARCH_PATH && url.searchParams.has('q'),
		);
		await expect(note).toBeVisible();
	});
});
