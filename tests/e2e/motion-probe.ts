/**
 * Helpers for the motion tests: what a visitor sees of an element's opacity, and a recorder
 * that samples it every frame from the first paint, so an entrance can be checked for order.
 */
import type { Locator, Page } from '@playwright/test';

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
 * opacity of each element matching `selector`. Read the result with `appearanceTimes`.
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
 * For each recorded element, the time (ms) at which it last faded in: its seen opacity rose
 * from below one half to at least one half. Null if it never did (it never animated).
 */
export async function appearanceTimes(page: Page): Promise<(number | null)[]> {
	const frames = await page.evaluate(
		() =>
			(window as unknown as { __opacityFrames: { time: number; opacities: number[] }[] })
				.__opacityFrames,
	);
	const count = Math.max(0, ...frames.map((frame) => frame.opacities.length));
	return Array.from({ length: count }, (_, index) => {
		let appeared: number | null = null;
		for (let i = 1; i < frames.length; i++) {
			const before = frames[i - 1]!.opacities[index];
			const after = frames[i]!.opacities[index];
			if (before !== undefined && after !== undefined && before < 0.5 && after >= 0.5)
				appeared = frames[i]!.time;
		}
		return appeared;
	});
}
