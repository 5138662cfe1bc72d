/**
 * Islands hydrate on intent (`client:intent`): no island code is requested while a visitor only
 * reads, and nothing a visitor does first is lost while an island's code is on its way. Each
 * test holds the island's code back until after the first interaction, so the interaction
 * surely lands on the plain server HTML, then lets it through and checks what the island shows.
 * Run on a phone and on a desktop (tests tagged @phone or @desktop only where one has no such part).
 * What a visitor who only reads requests is checked here at the desktop width (@any-width); at
 * the phone's, the budget spec checks every page, in every language, for the stricter rule that
 * no script file at all is requested before interaction.
 */
import { mainNav, menuButton } from './locators.ts';
import { expect, test } from '@playwright/test';
import { SEND_FORM_URL, withMotion } from './env.ts';
import { seenOpacity } from './motion-probe.ts';
import { holdIsland, hydrateAll, scrollThrough } from './settle.ts';
import { islandReady } from './contact-form.ts';
import { allPaths, copy, headerLinkTitles, tagPaths } from '../tools/content.ts';

/** The header links, in order, and their entrance stagger (0.3 s). */
/** The header's links: the navigation, then the language switch when there are languages. */
const LINK_TITLES = headerLinkTitles;
const STAGGER_MS = 300;

/** A phrase every build of React DOM carries (its error decoder's address). */
const REACT_MARKER = 'react.dev/errors';

test.describe('before any interaction', { tag: '@any-width' }, () => {
	for (const path of [...allPaths, ...tagPaths.slice(0, 1)]) {
		test(`${path} requests no island code while the visitor only reads and scrolls`, async ({
			page,
		}) => {
			const scripts = new Map<string, Promise<string>>();
			page.on('response', (response) => {
				if (response.request().resourceType() !== 'script') return;
				scripts.set(new URL(response.url()).pathname, response.text());
			});
			await page.goto(path);
			await scrollThrough(page);
			await page.waitForLoadState('networkidle');
			// Each island's component and the framework renderer it hydrates with.
			const islandCode = await page
				.locator('astro-island')
				.evaluateAll((islands) =>
					islands.flatMap((island) =>
						['component-url', 'renderer-url'].map((name) => island.getAttribute(name) ?? ''),
					),
				);
			expect(islandCode.length, 'the page has islands').toBeGreaterThan(0);
			for (const url of islandCode) expect([...scripts.keys()]).not.toContain(url);
			for (const [url, text] of scripts)
				expect(await text, `${url} is no part of React`).not.toContain(REACT_MARKER);
			await expect(page.locator('astro-island[ssr]')).toHaveCount(islandCode.length / 2);

			// Used, every island loads its code and React: the same checks would have seen them.
			await hydrateAll(page);
			for (const url of islandCode) expect([...scripts.keys()]).toContain(url);
			const texts = await Promise.all(scripts.values());
			expect(texts.some((text) => text.includes(REACT_MARKER))).toBe(true);
		});
	}
});

test.describe('header menu on a phone', { tag: '@phone' }, () => {
	test('the first tap opens it and its links enter one after another; the island catches up', async ({
		page,
	}) => {
		await page.emulateMedia(withMotion);
		const island = await holdIsland(page, 'NavMenu');
		await page.goto('/');
		const button = menuButton(page);
		await button.tap();
		// The links' items; the colour scheme choice after them enters last.
		const items = mainNav(page)
			.getByRole('listitem')
			.filter({ has: page.getByRole('link') });
		for (const title of LINK_TITLES)
			await expect(mainNav(page).getByRole('link', { name: title })).toBeVisible();
		// The entrance plays on opening: each link's starts STAGGER_MS after the previous one's.
		const delays = await items.evaluateAll((elements) =>
			elements.map((element) => Number(element.getAnimations()[0]?.effect?.getTiming().delay)),
		);
		expect(delays).toEqual(LINK_TITLES.map((_, index) => index * STAGGER_MS));
		for (const item of await items.all()) await expect.poll(() => seenOpacity(item)).toBe(1);

		// The tap asked for the island; once it is there it reports the open menu, and runs it.
		await island.requested;
		island.release();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await page.keyboard.press('Escape');
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(mainNav(page).getByRole('link', { name: copy.nav.home })).toBeHidden();
		await button.tap();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await page.setViewportSize({ width: 1280, height: 800 });
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await page.setViewportSize({ width: 390, height: 844 });
		await expect(mainNav(page).getByRole('link', { name: copy.nav.home })).toBeHidden();
	});

	test('without the Popover API it opens, is used and closes all the same', async ({ page }) => {
		// A browser from before the Popover API: no popover methods, property or toggle events.
		await page.addInitScript(() => {
			const prototypes = [HTMLElement.prototype, HTMLButtonElement.prototype] as object[];
			for (const prototype of prototypes) {
				for (const name of [
					'showPopover',
					'hidePopover',
					'togglePopover',
					'popover',
					'popoverTargetElement',
					'popoverTargetAction',
				])
					Reflect.deleteProperty(prototype, name);
			}
		});
		await page.goto('/about');
		expect(await page.evaluate(() => 'showPopover' in HTMLElement.prototype)).toBe(false);
		const button = menuButton(page);
		const home = mainNav(page).getByRole('link', { name: copy.nav.home });
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(home).toBeHidden();

		// Opens on the first tap, with its links entering, and closes on the second.
		await button.tap();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		for (const title of LINK_TITLES)
			await expect(mainNav(page).getByRole('link', { name: title })).toBeVisible();
		await expect.poll(() => seenOpacity(mainNav(page).getByRole('listitem').last())).toBe(1);
		await button.tap();
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(home).toBeHidden();

		// Escape closes it and returns focus to the button; so does a tap outside it.
		await button.tap();
		await expect(home).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(home).toBeHidden();
		await expect(button).toBeFocused();
		await button.tap();
		await page.getByRole('heading', { level: 1 }).tap();
		await expect(home).toBeHidden();
		await expect(button).toHaveAttribute('aria-expanded', 'false');

		// Reaching desktop width closes it, and CSS shows the links in the bar.
		await button.tap();
		await page.setViewportSize({ width: 1280, height: 800 });
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(home).toBeVisible();
		await page.setViewportSize({ width: 390, height: 844 });
		await expect(home).toBeHidden();

		// With the island hydrated too, the menu still works, and choosing a link follows it.
		await hydrateAll(page);
		await button.tap();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await home.tap();
		await expect(page).toHaveURL(/\/$/);
		await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
		await expect(mainNav(page).getByRole('link', { name: copy.nav.home })).toBeHidden();
	});
});

test('the greeting letter that loads the island bounces too', async ({ page, isMobile }) => {
	await page.emulateMedia(withMotion);
	// Every frame from load, the highest lift (px above its place) each letter has reached: a
	// bounce lasts under half a second, which polling from the test could miss on a busy machine.
	await page.addInitScript(() => {
		const highest: number[] = [];
		Object.assign(window, { __lifts: highest });
		const tick = () => {
			const letters = document.querySelectorAll('h1 [aria-hidden="true"] span:not(:has(*))');
			letters.forEach((letter, index) => {
				const lift = -parseFloat(getComputedStyle(letter).top);
				highest[index] = Math.max(highest[index] ?? 0, lift);
			});
			requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
	});
	const lifts = () => page.evaluate(() => (window as unknown as { __lifts: number[] }).__lifts);
	const island = await holdIsland(page, 'HeroName');
	await page.goto('/');
	const letter = page
		.getByRole('heading', { level: 1 })
		.locator('[aria-hidden="true"] span:not(:has(*))')
		.nth(3);
	// The first hover (desktop) or tap (phone), before the island is there.
	if (isMobile) await letter.tap();
	else await letter.hover();
	await island.requested;
	expect((await lifts())[3], 'no bounce before the island is there').toBe(0);
	island.release();
	// Loading and hydrating React takes seconds on a busy machine: wait for it generously.
	await expect.poll(async () => (await lifts())[3], { timeout: 15_000 }).toBeGreaterThan(2);
	// Only that letter: its neighbours stayed put.
	const [before, , after] = (await lifts()).slice(2, 5);
	expect([before, after]).toEqual([0, 0]);
});

test.describe('contact form', () => {
	const form = copy.contact.form;
	const VALUES = {
		[form.name]: 'Ada Lovelace',
		[form.email]: 'ada@example.com',
		[form.phone]: '555 010 1234',
		[form.message]: 'Typed before the form had loaded.',
	};

	test('the first focus starts loading it, what was typed is kept, and Submit sends it', async ({
		page,
		isMobile,
	}) => {
		const sends: string[] = [];
		await page.route(SEND_FORM_URL, async (route) => {
			sends.push(route.request().postData() ?? '');
			await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
		});
		const alerts: string[] = [];
		page.on('dialog', async (dialog) => {
			alerts.push(dialog.message());
			await dialog.accept();
		});
		const island = await holdIsland(page, 'ContactForm');
		await page.goto('/contact');
		const submit = page.getByRole('button', { name: form.submit });
		// Submit works from the first tap, before the form's code is there.
		await expect(submit).toBeEnabled();

		const name = page.getByLabel(form.name);
		if (isMobile) await name.tap();
		else await name.click();
		await island.requested;
		// The visitor goes on typing while the code is on its way.
		for (const [label, value] of Object.entries(VALUES))
			await page.getByLabel(label, { exact: true }).pressSequentially(value);
		island.release();
		// As soon as the button can be pressed, it sends what was typed.
		await submit.click();
		await expect.poll(() => alerts).toEqual([form.sent]);
		expect(sends).toHaveLength(1);
		for (const value of Object.values(VALUES)) expect(sends[0]).toContain(value);
	});

	// A key press is the same at any width (the tap that starts it on a phone is the test above).
	test(
		'the first key pressed in it starts loading it too',
		{ tag: '@any-width' },
		async ({ page }) => {
			const island = await holdIsland(page, 'ContactForm');
			await page.goto('/contact');
			// Focus lands in the form from outside the page's scripts (no focus event of our own).
			await page.getByRole('link', { name: /@/ }).first().focus();
			await page.keyboard.press('Tab');
			await expect(page.getByLabel(form.name)).toBeFocused();
			await island.requested;
			island.release();
			await islandReady(page);
		},
	);
});
