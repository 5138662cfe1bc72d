/**
 * The colour scheme choice in the header, read from the page's colours: the radios switch them
 * without JavaScript; with it the choice is remembered across a navigation and a new visit, and
 * painted from the first frame on, after a view transition too; it is named and keyboard-operable.
 */
import { expect, test, type Page } from '@playwright/test';
import { footerNav, menuButton } from './locators.ts';
import { withMotion, withoutJavaScript } from './env.ts';
import { hydrateAll } from './settle.ts';
import {
	copy,
	languages,
	navLinks,
	pathIn,
	readFurtherLanguages,
	settings,
} from '../tools/content.ts';
import { resolveTheme } from '../../src/schemas/colour/palette.ts';
import type { Scheme } from '../../src/theme/scheme.ts';

const theme = resolveTheme(settings.theme);

/** A `#rrggbb` colour as the browser computes it. */
const rgb = (hex: string) =>
	`rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The page's background in each scheme, from the owner's theme. */
const BACKGROUND = { light: rgb(theme.light.background), dark: rgb(theme.dark.background) };

const background = (page: Page) =>
	page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The radio of `scheme`, by its label in the default language (on a phone, in the menu, open or not). */
const radio = (page: Page, scheme: Scheme) =>
	page.getByRole('radio', { name: copy.scheme[scheme], includeHidden: true });

/** On a phone the choice is in the menu: opened by its native popover button, with or without JavaScript. */
async function reachControl(page: Page, isMobile: boolean) {
	if (isMobile) await menuButton(page).click();
}

test.describe('without JavaScript', () => {
	test.use(withoutJavaScript);

	test('the radios switch the page between light and dark, whatever the system prefers', async ({
		page,
		isMobile,
	}) => {
		for (const system of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme: system });
			await page.goto('/');
			await expect.poll(() => background(page)).toBe(BACKGROUND[system]);
			await reachControl(page, isMobile);
			await expect(radio(page, 'system')).toBeChecked();
			for (const scheme of ['dark', 'light'] as const) {
				await radio(page, scheme).check();
				await expect.poll(() => background(page), `${scheme} chosen`).toBe(BACKGROUND[scheme]);
			}
			await radio(page, 'system').check();
			await expect.poll(() => background(page)).toBe(BACKGROUND[system]);
		}
	});
});

test('the choice is remembered across a navigation and a new visit, until the system is chosen again', async ({
	page,
	context,
	isMobile,
}) => {
	await page.emulateMedia({ colorScheme: 'light' });
	await page.goto('/');
	await reachControl(page, isMobile);
	await radio(page, 'dark').check();
	await expect.poll(() => background(page)).toBe(BACKGROUND.dark);

	await footerNav(page).getByRole('link', { name: navLinks[1]!.title }).click();
	await expect(page).toHaveURL((url) => url.pathname.endsWith(navLinks[1]!.path));
	expect(await background(page)).toBe(BACKGROUND.dark);
	await expect(radio(page, 'dark')).toBeChecked();

	const visit = await context.newPage();
	await visit.emulateMedia({ colorScheme: 'light' });
	await visit.goto(navLinks[2]!.path);
	expect(await background(visit)).toBe(BACKGROUND.dark);
	await reachControl(visit, isMobile);
	await radio(visit, 'system').check();
	await expect.poll(() => background(visit)).toBe(BACKGROUND.light);
	await page.reload();
	expect(await background(page)).toBe(BACKGROUND.light);
	await expect(radio(page, 'system')).toBeChecked();
});

test('the island keeps the chosen radio when it hydrates', async ({ page, isMobile }) => {
	await page.goto('/');
	await reachControl(page, isMobile);
	await radio(page, 'dark').check();
	await page.reload();
	await hydrateAll(page);
	await expect(radio(page, 'dark')).toBeChecked();
	await expect(radio(page, 'system')).not.toBeChecked();
});

test.describe('with motion', () => {
	test.use(withMotion);

	test('a remembered scheme is painted from the first frame, after a view transition too', async ({
		page,
		isMobile,
	}) => {
		// Every frame of every document until it has loaded, from the first one with a body, and
		// the moment a view transition reveals the new page: the scheme and the page's background.
		await page.addInitScript(() => {
			const frames: string[] = [];
			Object.assign(window, { schemeFrames: frames });
			const sample = (when: string) => {
				if (!document.body) return;
				const scheme = getComputedStyle(document.documentElement).colorScheme;
				frames.push(`${when}: ${scheme} ${getComputedStyle(document.body).backgroundColor}`);
			};
			addEventListener('pagereveal', () => sample('reveal'));
			const everyFrame = () => {
				sample('frame');
				if (document.readyState !== 'complete') requestAnimationFrame(everyFrame);
			};
			requestAnimationFrame(everyFrame);
		});
		await page.emulateMedia({ colorScheme: 'light' });
		await page.goto('/');
		await reachControl(page, isMobile);
		await radio(page, 'dark').check();
		// A slow network: the browser paints the page while its HTML is still arriving, so a scheme
		// applied once the page is parsed (not before the first paint) would show in a frame.
		const devTools = await page.context().newCDPSession(page);
		await devTools.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: 20,
			downloadThroughput: 32 * 1024,
			uploadThroughput: 32 * 1024,
		});
		await footerNav(page).getByRole('link', { name: navLinks[1]!.title }).click();
		await expect(page).toHaveURL((url) => url.pathname.endsWith(navLinks[1]!.path));
		await page.waitForLoadState('load');
		const frames = await page.evaluate(
			() => (window as unknown as { schemeFrames: string[] }).schemeFrames,
		);
		expect(frames.length).toBeGreaterThan(0);
		expect(frames.filter((frame) => frame.startsWith('reveal')).length).toBe(1);
		expect(new Set(frames.map((frame) => frame.replace(/^\w+: /, '')))).toEqual(
			new Set([`dark ${BACKGROUND.dark}`]),
		);
	});
});

test('the choice is a named group of named radios, operated with the keyboard', async ({
	page,
	isMobile,
}) => {
	await page.emulateMedia({ colorScheme: 'light' });
	await page.goto('/');
	await reachControl(page, isMobile);
	const group = page.getByRole('group', { name: copy.scheme.label });
	await expect(group.getByRole('radio')).toHaveCount(3);
	await radio(page, 'system').focus();
	await page.keyboard.press('ArrowRight');
	await expect(radio(page, 'light')).toBeChecked();
	await expect(radio(page, 'light')).toBeFocused();
	await page.keyboard.press('ArrowRight');
	await expect(radio(page, 'dark')).toBeChecked();
	await expect.poll(() => background(page)).toBe(BACKGROUND.dark);
	expect(await page.evaluate(() => localStorage.getItem('scheme'))).toBe('dark');
});

test(
	'the choice is named in each language of the site',
	{ tag: '@any-width' },
	async ({ page }) => {
		for (const { lang, copy: texts } of readFurtherLanguages()) {
			await page.goto(pathIn(lang, '/'));
			const group = page.getByRole('group', { name: texts.scheme.label, includeHidden: true });
			for (const scheme of ['system', 'light', 'dark'] as const)
				await expect(
					group.getByRole('radio', { name: texts.scheme[scheme], includeHidden: true }),
				).toHaveCount(1);
		}
		expect(languages.length).toBeGreaterThan(0);
	},
);
