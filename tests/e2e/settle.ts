/**
 * Waits until a page looks the way a visitor sees it once it is still: every island hydrated
 * and every time-based animation (entrances, the menu's stagger) finished. Scroll-driven
 * animations are left alone, as they never finish without scrolling.
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
