/**
 * Helpers for the motion tests: what a visitor sees of an element's opacity, and a recorder
 * that samples it every frame from the first paint, so an entrance can be checked for order.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The opacity a visitor sees: the element's own times that of every ancestor. */
export function seenOpacity(locator: Locator): Promise<number> {
	return locator.evaluate((element) => {
		let opacity = 1;
		for (let node: Element | null = element; node; node = node.parentElement) {
			opacity *= Number(getComputedStyle(node).opacity);
		}
		return opacity;
	});
}

/**
 * Before the page loads, starts sampling (every animation frame, for `durationMs`) the seen
 * opacity of each element matching `selector`. Check the result with `expectStaggered`.
 */
export async function recordOpacity(
	page: Page,
	selector: string,
	durationMs = 8000,
): Promise<void> {
	await page.addInitScript(
		({ selector, durationMs }) => {
			const frames: { time: number; opacities: number[] }[] = [];
			Object.assign(window, { __opacityFrames: frames });
			const seen = (element: Element) => {
				let opacity = 1;
				for (let node: Element | null = element; node; node = node.parentElement) {
					opacity *= Number(getComputedStyle(node).opacity);
				}
				return opacity;
			};
			const tick = (time: number) => {
				frames.push({ time, opacities: Array.from(document.querySelectorAll(selector), seen) });
				if (time < durationMs) requestAnimationFrame(tick);
			};
			requestAnimationFrame(tick);
		},
		{ selector, durationMs },
	);
}

/**
 * Checks, on the recorded frames, that the elements entered one after another: no element is
 * ever more visible than the one before it, and for each pair some frame shows the earlier one
 * clearly ahead. Frame gaps on a busy machine only thin out the samples, so this stays reliable.
 */
export async function expectStaggered(page: Page, count: number): Promise<void> {
	const frames = await page.evaluate(
		() =>
			(window as unknown as { __opacityFrames: { time: number; opacities: number[] }[] })
				.__opacityFrames,
	);
	const complete = frames.filter((frame) => frame.opacities.length === count);
	expect(complete.length, 'frames were recorded').toBeGreaterThan(0);
	for (let index = 1; index < count; index++) {
		const leads = complete.map((frame) => frame.opacities[index - 1]! - frame.opacities[index]!);
		expect(Math.min(...leads), `item ${index} is never ahead of item ${index - 1}`).toBeGreaterThan(
			-0.02,
		);
		expect(Math.max(...leads), `item ${index} enters after item ${index - 1}`).toBeGreaterThan(0.2);
	}
}
