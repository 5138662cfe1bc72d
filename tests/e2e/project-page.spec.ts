/**
 * Project pages (`/projects/<id>`) in a browser: every image loads, the screenshot (the largest
 * paint) fetched once through its preload; "Next" and "All projects" lead on; a fenced code block
 * is highlighted without breaking the policy; the card's "Details" link is reached by keyboard;
 * axe finds nothing. What the pages' HTML holds (facts, tags, links, the story, neighbours,
 * metadata, the sitemap) is checked without a browser, by the project pages' build test.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPreloaded } from './preload.ts';
import { expectImagesLoaded } from './seen.ts';
import { isAt, startsWith } from '../tools/content.ts';
import { settle } from './settle.ts';
import { NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';
import { watchViolations } from './csp-violations.ts';
import { features, onFeatures, withCode as codeProject, withPicture } from './features.ts';

// A site that has projects with stories, whatever the owner's content holds.
test.use(onFeatures);

const { copy, names, projects } = features;
const main = (page: Page) => page.getByRole('main');
const rich = withPicture();
const withCode = codeProject();

test.describe('a project page', { tag: '@any-width' }, () => {
	test('every project page fetches its screenshot once, through its preload, and every image loads', async ({
		page,
	}) => {
		// Each page until all its images have loaded.
		test.setTimeout(20_000 + projects.length * 3_000);
		for (const project of projects) {
			await test.step(project.path, async () => {
				await page.goto(project.path);
				await expectPreloaded(
					page,
					main(page).getByRole('img', { name: names.screenshot(project.title) }),
				);
				await expectImagesLoaded(page);
			});
		}
	});

	test('following "Next" walks the grid in order, and a link leads back to all projects', async ({
		page,
	}) => {
		await page.goto(projects[0]!.path);
		await page.getByRole('link', { name: startsWith(copy.project.next) }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[1]!.title);
		await page.getByRole('link', { name: copy.project.all }).click();
		await expect(page).toHaveURL(/\/projects$/);
	});
});

test.describe('the Markdown body', { tag: '@any-width' }, () => {
	test('a fenced code block is highlighted by classes, with no CSP violation', async ({ page }) => {
		const violations = await watchViolations(page);
		await page.goto(withCode.path);
		const block = main(page).locator('pre code');
		await block.first().scrollIntoViewIfNeeded();
		await expect(block.first()).toBeVisible();
		// Highlighted: the tokens come in several colours, and none from a style attribute.
		const colours = await block
			.first()
			.locator('.token')
			.evaluateAll((tokens) => new Set(tokens.map((token) => getComputedStyle(token).color)).size);
		expect(colours).toBeGreaterThanOrEqual(3);
		await expect(main(page).locator('[style]')).toHaveCount(0);
		const policy = await page
			.locator('meta[http-equiv="content-security-policy"]')
			.getAttribute('content');
		expect(policy).not.toContain('unsafe-inline');
		await settle(page);
		expect(violations).toEqual([]);
	});
});

test.describe('the card', { tag: '@any-width' }, () => {
	test('links to its project page in the same tab, after the card and its Github link', async ({
		page,
	}) => {
		await page.goto('/projects');
		await settle(page);
		for (const project of projects) {
			const details = main(page).getByRole('link', {
				name: names.details(project.title),
				exact: true,
			});
			await expect(details).toBeVisible();
			await expect(details).toHaveAttribute('href', project.path);
			await expect(details).not.toHaveAttribute('target', /./);
		}
		// Keyboard order inside a card: the card, its Github link, its Details link.
		const [first] = projects;
		const item = main(page)
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { name: first!.title }) });
		await item.getByRole('link', { name: names.screenshot(first!.title) }).focus();
		await page.keyboard.press('Tab');
		await expect(item.getByRole('link', { name: names.codeStart })).toBeFocused();
		await page.keyboard.press('Tab');
		const details = item.getByRole('link', { name: names.details(first!.title) });
		await expect(details).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(isAt(first!.path));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
	});
});

test('a project page with every kind of body content has no axe violations, light or dark', async ({
	page,
}) => {
	for (const path of new Set([rich.path, withCode.path])) {
		await page.goto(path);
		expect(await violationsInEachScheme(page), path).toEqual(NO_VIOLATIONS);
	}
});
