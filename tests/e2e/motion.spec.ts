import { expect, test, type Page } from '@playwright/test';
import { withMotion } from './env.ts';
import { chip, chipNav, mainNav } from './locators.ts';
import { seenOpacity } from './motion-probe.ts';
import { hydrateAll, scrollThrough } from './settle.ts';

import { allPaths, copy } from '../tools/content.ts';
import { features, onFeatures } from './features.ts';

test.use(withMotion);

/**
 * What moves or is not fully shown two frames from now, in one look at the page: the animations
 * still playing, and every element of the main area (its blocks, images, heading and list items)
 * whose seen opacity, its own times that of every ancestor, is below 1. Under reduced motion
 * the global stylesheet cuts every CSS transition and animation to 0.01 ms, so any style change
 * starts one that ends within a frame; those show no motion and are left out. Anything longer,
 * or tied to scrolling, counts.
 */
function stillness(page: Page): Promise<{ running: string[]; faded: string[] }> {
	return page.evaluate(async () => {
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
		const describe = (element: Element | null) => element?.outerHTML.slice(0, 80) ?? 'unknown';
		const running = document
			.getAnimations()
			.filter((animation) => animation.playState === 'running')
			.filter((animation) => {
				const active = animation.effect?.getComputedTiming().activeDuration;
				return typeof active !== 'number' || active >= 1;
			})
			.map((animation) => {
				const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
				return `${animation.constructor.name} on ${describe(target)}`;
			});
		const faded = Array.from(document.querySelectorAll('main > *, main img, main h1, main li'))
			.map((element) => {
				let opacity = 1;
				for (let node: Element | null = element; node; node = node.parentElement)
					opacity *= Number(getComputedStyle(node).opacity);
				return { element, opacity };
			})
			.filter(({ opacity }) => opacity !== 1)
			.map(({ element, opacity }) => `opacity ${opacity}: ${describe(element)}`);
		return { running, faded };
	});
}

/** Everything in the main area is fully shown, with no running animation. */
async function expectStill(page: Page, moment: string) {
	const { running, faded } = await stillness(page);
	expect(running, `no running animation ${moment}`).toEqual([]);
	expect(faded, `everything in the main area fully shown ${moment}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const path of allPaths) {
	test(`with reduced motion, ${path} shows everything at once, before and after interaction`, async ({
		page,
		isMobile,
	}) => {
		await page.goto(path);
		await scrollThrough(page);
		await expectStill(page, 'after loading and scrolling');

		const nav = mainNav(page);
		if (isMobile) {
			await nav.getByRole('button', { name: copy.layout.menuButton }).click();
			await expect(nav.getByRole('link', { name: copy.nav.contact })).toBeVisible();
			expect(await seenOpacity(nav.getByRole('link', { name: copy.nav.contact }))).toBe(1);
			await expectStill(page, 'after opening the menu');
		}
		await nav.getByRole('link', { name: copy.nav.contact }).hover();
		await expectStill(page, 'after hovering a header link');
		// Islands hydrate on intent: once every one is there, still nothing moves.
		await hydrateAll(page);
		await expectStill(page, 'once every island is there');

		if (path === '/') {
			await page.keyboard.press('Escape');
			const letter = page
				.getByRole('heading', { level: 1 })
				.locator('[aria-hidden="true"] span:not(:has(*))');
			await letter.first().hover();
			await letter.last().hover();
			await expectStill(page, 'after hovering the greeting');
		}
	});
}

test.describe('on a site with projects and tags', () => {
	test.use(onFeatures);

	test('with reduced motion, filtering the projects shows everything at once', async ({ page }) => {
		const { copy: texts, tags } = features;
		const filter = texts.projects.filter;
		await page.goto('/projects');
		await scrollThrough(page);
		await hydrateAll(page);
		await expectStill(page, 'once every island is there');
		await page.keyboard.press('Escape');
		const chips = chipNav(page, filter).getByRole('link');
		// A tag no note carries: its chip filters in place (one with notes opens its page).
		const quiet = tags.find((tag) => !tag.notes.length)!;
		const inPlace = chip(page, quiet.name, quiet.titles.length, filter);
		await inPlace.click();
		await expect(inPlace).toHaveAttribute('aria-current', 'page');
		await expectStill(page, 'after filtering');
		await chips.first().click();
		await expect(chips.first()).toHaveAttribute('aria-current', 'page');
		await expectStill(page, 'after showing all again');
	});
});
