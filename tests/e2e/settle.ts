/**
 * Waits until a page looks the way a visitor sees it once it is still: every island hydrated
 * and every time-based animation (entrances, the menu's stagger) finished. Scroll-driven
 * animations are left alone, as they never finish without scrolling. `scrollThrough` visits the
 * whole page first, for islands and images that wait to be seen.
 */
import { expect, type Page } from '@playwright/test';

export async function settle(page: Page): Promise<void> {
	// Astro drops an island's `ssr` attribute once it has hydrated.
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((animation) => animation.timeline instanceof DocumentTimeline)
				.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
				.map((animation) => animation.finished.catch(() => undefined)),
		),
	);
}

/** Scrolls to the bottom a screen at a time, so every island that waits to be seen hydrates. */
export async function scrollThrough(page: Page) {
	await page.evaluate(async () => {
		const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
			window.scrollBy(0, window.innerHeight);
			await frame();
			await frame();
		}
	});
	await expect(page.locator('astro-island[ssr]'), 'every island has hydrated').toHaveCount(0);
}
