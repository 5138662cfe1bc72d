/**
 * A tag's page lists the projects and notes that carry it, with JavaScript and without; with the
 * filter there, "All" hides the notes in place, Back shows them, a chip with notes opens its page.
 */
import { expect, test, type Page } from '@playwright/test';
import { fill } from '../../src/i18n/template.client.ts';
import { withoutJavaScript } from './env.ts';
import { chip as chipIn, chipNav } from './locators.ts';
import { expectCards, hydrateFilter } from './projects-data.ts';
import { features, onFeatures } from './features.ts';

// A site with notes and tags notes and projects share, whatever the owner's content holds.
test.use(onFeatures);

const { copy, notes, projects, tags } = features;
const filter = copy.projects.filter;
const chip = (page: Page, name: string, count: number) => chipIn(page, name, count, filter);

/** Tags a project and a note carry: the first is the page under test, the next one a chip to follow. */
const shared = tags.filter((tag) => tag.notes.length > 0);
const tag = shared[0]!;

/** The section of the tag page that lists the tag's notes. */
const notesOf = (page: Page, name: string) =>
	page.getByRole('region', { name: fill(copy.notes!.tagHeading, { tag: name }) });

/** The page lists the tag's projects and its notes, each note a link to its page. */
async function expectBoth(page: Page, entry: typeof tag) {
	await expectCards(page, entry.titles);
	const list = notesOf(page, entry.name);
	await expect(list).toBeVisible();
	await expect(list.getByRole('article').getByRole('heading')).toHaveText(entry.notes);
	for (const title of entry.notes)
		await expect(list.getByRole('link', { name: title, exact: true })).toHaveAttribute(
			'href',
			notes.find((note) => note.title === title)!.path,
		);
}

test('there are tags a note and a project both carry', () => {
	expect(shared.length).toBeGreaterThan(1);
});

test.describe('with JavaScript @any-width', () => {
	test("a tag's page lists its projects and notes; All hides the notes in place, Back shows them", async ({
		page,
	}) => {
		await page.goto(tag.path);
		await expectBoth(page, tag);
		await hydrateFilter(page, filter);
		await chip(page, copy.projects.allTags, projects.length).click();
		await expect(page).toHaveURL('/projects');
		await expectCards(
			page,
			projects.map((project) => project.title),
		);
		await expect(notesOf(page, tag.name)).toBeHidden();
		await page.goBack();
		await expect(page).toHaveURL(tag.path);
		await expectBoth(page, tag);
	});

	test('a chip of another tag with notes opens its page, which lists them', async ({ page }) => {
		const next = shared.find((entry) => entry.name !== tag.name);
		expect(next, 'a second tag a note and a project carry').toBeDefined();
		await page.goto(tag.path);
		await hydrateFilter(page, filter);
		// A phone folds the less used tags behind a control.
		const more = chipNav(page, filter).locator('summary');
		if (await more.isVisible()) await more.click();
		await chip(page, next!.name, next!.titles.length).click();
		await expect(page).toHaveURL(next!.path);
		await expectBoth(page, next!);
	});
});

test.describe('without JavaScript @any-width', () => {
	test.use(withoutJavaScript);

	test("a tag's page lists its projects and notes, and a note's link opens it", async ({
		page,
	}) => {
		await page.goto(tag.path);
		await expectBoth(page, tag);
		const [first] = tag.notes;
		await notesOf(page, tag.name).getByRole('link', { name: first, exact: true }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!);
	});
});
