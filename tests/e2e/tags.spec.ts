/**
 * The chips, with JavaScript: every chip a link; once the filter island is there a chip filters
 * in place (no page load, the tag page's path in the address bar, Back restores); before that a
 * chip simply navigates; old `?tag=` links land on the tag's page. What each tag page's HTML
 * holds (heading, title, description, canonical URL, its projects, the sitemap) is checked
 * without a browser, by the project pages' build test.
 */
import { expect, test, type Request } from '@playwright/test';
import { fill, fillCounted } from '../../src/i18n/template.client.ts';
import { cards, chipNav as chipNavIn } from './locators.ts';
import { expectCards, hydrateFilter } from './projects-data.ts';
import { features, onFeatures } from './features.ts';

// A site that has projects and tags, whatever the owner's content holds.
test.use(onFeatures);

const { copy, projects, site, tags } = features;
const chipNav = (page: import('@playwright/test').Page) => chipNavIn(page, copy.projects.filter);

const allTitles = projects.map((project) => project.title);
/**
 * A tag on some projects but not all, and on no note (a chip of a tag with notes opens its page,
 * where they are listed), preferring one whose name needs a slug (C#, REST API).
 */
const partial = tags.filter((tag) => tag.titles.length < projects.length && !tag.notes.length);
const tag = partial.find((entry) => entry.slug !== entry.name.toLowerCase()) ?? partial[0]!;
/** Another such tag, to filter from one tag to the next. */
const other = partial.find((entry) => entry.name !== tag.name)!;
/** The chip that shows every project. */
const ALL = copy.projects.allTags;

const chip = (page: import('@playwright/test').Page, name: string) =>
	chipNav(page).getByRole('link', {
		name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`),
	});

/** Opens the folded chips, when the page folds some away (a phone with many tags). */
async function unfold(page: import('@playwright/test').Page) {
	const more = chipNav(page).locator('summary');
	if (await more.isVisible()) {
		const details = chipNav(page).locator('details');
		if ((await details.getAttribute('open')) === null) await more.click();
	}
}

/** Document requests the page makes from now on (a page load, as opposed to filtering in place). */
function documentRequests(page: import('@playwright/test').Page): Request[] {
	const requests: Request[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'document') requests.push(request);
	});
	return requests;
}

test.describe('chips', () => {
	test('are links with counts, "All" marked as the current page on /projects', async ({ page }) => {
		await page.goto('/projects');
		await expect(chip(page, ALL)).toHaveAttribute('href', '/projects');
		await expect(chip(page, ALL)).toHaveAttribute('aria-current', 'page');
		await expect(chip(page, ALL)).toHaveText(`${ALL} (${projects.length})`);
		await unfold(page);
		for (const entry of tags) {
			await expect(chip(page, entry.name)).toBeVisible();
			await expect(chip(page, entry.name)).toHaveAttribute('href', entry.path);
			await expect(chip(page, entry.name)).toHaveText(`${entry.name} (${entry.titles.length})`);
			await expect(chip(page, entry.name)).not.toHaveAttribute('aria-current');
		}
	});

	test('once the filter is there, a chip filters in place, shows the tag page path, and Back restores', async ({
		page,
	}) => {
		await page.goto('/projects');
		await hydrateFilter(page, copy.projects.filter);
		const loads = documentRequests(page);
		await unfold(page);
		await chip(page, tag.name).click();
		await expect(page).toHaveURL(tag.path);
		await expectCards(page, tag.titles);
		await expect(chip(page, tag.name)).toHaveAttribute('aria-current', 'page');
		await expect(chip(page, ALL)).not.toHaveAttribute('aria-current');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			fill(copy.projects.tagHeading, { tag: tag.name }),
		);
		await expect(page).toHaveTitle(
			`${fill(copy.projects.tagTitle, { tag: tag.name })} | ${site.name}`,
		);
		await expect(chipNav(page).getByRole('status')).toHaveText(
			fillCounted(copy.projects.filtered, copy.lang, tag.titles.length, {
				count: tag.titles.length,
				total: projects.length,
				tag: tag.name,
			}),
		);

		await chip(page, other.name).click();
		await expect(page).toHaveURL(other.path);
		await expectCards(page, other.titles);

		await page.goBack();
		await expect(page).toHaveURL(tag.path);
		await expectCards(page, tag.titles);
		await page.goBack();
		await expect(page).toHaveURL('/projects');
		await expectCards(page, allTitles);
		await expect(chip(page, ALL)).toHaveAttribute('aria-current', 'page');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.projects.heading);
		await page.goForward();
		await expectCards(page, tag.titles);
		expect(loads.map((request) => request.url())).toEqual([]);

		// Reload gives the same view, now from the static page.
		await page.reload();
		await expectCards(page, tag.titles);
		await expect(chip(page, tag.name)).toHaveAttribute('aria-current', 'page');
	});

	test('from a tag page, "All" shows every project in place', async ({ page }) => {
		await page.goto(tag.path);
		await hydrateFilter(page, copy.projects.filter);
		const loads = documentRequests(page);
		await chip(page, ALL).click();
		await expect(page).toHaveURL('/projects');
		await expectCards(page, allTitles);
		for (const card of await cards(page).all()) await expect(card).toBeVisible();
		expect(loads).toEqual([]);
	});

	test('a chip used before the filter is there follows its link', async ({ page }) => {
		// The island's code never arrives, so the chips stay plain links.
		await page.route(/TagFilter.*\.js$/, (route) => route.abort());
		await page.goto('/projects');
		const loads = documentRequests(page);
		await unfold(page);
		await chip(page, tag.name).click();
		await expect(page).toHaveURL(tag.path);
		await expectCards(page, tag.titles);
		expect(loads.map((request) => new URL(request.url()).pathname)).toEqual([tag.path]);
	});

	// Where a URL leads is the same at any width.
	test("an old shared link with ?tag= lands on that tag's page @any-width", async ({ page }) => {
		await page.goto(`/projects?tag=${encodeURIComponent(tag.name)}`);
		await expect(page).toHaveURL(tag.path);
		await expectCards(page, tag.titles);
	});

	test('an unknown ?tag= shows all projects @any-width', async ({ page }) => {
		await page.goto('/projects?tag=no-such-technology');
		await expectCards(page, allTitles);
		await expect(page).toHaveURL(/\/projects\?tag=no-such-technology$/);
	});
});
