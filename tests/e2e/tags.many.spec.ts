/**
 * The tag filter with many tags (fixture site: 40 projects, 32 tags). On a 390px phone the
 * chips in view take at most two rows, then a "more" control (a native disclosure, no script)
 * shows the rest; a tag page keeps its own chip in view; axe finds no WCAG A/AA violation. That
 * the fixture has 30 or more tags, each with its chip, is checked without a browser, in
 * the many projects' build test.
 */
import { axeViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { manyProjects } from '../tools/fixture-projects.ts';
import { tagPath, tagSlug } from '../../src/tags/tags.client.ts';
import { manyCopy, templatePattern } from '../tools/content.ts';
import { chipNav as namedChipNav } from './locators.ts';
import { expectCards } from './projects-data.ts';
import { SITES, urlOf } from './env.ts';

test.use({ baseURL: urlOf(SITES.many) });

const projects = manyProjects();
/** The chips' navigation, with the fixture site's name for it. */
const chipNav = (page: Page) => namedChipNav(page, manyCopy.projects.filter);
const tagNames = [...new Set(projects.flatMap((project) => project.category))];
const countOf = (name: string) =>
	projects.filter((project) => project.category.includes(name)).length;

/** Distinct rows the visible chips (`a`) or chips and control (`a, summary`) sit in. */
const rows = (page: Page, selector = 'a') =>
	chipNav(page).evaluate((nav, selector) => {
		const tops = [...nav.querySelectorAll(selector)]
			.filter((element) => element.checkVisibility())
			.map((element) => Math.round(element.getBoundingClientRect().top));
		return [...new Set(tops)].length;
	}, selector);

test.describe('on a 390px phone', { tag: '@phone' }, () => {
	test('the chips take at most two rows, then a control shows the rest', async ({ page }) => {
		await page.goto('/projects');
		const summary = chipNav(page).locator('summary');
		await expect(summary).toBeVisible();
		await expect(summary).toHaveText(templatePattern(manyCopy.projects.moreTags));
		const links = chipNav(page).getByRole('link');
		const visible = await links.evaluateAll(
			(elements) => elements.filter((element) => element.checkVisibility()).length,
		);
		expect(visible).toBeLessThan(tagNames.length / 3);
		// Two rows of chips, then the control on a row of its own.
		expect(await rows(page)).toBeLessThanOrEqual(2);
		expect(await rows(page, 'a, summary')).toBeLessThanOrEqual(3);
		await summary.click();
		await expect(links).toHaveCount(tagNames.length + 1);
		for (const link of await links.all()) await expect(link).toBeVisible();
	});

	test('the control works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({
			javaScriptEnabled: false,
			viewport: { width: 390, height: 844 },
		});
		const page = await context.newPage();
		await page.goto('/projects');
		const folded = chipNav(page).locator('details a');
		await expect(folded.first()).toBeHidden();
		await chipNav(page).locator('summary').click();
		for (const link of await folded.all()) await expect(link).toBeVisible();
		await context.close();
	});

	test('a tag page of a rarely used tag keeps its chip in view, the list folded', async ({
		page,
	}) => {
		const rare = tagNames.find((name) => countOf(name) === Math.min(...tagNames.map(countOf)))!;
		await page.goto(tagPath(tagSlug(rare)));
		const current = chipNav(page).locator('[aria-current="page"]');
		await expect(current).toBeVisible();
		await expect(current).toHaveText(`${rare} (${countOf(rare)})`);
		expect(await rows(page)).toBeLessThanOrEqual(2);
		await expectCards(
			page,
			projects.filter((project) => project.category.includes(rare)).map((project) => project.title),
		);
	});
});

for (const path of ['/projects', tagPath(tagSlug(tagNames.at(-1)!))]) {
	test(`${path} has no WCAG 2.1 A/AA violations, folded and unfolded`, async ({ page }) => {
		// axe over 40 cards, twice.
		test.slow();
		await page.goto(path);
		expect(await axeViolations(page)).toEqual([]);
		const summary = chipNav(page).locator('summary');
		if (await summary.isVisible()) await summary.click();
		expect(await axeViolations(page)).toEqual([]);
	});
}
