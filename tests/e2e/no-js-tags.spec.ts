/**
 * Projects `no-js` (1280px) and `no-js-phone` (390px), JavaScript disabled: the tag filter is
 * plain links. On /projects and every tag page the chips are visible links, the current one
 * marked; following a tag shows exactly its projects and "All" shows them all again; nothing
 * between the intro and the first card is invisible (no space kept for a script).
 */
import { expect, test, type Page } from '@playwright/test';
import { copy, escapeRegExp, projects, tags } from '../content.ts';
import { seenOpacity } from './motion-probe.ts';
import { cards, chip, chipNav } from './locators.ts';
import { expectCards } from './projects-data.ts';

const allTitles = projects.map((project) => project.title);

test.beforeEach(() => {
	expect(test.info().project.use.javaScriptEnabled).toBe(false);
});

/** Every chip in view is a visible, opaque link; the fold control, if any, is visible too. */
async function expectChipsUsable(page: Page, current: string) {
	const links = chipNav(page).getByRole('link');
	expect(await links.count()).toBeGreaterThan(0);
	for (const link of await links.all()) {
		if (!(await link.isVisible())) {
			// Only a chip folded away behind the visible "more" control may be out of view.
			await expect(link.locator('xpath=ancestor::details[not(@open)]')).toHaveCount(1);
			await expect(chipNav(page).locator('summary')).toBeVisible();
			continue;
		}
		expect(await seenOpacity(link)).toBe(1);
	}
	await expect(chipNav(page).locator('[aria-current="page"]')).toHaveText(
		new RegExp(`^${escapeRegExp(current)} \\(`),
	);
	await expect(chipNav(page).locator('[aria-current="page"]')).toBeVisible();
}

/** Nothing between the intro and the first card is invisible: only visible chips fill the gap. */
async function expectNoHiddenGap(page: Page) {
	const gap = await page.getByRole('main').evaluate((main) => {
		const intro = main.querySelector('.intro')!.getBoundingClientRect();
		const firstCard = [...main.querySelectorAll('#project-grid > li')].find(
			(card) => card.getClientRects().length > 0,
		)!;
		const bottoms = [...main.querySelectorAll('nav a, nav summary')]
			.filter((element) => element.checkVisibility({ visibilityProperty: true }))
			.map((element) => element.getBoundingClientRect().bottom);
		return firstCard.getBoundingClientRect().top - Math.max(intro.bottom, ...bottoms);
	});
	// The space below the last visible chip is the grid's margin (2rem), not a hidden block.
	expect(gap).toBeLessThanOrEqual(48);
}

test('/projects: every chip a visible link, "All" current, every card shown', async ({ page }) => {
	await page.goto('/projects');
	await expectChipsUsable(page, copy.projects.allTags);
	await expectCards(page, allTitles);
	await expectNoHiddenGap(page);
});

for (const tag of tags) {
	test(`${tag.path}: the chips are visible links and only ${tag.name}'s projects show`, async ({
		page,
	}) => {
		await page.goto(tag.path);
		await expectChipsUsable(page, tag.name);
		await expectCards(page, tag.titles);
		await expectNoHiddenGap(page);
	});
}

test('following a tag shows exactly its projects, and "All" returns', async ({ page }) => {
	const react = tags.find((tag) => tag.name === 'React') ?? tags[0]!;
	await page.goto('/projects');
	const summary = chipNav(page).locator('summary');
	if (!(await chip(page, react.name, react.titles.length).isVisible())) await summary.click();
	await chip(page, react.name, react.titles.length).click();
	await expect(page).toHaveURL(react.path);
	await expectCards(page, react.titles);
	for (const card of await cards(page).all()) await expect(card).toBeVisible();
	await chip(page, copy.projects.allTags, projects.length).click();
	await expect(page).toHaveURL('/projects');
	await expectCards(page, allTitles);
});

test('every chip can be reached without a script, folded ones through the "more" control', async ({
	page,
}) => {
	await page.goto('/projects');
	const summary = chipNav(page).locator('summary');
	// A phone folds the less used tags away; a wide screen shows them all.
	if (await summary.isVisible()) {
		await expect(chipNav(page).locator('details a').first()).toBeHidden();
		await summary.click();
	}
	const links = chipNav(page).getByRole('link');
	await expect(links).toHaveCount(tags.length + 1);
	for (const link of await links.all()) await expect(link).toBeVisible();
});
