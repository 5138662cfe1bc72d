import { expect, test, type Page } from '@playwright/test';
import { withMotion } from './env.ts';
import { chipNav, mainNav } from './locators.ts';
import { seenOpacity } from './motion-probe.ts';
import { hydrateAll, scrollThrough } from './settle.ts';

import { allPaths, copy } from '../content.ts';

test.use(withMotion);

/**
 * Animations still playing two frames from now. Under reduced motion global.css cuts every CSS
 * transition and animation to 0.01 ms, so any style change starts one that ends within a frame;
 * those show no motion and are left out. Anything longer, or tied to scrolling, counts.
 */
function runningAnimations(page: Page): Promise<string[]> {
	return page.evaluate(async () => {
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
		return document
			.getAnimations()
			.filter((animation) => animation.playState === 'running')
			.filter((animation) => {
				const active = animation.effect?.getComputedTiming().activeDuration;
				return typeof active !== 'number' || active >= 1;
			})
			.map((animation) => {
				const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
				return `${animation.constructor.name} on ${target?.outerHTML.slice(0, 80) ?? 'unknown'}`;
			});
	});
}

/** Everything in the main area and the header links is fully shown, with no running animation. */
async function expectStill(page: Page, moment: string) {
	expect(await runningAnimations(page), `no running animation ${moment}`).toEqual([]);
	for (const element of await page.locator('main > *, main img, main h1, main li').all()) {
		expect(await seenOpacity(element), `fully shown ${moment}`).toBe(1);
	}
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
		if (path === '/projects') {
			await page.keyboard.press('Escape');
			const chips = chipNav(page).getByRole('link');
			await chips.nth(1).click();
			await expect(chips.nth(1)).toHaveAttribute('aria-current', 'page');
			await expectStill(page, 'after filtering');
			await chips.first().click();
			await expect(chips.first()).toHaveAttribute('aria-current', 'page');
			await expectStill(page, 'after showing all again');
		}
	});
}
