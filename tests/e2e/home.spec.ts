import { expect, test } from '@playwright/test';
import { withMotion } from './env.ts';
import { copy, heroHeading, site } from '../tools/content.ts';
import { seenOpacity } from './motion-probe.ts';

const greeting = heroHeading(copy.home.greeting, site.name);

test.beforeEach(async ({ page }) => {
	await page.goto('/');
});

// The greeting's markup, the letters' bounce under a pointer and the two buttons' links are the
// same at any width (@any-width); what a phone's tap does to a letter is in the intent spec.
test(
	'the greeting is one heading named in full, drawn as hidden letters',
	{ tag: '@any-width' },
	async ({ page }) => {
		const heading = page.getByRole('heading', { level: 1 });
		await expect(heading).toHaveAccessibleName(greeting);
		await expect(page.getByRole('heading', { name: greeting, exact: true })).toHaveCount(1);

		// Each letter is its own element inside a part hidden from assistive technology.
		const letters = heading.locator('[aria-hidden="true"] span:not(:has(*))');
		const characters = Array.from(
			new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(greeting.replace(/\s/g, '')),
			(s) => s.segment,
		);
		await expect(letters).toHaveText(characters);
		await expect(heading).toContainText(greeting);
	},
);

test('a letter bounces when the pointer reaches it', { tag: '@any-width' }, async ({ page }) => {
	await page.emulateMedia(withMotion);
	const letter = page
		.getByRole('heading', { level: 1 })
		.locator('[aria-hidden="true"] span:not(:has(*))')
		.first();
	/** How far the letter is lifted above its place, in pixels (its offset: it stays inline). */
	const lift = () => letter.evaluate((element) => 0 - parseFloat(getComputedStyle(element).top));
	await expect(letter).toBeVisible();
	expect(await lift()).toBe(0);

	// The first hover loads the island, which then bounces that letter (the intent spec
	// records it frame by frame); a poll on a busy machine may miss one bounce, so hover again.
	await expect(async () => {
		await page.mouse.move(0, 0);
		await letter.hover();
		await expect.poll(lift, { timeout: 1000, intervals: [20] }).toBeGreaterThan(2);
	}).toPass();
	await expect.poll(lift).toBe(0);
});

test('shows the title, the welcome text and the illustration', async ({ page }) => {
	const main = page.getByRole('main');
	await expect(main.getByText(site.jobTitle, { exact: true })).toBeVisible();
	await expect(main.getByText(site.welcome, { exact: true })).toBeVisible();
	// Drawn inline (its colours follow the theme) and decorative: hidden from screen readers.
	const illustration = main.locator('.art svg');
	await expect(illustration).toHaveCount(1);
	await expect(illustration).toHaveAttribute('aria-hidden', 'true');
	await illustration.scrollIntoViewIfNeeded();
	await expect(illustration).toBeVisible();
	expect((await illustration.boundingBox())!.width).toBeGreaterThan(100);
	// Fades in on scroll, and is fully shown once in view.
	await expect.poll(() => seenOpacity(illustration)).toBeGreaterThan(0.99);
});

for (const { name, path, heading } of [
	{ name: copy.home.projectsButton, path: '/projects', heading: copy.projects.heading },
	{ name: copy.home.aboutButton, path: '/about', heading: copy.about.heading },
]) {
	test(`"${name}" leads to ${path}`, { tag: '@any-width' }, async ({ page }) => {
		await page.getByRole('main').getByRole('link', { name, exact: true }).click();
		await expect(page).toHaveURL(new RegExp(`${path}/?$`));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
	});
}
