/**
 * Helpers for the motion tests: what a visitor sees of an element's opacity, and a recorder
 * of entrances (every frame's opacities, and when each animation is scheduled to start).
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

interface Recording {
	/** Seen opacity of each matched element, every animation frame. */
	frames: { time: number; opacities: number[] }[];
	/** Each Web Animation started on a matched element: its index and its visible start (ms). */
	starts: { index: number; start: number }[];
}

/**
 * Before the page loads, starts recording the elements matching `selector` for `durationMs`:
 * their seen opacity every frame, and the start time (start plus delay) of every animation
 * played on them, Web Animations and CSS animations alike. Check it with `expectStaggered`.
 */
export async function recordEntrance(
	page: Page,
	selector: string,
	durationMs = 8000,
): Promise<void> {
	await page.addInitScript(
		({ selector, durationMs }) => {
			const recording: Recording = { frames: [], starts: [] };
			Object.assign(window, { __entrance: recording });
			const seen = (element: Element) => {
				let opacity = 1;
				for (let node: Element | null = element; node; node = node.parentElement) {
					opacity *= Number(getComputedStyle(node).opacity);
				}
				return opacity;
			};
			// CSS animations start without a call to animate(): note each once it has a start time.
			const noted = new WeakSet<Animation>();
			const noteCssAnimations = () => {
				const elements = Array.from(document.querySelectorAll(selector));
				for (const animation of document.getAnimations()) {
					if (!(animation instanceof CSSAnimation) || noted.has(animation)) continue;
					const index = elements.indexOf((animation.effect as KeyframeEffect).target!);
					if (index < 0 || animation.startTime === null) continue;
					noted.add(animation);
					const delay = Number(animation.effect?.getTiming().delay ?? 0);
					recording.starts.push({ index, start: Number(animation.startTime) + delay });
				}
			};
			const tick = (time: number) => {
				recording.frames.push({
					time,
					opacities: Array.from(document.querySelectorAll(selector), seen),
				});
				noteCssAnimations();
				if (time < durationMs) requestAnimationFrame(tick);
			};
			requestAnimationFrame(tick);

			const animate = Element.prototype.animate;
			Element.prototype.animate = function (this: Element, keyframes, options) {
				const index = Array.from(document.querySelectorAll(selector)).indexOf(this);
				if (index >= 0) {
					const delay = typeof options === 'object' ? Number(options.delay ?? 0) : 0;
					recording.starts.push({ index, start: Number(document.timeline.currentTime) + delay });
				}
				return animate.call(this, keyframes, options);
			};
		},
		{ selector, durationMs },
	);
}

/**
 * Checks that the recorded elements entered one after another, `staggerMs` apart: each one's
 * entrance starts that long after the previous one's, and no frame ever shows an element more
 * visible than the one before it (a busy machine may skip frames, never reorder them).
 */
export async function expectStaggered(page: Page, count: number, staggerMs: number): Promise<void> {
	const { frames, starts } = await page.evaluate(
		() => (window as unknown as { __entrance: Recording }).__entrance,
	);
	const firstStarts = Array.from({ length: count }, (_, index) =>
		Math.min(...starts.filter((entry) => entry.index === index).map((entry) => entry.start)),
	);
	for (let index = 1; index < count; index++) {
		const gap = firstStarts[index]! - firstStarts[index - 1]!;
		expect(gap, `item ${index} starts ${staggerMs} ms after item ${index - 1}`).toBeGreaterThan(
			staggerMs - 50,
		);
		expect(gap, `item ${index} starts ${staggerMs} ms after item ${index - 1}`).toBeLessThan(
			staggerMs + 50,
		);
	}
	const complete = frames.filter((frame) => frame.opacities.length === count);
	expect(complete.length, 'frames were recorded').toBeGreaterThan(0);
	for (let index = 1; index < count; index++) {
		const leads = complete.map((frame) => frame.opacities[index - 1]! - frame.opacities[index]!);
		expect(Math.min(...leads), `item ${index} is never ahead of item ${index - 1}`).toBeGreaterThan(
			-0.02,
		);
	}
}

/** Clears what `recordEntrance` has recorded so far, to record a second entrance on its own. */
export async function restartRecording(page: Page): Promise<void> {
	await page.evaluate(() => {
		const recording = (window as unknown as { __entrance: Recording }).__entrance;
		recording.frames = [];
		recording.starts = [];
	});
}
