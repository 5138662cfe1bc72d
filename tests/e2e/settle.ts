/**
 * Waits until a page looks the way a visitor sees it once they have used it and it is still:
 * every island hydrated and every time-based animation (entrances, the menu's stagger)
 * finished. Scroll-driven animations are left alone, as they never finish without scrolling.
 * `scrollThrough` visits the whole page, for images and fades that wait to be seen;
 * `holdIsland` keeps an island's code back, to act on the plain server HTML first.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Holds back the code of the island named `component` (its `_astro/<component>.<hash>.js`) until
 * `release` is called; `requested` resolves once the browser asks for it.
 */
export async function holdIsland(page: Page, component: string) {
	let release!: () => void;
	const released = new Promise<void>((resolve) => (release = resolve));
	let markRequested!: () => void;
	const requested = new Promise<void>((resolve) => (markRequested = resolve));
	await page.route(`**/_astro/${component}.*.js`, async (route) => {
		markRequested();
		await released;
		await route.continue();
	});
	return { release, requested };
}

/**
 * Shows intent on every island not yet hydrated (a `pointerover` on it, as a pointer passing
 * over it would), without moving the mouse or focus, and waits until all of them have hydrated.
 */
export async function hydrateAll(page: Page): Promise<void> {
	await page.evaluate(() => {
		for (const island of document.querySelectorAll('astro-island[ssr]'))
			island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
	});
	// Astro drops an island's `ssr` attribute once it has hydrated.
	await expect(page.locator('astro-island[ssr]'), 'every island has hydrated').toHaveCount(0);
}

/** Every island hydrated, then no time-based animation still playing on the page. */
export async function settle(page: Page): Promise<void> {
	await hydrateAll(page);
	// Polled rather than awaited through each animation's `finished`: an island that re-renders
	// can drop an animated element from the page, and the promise of an animation on a detached
	// element may never settle, though nothing on screen moves.
	await expect
		.poll(
			() =>
				page.evaluate(
					() =>
						document
							.getAnimations()
							.filter((animation) => animation.timeline instanceof DocumentTimeline)
							.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
							.filter((animation) => animation.playState === 'running' || animation.pending).length,
				),
			{ message: 'every time-based animation has finished', intervals: [50, 100, 250] },
		)
		.toBe(0);
}

/**
 * Scrolls to the bottom a screen at a time, so everything that waits to be seen shows. Each step
 * jumps (the page's smooth scrolling would make it an animation to wait for) and gives the page
 * two frames to react; it stops at the bottom, or where the page does not scroll any further.
 */
export async function scrollThrough(page: Page) {
	await page.evaluate(async () => {
		const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		const atBottom = () =>
			window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
		for (let top = window.innerHeight; !atBottom(); top += window.innerHeight) {
			window.scrollTo({ top, behavior: 'instant' });
			await frame();
			await frame();
			if (window.scrollY < top - window.innerHeight) break;
		}
	});
}
