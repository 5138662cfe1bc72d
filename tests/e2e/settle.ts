/**
 * Waits until a page looks the way a visitor sees it once it is still: every island hydrated
 * and every time-based animation (entrances, the menu's stagger) finished. Scroll-driven
 * animations are left alone, as they never finish without scrolling. `scrollThrough` visits the
 * whole page first, for islands and images that wait to be seen.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Hydrates every island: those that wait for the visitor's intent (`client:intent`) get the
 * first sign of it, a pointer over them; then Astro drops each island's `ssr` attribute.
 */
export async function hydrateIslands(page: Page, message = 'every island has hydrated') {
	for (const island of await page.locator('astro-island[ssr][client="intent"]').all())
		await island.dispatchEvent('pointerover');
	await expect(page.locator('astro-island[ssr]'), message).toHaveCount(0);
}

export async function settle(page: Page): Promise<void> {
	await hydrateIslands(page);
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
	await hydrateIslands(page);
}
