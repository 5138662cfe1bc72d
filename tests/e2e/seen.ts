/**
 * Batched visibility checks for the no-JavaScript specs: the elements to check are marked in the
 * page (by Playwright's locators, so role and text matching stay Playwright's), then one call in
 * the page scrolls to each, reads what a visitor sees and names every element that fails.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The attribute that marks an element to check; its value names the element in a failure. */
export const SEEN_MARK = 'data-seen-check';

/** The locator's one element, marked to be checked by `expectSeen` (fails if there is none). */
export async function markSeen(locator: Locator, label = locator.toString()): Promise<void> {
	await locator.evaluate(
		(element, [mark, label]) => element.setAttribute(mark!, label!),
		[SEEN_MARK, label],
		{ timeout: 5_000 },
	);
}

/** Every element the locator matches (at least one), marked to be checked by `expectSeen`. */
export async function markEachSeen(locator: Locator, label = locator.toString()): Promise<void> {
	const count = await locator.evaluateAll(
		(elements, [mark, label]) => {
			elements.forEach((element, index) => element.setAttribute(mark!, `${label} #${index + 1}`));
			return elements.length;
		},
		[SEEN_MARK, label],
	);
	expect(count, `${label} matches at least one element`).toBeGreaterThan(0);
}

/** How long a fade may take to settle once its element is in view, and how often it is read. */
const SETTLE_MS = 2_000;
const READ_EVERY_MS = 50;

/**
 * Every marked element, scrolled to (scroll-driven fades play without JS), is rendered, visible
 * and ends above half opacity (a disabled control's dimmed 0.7 is fine; 0, as in
 * hidden-until-hydrated, is not). The opacity the visitor sees is the element's own times every
 * ancestor's. With JavaScript off the page runs no callbacks (no animation frames, no timers), so
 * the page is only read synchronously and the waiting is done here: the first element not yet
 * checked is scrolled into view, and every unchecked element then wholly on screen is read until
 * all of them are above half opacity or two seconds have passed; one scroll covers a screenful.
 * The marks are cleared, so the page can be checked again.
 */
export async function expectSeen(page: Page, locators: Locator[] = []): Promise<void> {
	for (const locator of locators) await markSeen(locator);
	const { invisible, labels } = await page.evaluate((mark) => {
		const marked = [...document.querySelectorAll(`[${mark}]`)];
		const invisible: { index: number; reason: string }[] = [];
		marked.forEach((element, index) => {
			const { width, height } = element.getBoundingClientRect();
			const { visibility } = getComputedStyle(element);
			if (!element.checkVisibility() || visibility !== 'visible' || width * height === 0) {
				invisible.push({
					index,
					reason: `${element.getAttribute(mark)}: not visible (${width}×${height}, visibility ${visibility})`,
				});
			}
			// Numbered in document order, so the checks below go down the page.
			element.setAttribute(mark, `${index}\n${element.getAttribute(mark)}`);
		});
		return { invisible, labels: marked.map((element) => element.getAttribute(mark)!) };
	}, SEEN_MARK);
	expect(labels.length, 'elements were marked to check').toBeGreaterThan(0);
	// Content skipped by `content-visibility: auto` (the cards far from the screen) is laid out
	// once it nears the screen: an element that reads as not rendered is scrolled to and read
	// again until it shows or two seconds have passed.
	const unseen: string[] = [];
	for (const { index, reason } of invisible) {
		const shown = () =>
			page.evaluate(
				([mark, index]) => {
					const element = [...document.querySelectorAll(`[${mark}]`)].find((candidate) =>
						candidate.getAttribute(mark!)!.startsWith(`${index}\n`),
					)!;
					element.scrollIntoView({ block: 'center', behavior: 'instant' });
					const { width, height } = element.getBoundingClientRect();
					return (
						element.checkVisibility() &&
						getComputedStyle(element).visibility === 'visible' &&
						width * height > 0
					);
				},
				[SEEN_MARK, String(index)],
			);
		const deadline = Date.now() + SETTLE_MS;
		let isShown = await shown();
		while (!isShown && Date.now() < deadline) {
			await page.waitForTimeout(READ_EVERY_MS);
			isShown = await shown();
		}
		if (!isShown) unseen.push(reason);
	}
	expect(unseen, 'every element is rendered and visible').toEqual([]);

	const faded: string[] = [];
	let pending = labels;
	while (pending.length > 0) {
		// Scroll the first unchecked element into view, as Playwright's scrollIntoViewIfNeeded does.
		await page.evaluate(
			([mark, label]) => {
				const element = document.querySelector(`[${mark}="${CSS.escape(label!)}"]`)!;
				const { top, bottom } = element.getBoundingClientRect();
				if (top < 0 || bottom > window.innerHeight)
					element.scrollIntoView({ block: 'center', behavior: 'instant' });
			},
			[SEEN_MARK, pending[0]!],
		);
		const deadline = Date.now() + SETTLE_MS;
		let reading: { label: string; opacity: number }[];
		for (;;) {
			// A scroll-driven animation takes the new scroll position on the next frames.
			await page.waitForTimeout(READ_EVERY_MS);
			reading = await page.evaluate(
				([mark, first]) =>
					[...document.querySelectorAll(`[${mark}]`)].flatMap((element) => {
						const label = element.getAttribute(mark)!;
						const { top, bottom } = element.getBoundingClientRect();
						const onScreen = top >= 0 && bottom <= window.innerHeight;
						if (!onScreen && label !== first) return [];
						let opacity = 1;
						for (let node: Element | null = element; node; node = node.parentElement) {
							opacity *= Number(getComputedStyle(node).opacity);
						}
						return [{ label, opacity }];
					}),
				[SEEN_MARK, pending[0]!],
			);
			if (reading.every(({ opacity }) => opacity > 0.5) || Date.now() > deadline) break;
		}
		for (const { label, opacity } of reading) {
			if (opacity <= 0.5) faded.push(`${label.split('\n')[1]}: seen opacity ${opacity}`);
		}
		const read = new Set(reading.map(({ label }) => label));
		pending = pending.filter((label) => !read.has(label));
		await page.evaluate(
			([mark, done]) => {
				for (const element of document.querySelectorAll(`[${mark}]`))
					if (done!.includes(element.getAttribute(mark)!)) element.removeAttribute(mark);
			},
			[SEEN_MARK, [...read]] as const,
		);
	}
	expect(faded, 'every element is above half opacity once scrolled to').toEqual([]);
}

/**
 * Whether each element the locator matches is visible as Playwright's `toBeVisible` means it
 * (rendered with a non-empty box, `visibility: visible`), in one call; `${locator} #n` names
 * each in the result.
 */
export async function visibilityOfEach(locator: Locator): Promise<Record<string, boolean>> {
	const label = locator.toString();
	const shown = await locator.evaluateAll((elements) =>
		elements.map((element) => {
			const { width, height } = element.getBoundingClientRect();
			return (
				element.checkVisibility() &&
				getComputedStyle(element).visibility === 'visible' &&
				width * height > 0
			);
		}),
	);
	return Object.fromEntries(shown.map((isShown, index) => [`${label} #${index + 1}`, isShown]));
}

/** Every element the locator matches (at least one) is visible, checked in one call. */
export async function expectEachVisible(locator: Locator): Promise<void> {
	const shown = await visibilityOfEach(locator);
	expect(Object.keys(shown).length, `${locator} matches at least one element`).toBeGreaterThan(0);
	expect(shown, `each of ${locator} is visible`).toEqual(
		Object.fromEntries(Object.keys(shown).map((key) => [key, true])),
	);
}

/** Every element the locator matches (at least one) is hidden, checked in one call. */
export async function expectEachHidden(locator: Locator): Promise<void> {
	const shown = await visibilityOfEach(locator);
	expect(Object.keys(shown).length, `${locator} matches at least one element`).toBeGreaterThan(0);
	expect(shown, `each of ${locator} is hidden`).toEqual(
		Object.fromEntries(Object.keys(shown).map((key) => [key, false])),
	);
}

/**
 * Every image on the page has loaded (lazy ones once scrolled to) and has a size: the first image
 * not yet loaded is scrolled into view and waited for (up to ten seconds), until none is left.
 */
export async function expectImagesLoaded(page: Page): Promise<void> {
	const images = page.locator('img');
	expect(await images.count(), 'the page has images').toBeGreaterThan(0);
	const unloaded = () =>
		images.evaluateAll((elements) =>
			elements.flatMap((element, index) => {
				const image = element as HTMLImageElement;
				return image.complete && image.naturalWidth > 0
					? []
					: [{ index, name: `${image.alt || image.currentSrc || image.src}` }];
			}),
		);
	for (let left = await unloaded(); left.length > 0; left = await unloaded()) {
		const { index, name } = left[0]!;
		await images.nth(index).scrollIntoViewIfNeeded();
		await expect
			.poll(
				() =>
					images
						.nth(index)
						.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
				{ message: `the image ${name} loads and has a size`, timeout: 10_000 },
			)
			.toBeGreaterThan(0);
	}
}
