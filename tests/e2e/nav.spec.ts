import { mainNav, menuButton } from './locators.ts';
import { expect, test, type Page } from '@playwright/test';
import { withMotion } from './env.ts';
import { expectStaggered, recordEntrance, seenOpacity } from './motion-probe.ts';
import { copy, headerLinkTitles, navLinks } from '../tools/content.ts';
import { hydrateAll } from './settle.ts';

/** Header links enter 0.3 s apart, one after another. */
const STAGGER_MS = 300;

/** The header's links: the navigation, then the language switch when there are languages. */
const LINK_TITLES = headerLinkTitles;
/** The owner's label of the link to `path`. */
const label = (path: string) => navLinks.find((link) => link.path === path)!.title;

/**
 * Opens the phone menu once the island is there (it hydrates on intent and sets aria-expanded);
 * nothing to do on desktop. The intent spec covers the menu before the island.
 */
async function showLinks(page: Page, isMobile: boolean) {
	if (!isMobile) return;
	await hydrateAll(page);
	await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
	await menuButton(page).click();
	await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

test.describe('header links', () => {
	test('enter one after another and end fully visible, in the order of the nav', async ({
		page,
		isMobile,
	}) => {
		await page.emulateMedia(withMotion);
		// The links' items; the colour scheme choice after them enters last.
		await recordEntrance(page, 'header nav li:has(a)');
		await page.goto('/');
		await showLinks(page, isMobile);
		const links = mainNav(page).getByRole('link');
		await expect(links).toHaveText(LINK_TITLES);
		for (const link of await links.all()) {
			await expect(link).toBeVisible();
			await expect.poll(() => seenOpacity(link)).toBe(1);
		}
		await expectStaggered(page, LINK_TITLES.length, STAGGER_MS);
	});

	// The attribute is the same at any width (on a phone the links sit in the closed menu).
	test('mark the current page with aria-current', { tag: '@any-width' }, async ({ page }) => {
		await page.goto('/about');
		await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText([label('/about')]);
		await page.goto('/');
		await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText([label('/')]);
	});

	test('grow to 1.1 in gold on hover and shrink to 0.9 when pressed', async ({
		page,
		isMobile,
	}) => {
		await page.goto('/');
		await showLinks(page, isMobile);
		const link = mainNav(page).getByRole('link', { name: label('/projects') });
		const gold = await page.evaluate(() => {
			const probe = document.createElement('span');
			probe.style.color = 'var(--color-gold)';
			document.body.append(probe);
			const color = getComputedStyle(probe).color;
			probe.remove();
			return color;
		});
		await expect(link).not.toHaveCSS('color', gold);
		await expect(link).toHaveCSS('transform', 'none');

		await link.hover();
		await expect(link).toHaveCSS('transform', 'matrix(1.1, 0, 0, 1.1, 0, 0)');
		await expect(link).toHaveCSS('color', gold);

		await page.mouse.down();
		await expect(link).toHaveCSS('transform', 'matrix(0.9, 0, 0, 0.9, 0, 0)');
		await page.mouse.move(0, 0);
		await page.mouse.up();
		await expect(link).toHaveCSS('transform', 'none');
	});
});

// Phone-only behaviour (desktop has no menu toggle): the @phone tag runs it in the mobile project.
// One visit to the home page once the island is there (aria-expanded is the island's); each step
// leaves the menu closed, as the next one expects.
test('phone menu', { tag: '@phone' }, async ({ page }) => {
	// The next page starts closed anyway, so note the menu's state once a click is handled.
	await page.addInitScript(() => {
		window.addEventListener('click', () => {
			const isOpen = document.querySelector(':popover-open') !== null;
			sessionStorage.setItem('menu-open-after-click', String(isOpen));
		});
	});
	await page.goto('/');
	await hydrateAll(page);
	const button = menuButton(page);
	const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
	const home = mainNav(page).getByRole('link', { name: label('/') });

	await test.step('is closed by default behind a labelled toggle', async () => {
		await expect(button).toBeVisible();
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(list.getByRole('link', { includeHidden: true })).toHaveText(LINK_TITLES);
		for (const title of LINK_TITLES) {
			await expect(mainNav(page).getByRole('link', { name: title })).toBeHidden();
		}
	});

	await test.step('the toggle opens and closes the links and swaps its icon', async () => {
		const [menuIcon, closeIcon] = await button.locator('svg').all();
		await expect(menuIcon!).toBeVisible();
		await expect(closeIcon!).toBeHidden();

		await button.click();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await expect(list).toBeVisible();
		for (const title of LINK_TITLES) {
			await expect(list.getByRole('link', { name: title })).toBeVisible();
		}
		await expect(menuIcon!).toBeHidden();
		await expect(closeIcon!).toBeVisible();

		await button.click();
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(list).toBeHidden();
		await expect(menuIcon!).toBeVisible();
		await expect(closeIcon!).toBeHidden();
	});

	await test.step('Escape closes it and returns focus to the toggle', async () => {
		await button.focus();
		await page.keyboard.press('Enter');
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await page.keyboard.press('Tab');
		await expect(home).toBeFocused();

		await page.keyboard.press('Escape');
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(home).toBeHidden();
		await expect(button).toBeFocused();
	});

	await test.step('it closes when the window reaches desktop width', async () => {
		await showLinks(page, true);
		await page.setViewportSize({ width: 1280, height: 800 });
		await expect(button).toBeHidden();
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		for (const title of LINK_TITLES) {
			await expect(mainNav(page).getByRole('link', { name: title })).toBeVisible();
		}
		await page.setViewportSize({ width: 390, height: 844 });
		await expect(button).toBeVisible();
		await expect(home).toBeHidden();
	});

	await test.step('choosing a link closes it, then navigates', async () => {
		await showLinks(page, true);
		await mainNav(page)
			.getByRole('link', { name: label('/about') })
			.click();
		await expect(page).toHaveURL(/\/about\/?$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.about.heading);
		expect(await page.evaluate(() => sessionStorage.getItem('menu-open-after-click'))).toBe(
			'false',
		);
		await hydrateAll(page);
		await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
	});
});

// Desktop-only behaviour (phones use the menu toggle): the @desktop tag runs it in the desktop project.
test.describe('desktop header', { tag: '@desktop' }, () => {
	test('shows every link in the bar and no toggle', async ({ page }) => {
		await page.goto('/');
		await expect(menuButton(page)).toHaveCount(1);
		await expect(menuButton(page)).toBeHidden();
		for (const title of LINK_TITLES) {
			await expect(mainNav(page).getByRole('link', { name: title })).toBeVisible();
		}
	});
});
