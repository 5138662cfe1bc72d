/**
 * At both widths (390px and desktop), JavaScript disabled: the tag filter is
 * plain links. On /projects and every tag page the chips are visible links, the current one
 * marked; following a tag shows exactly its projects and "All" shows them all again; nothing
 * between the intro and the first card is invisible (no space kept for a script).
 */
import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp } from '../tools/content.ts';
import { withoutJavaScript } from './env.ts';
import { expectEachVisible } from './seen.ts';
import { cards, chip as chipIn, chipNav as chipNavIn } from './locators.ts';
import { expectCards } from './projects-data.ts';
import { features, onFeatures } from './features.ts';

const { copy, projects, tags } = features;
const allTitles = projects.map((project) => project.title);
const chipNav = (page: Page) => chipNavIn(page, copy.projects.filter);
const chip = (page: Page, name: string, count: number) =>
	chipIn(page, name, count, copy.projects.filter);

// A site that has projects and tags, whatever the owner's content holds.
test.use({ ...withoutJavaScript, ...onFeatures });

/**
 * Every chip in view is a visible, opaque link; a chip out of view may only be one folded away
 * in a closed <details> whose "more" control is visible. Read in one call, every chip named.
 */
async function expectChipsUsable(page: Page, current: string) {
	const links = chipNav(page).getByRole('link');
	const chips = await links.evaluateAll((elements) =>
		elements.map((element) => {
			let opacity = 1;
			for (let node: Element | null = element; node; node = node.parentElement) {
				opacity *= Number(getComputedStyle(node).opacity);
			}
			const { width, height } = element.getBoundingClientRect();
			const summary = element.closest('nav')?.querySelector('summary');
			const summaryBox = summary?.getBoundingClientRect();
			return {
				name: element.textContent?.replace(/\s+/g, ' ').trim(),
				visible:
					element.checkVisibility() &&
					getComputedStyle(element).visibility === 'visible' &&
					width * height > 0,
				opacity,
				folded: element.closest('details:not([open])') !== null,
				summaryVisible:
					!!summary?.checkVisibility() &&
					getComputedStyle(summary).visibility === 'visible' &&
					summaryBox!.width * summaryBox!.height > 0,
			};
		}),
	);
	expect(chips.length, 'the filter has chips').toBeGreaterThan(0);
	const unusable = chips.flatMap(({ name, visible, opacity, folded, summaryVisible }) => {
		// Only a chip folded away behind the visible "more" control may be out of view.
		if (!visible) return folded && summaryVisible ? [] : [`${name}: hidden, not folded away`];
		return opacity === 1 ? [] : [`${name}: seen opacity ${opacity}`];
	});
	expect(unusable, 'every chip is a visible, opaque link or folded away').toEqual([]);
	const currentChip = chipNav(page).locator('[aria-current="page"]');
	await expect(currentChip).toHaveText(new RegExp(`^${escapeRegExp(current)} \\(`));
	await expect(currentChip).toBeVisible();
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

/*
 * /projects and then every tag page, in one page: each page its own step, named by its path, so a
 * failure names the tag; the number of tests does not grow with the owner's tags.
 */
test('/projects and every tag page: the chips are visible links, the current one marked, and exactly its projects show', async ({
	page,
}) => {
	test.setTimeout(20_000 + tags.length * 3_000);
	const pages = [
		{ path: '/projects', name: copy.projects.allTags, titles: allTitles },
		...tags.map(({ path, name, titles }) => ({ path, name, titles })),
	];
	for (const { path, name, titles } of pages) {
		await test.step(`${path}: ${name} current, ${titles.length} projects`, async () => {
			await page.goto(path);
			await expectChipsUsable(page, name);
			await expectCards(page, titles);
			await expectNoHiddenGap(page);
		});
	}
});

test('following a tag shows exactly its projects, and "All" returns', async ({ page }) => {
	const react = tags.find((tag) => tag.name === 'React') ?? tags[0]!;
	await page.goto('/projects');
	const summary = chipNav(page).locator('summary');
	if (!(await chip(page, react.name, react.titles.length).isVisible())) await summary.click();
	await chip(page, react.name, react.titles.length).click();
	await expect(page).toHaveURL(react.path);
	await expectCards(page, react.titles);
	await expectEachVisible(cards(page));
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
	await expectEachVisible(links);
});
