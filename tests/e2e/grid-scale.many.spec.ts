/**
 * The grid at scale, on the fixture site with 40 projects: the entrance is bounded by the
 * viewport. Cards in view at load slide in one after another; a card below the fold has not
 * started its entrance until it is scrolled to, and then reaches full opacity; once the page has
 * loaded, a jump to its end lands there, although the cards far from the screen were skipped at
 * first. That every card is static HTML and the filter island gets no card data is checked
 * without a browser, by the many projects' build test.
 */
import { expect, test, type Page } from '@playwright/test';
import { SITES, urlOf, withMotion } from './env.ts';
import { manyProjects } from '../tools/fixture-projects.ts';
import { CARD_GROUP_SPAN, cardDelay } from '../../src/projects/card-entrance.client.ts';
import { recordEntrance, seenOpacity } from './motion-probe.ts';
import { manyCopy } from '../tools/content.ts';
import { cards, chipNav } from './locators.ts';
import { expectCards } from './projects-data.ts';

test.use({ ...withMotion, baseURL: urlOf(SITES.many) });

const projects = manyProjects();
const CARD = '#project-grid > li';

/** Recorded entrances so far: card index and scheduled start (ms), by recordEntrance. */
const starts = (page: Page) =>
	page.evaluate(
		() =>
			(window as unknown as { __entrance: { starts: { index: number; start: number }[] } })
				.__entrance.starts,
	);

/** Indices of the cards that intersect the viewport now. */
const inView = (page: Page) =>
	page.evaluate((selector) => {
		return [...document.querySelectorAll(selector)].flatMap((card, index) => {
			const { top, bottom } = card.getBoundingClientRect();
			return top < window.innerHeight && bottom > 0 ? [index] : [];
		});
	}, CARD);

test('only the cards in view enter, one after another; one below the fold waits until it is scrolled to', async ({
	page,
}) => {
	await recordEntrance(page, CARD, 30_000);
	await page.goto('/projects');
	const first = await inView(page);
	expect(first.length).toBeGreaterThan(0);
	expect(first.length).toBeLessThan(projects.length / 4);
	// The first viewport's cards all reach full opacity.
	for (const index of first) await expect.poll(() => seenOpacity(cards(page).nth(index))).toBe(1);
	const atLoad = await starts(page);
	expect(new Set(atLoad.map((entry) => entry.index))).toEqual(new Set(first));
	// In turn, 0.3 s apart (closer in a group of five or more), counted from the first card in view.
	const ordered = [...atLoad].sort((a, b) => a.index - b.index);
	for (const [position, entry] of ordered.entries()) {
		const delay = cardDelay(position, ordered.length) * 1000;
		expect(entry.start - ordered[0]!.start).toBeGreaterThan(delay - 50);
		expect(entry.start - ordered[0]!.start).toBeLessThan(delay + 50);
	}

	// Far below the fold: untouched (never hidden, no entrance started) until scrolled to.
	const target = projects.length - 8;
	const last = projects.length - 1;
	expect(first).not.toContain(target);
	expect(await seenOpacity(cards(page).nth(target))).toBe(1);
	expect((await starts(page)).map((entry) => entry.index)).not.toContain(target);

	await cards(page).nth(target).scrollIntoViewIfNeeded();
	await expect.poll(async () => (await starts(page)).map((entry) => entry.index)).toContain(target);
	await expect.poll(() => seenOpacity(cards(page).nth(target))).toBe(1);
	// The group that entered with it is what the viewport holds: the last card has not started.
	const group = (await starts(page)).filter((entry) => !first.includes(entry.index));
	expect(group.length).toBeLessThan(projects.length / 4);
	expect(group.map((entry) => entry.index)).not.toContain(last);
	// And its entrance is bounded by that group, not by its index in the grid: every card of it
	// starts within CARD_GROUP_SPAN, so each is fully shown within 1.5 s of coming into view.
	const groupStart = Math.min(...group.map((entry) => entry.start));
	for (const entry of group)
		expect(entry.start - groupStart).toBeLessThanOrEqual(CARD_GROUP_SPAN * 1000 + 50);
});

test('once loaded, every card has its real height: the End key lands at the foot of the page', async ({
	page,
}) => {
	await page.goto('/projects');
	// Cards far from the screen are skipped at first (holding an estimated height); a few seconds
	// after the load the page draws them all, a few at a time, while nothing else happens.
	await expect
		.poll(
			() =>
				cards(page).evaluateAll((items) =>
					items.every((item) =>
						item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
					),
				),
			{ timeout: 15_000 },
		)
		.toBe(true);
	const footer = page.getByRole('contentinfo');
	await expect(footer).not.toBeInViewport();
	await page.keyboard.press('End');
	await expect(footer).toBeInViewport();
	// And stays there: no card above changes its height once the scroll has ended.
	await page.waitForTimeout(500);
	await expect(footer).toBeInViewport();
	await expect(cards(page).last()).toBeInViewport();
});

test('with reduced motion no card has an entrance', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await recordEntrance(page, CARD);
	await page.goto('/projects');
	await cards(page).nth(20).scrollIntoViewIfNeeded();
	await cards(page).last().scrollIntoViewIfNeeded();
	expect(await starts(page)).toEqual([]);
	expect(await seenOpacity(cards(page).last())).toBe(1);
});

test('filtering replays the entrance for the cards then in view only', async ({ page }) => {
	await recordEntrance(page, CARD, 30_000);
	await page.goto('/projects');
	const nav = chipNav(page, manyCopy.projects.filter);
	await nav.hover();
	await expect(page.locator('astro-island').filter({ has: nav })).not.toHaveAttribute('ssr');
	const react = projects.filter((project) => project.category.includes('React'));
	await page.evaluate(() => {
		(window as unknown as { __entrance: { starts: unknown[] } }).__entrance.starts = [];
	});
	await nav.getByRole('link', { name: `React (${react.length})`, exact: true }).click();
	await expectCards(
		page,
		react.map((project) => project.title),
	);
	// The recorder numbers all 40 cards; the shown ones are every third.
	const shown = await page.evaluate(
		(selector) =>
			[...document.querySelectorAll<HTMLElement>(selector)].flatMap((card, index) =>
				card.hidden ? [] : [index],
			),
		CARD,
	);
	const visible = await inView(page);
	await expect.poll(async () => (await starts(page)).length).toBeGreaterThan(0);
	for (const index of visible)
		await expect.poll(() => seenOpacity(page.locator(CARD).nth(index))).toBe(1);
	const replayed = (await starts(page)).map((entry) => entry.index);
	expect(new Set(replayed)).toEqual(new Set(visible));
	expect(replayed.every((index) => shown.includes(index))).toBe(true);
	expect(replayed.length).toBeLessThan(react.length);
});
