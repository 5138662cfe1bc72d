/**
 * The site built from the fixture content-rtl, whose second language is written right to left
 * and translates only pages.json, some of its texts left out. Its pages mirror: the logo on the
 * right, the menu on the left, the next project on the left; what falls back to the default
 * language is marked with it; and axe finds nothing at either width, light or dark.
 */
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';
import { phone } from './playwright.config.ts';
import { languageName } from '../../src/i18n/languages.ts';
import { pathIn, readLanguages, readProjects, readFurtherLanguages } from '../tools/content.ts';
import { SITES, urlOf } from './env.ts';

test.use({ baseURL: urlOf(SITES.rtl) });

const FIXTURE = resolve(import.meta.dirname, '..', '..', SITES.rtl.content);
const [defaultLang, rtlLang] = readLanguages(FIXTURE) as [string, string];
const [translation] = readFurtherLanguages(FIXTURE);
const [first, second] = readProjects(FIXTURE);
const home = pathIn(rtlLang, '/', FIXTURE);
const firstProject = pathIn(rtlLang, first!.path, FIXTURE);

/** The horizontal middle of an element. */
async function middle(locator: Locator): Promise<number> {
	const box = await locator.boundingBox();
	expect(box).not.toBeNull();
	return box!.x + box!.width / 2;
}

/** The logo (the header's first link) sits right of the header's navigation. */
async function expectMirroredHeader(page: Page) {
	const header = page.locator('header');
	const logo = header.getByRole('link').first();
	const nav = header.getByRole('navigation', { name: translation!.copy.layout.mainNav });
	expect(await middle(logo)).toBeGreaterThan(await middle(nav));
}

test.beforeEach(async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a right-to-left page mirrors: logo right, links left, next project on the left', async ({
	page,
}) => {
	await page.goto(home);
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	await expect(page.locator('html')).toHaveAttribute('lang', rtlLang);
	await expectMirroredHeader(page);
	// The skip link appears at the inline start: the right edge.
	await page.keyboard.press('Tab');
	const skip = page.getByRole('link', { name: translation!.copy.layout.skipLink });
	await expect(skip).toBeFocused();
	expect(await middle(skip)).toBeGreaterThan(page.viewportSize()!.width / 2);

	await page.goto(firstProject);
	const next = page.getByRole('link', { name: new RegExp(second!.title) });
	expect(await middle(next)).toBeLessThan(page.viewportSize()!.width / 2);
	// The default language's page is not mirrored.
	await page.goto(first!.path);
	await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
	const logo = page.locator('header').getByRole('link').first();
	expect(await middle(logo)).toBeLessThan(page.viewportSize()!.width / 2);
});

test('untranslated texts show in the default language, marked with it', async ({ page }) => {
	await page.goto(home);
	await expect(page.locator('footer p[lang]').first()).toHaveAttribute('lang', defaultLang);
	await expect(page.getByText(translation!.site.welcome)).toHaveAttribute('lang', defaultLang);
	await page.goto(firstProject);
	await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', defaultLang);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
});

test('on a phone the menu opens from the left with the language switch', async ({ page }) => {
	await page.setViewportSize(phone.viewport);
	await page.goto(home);
	await expectMirroredHeader(page);
	const button = page.locator('header').getByRole('button');
	expect(await middle(button)).toBeLessThan(phone.viewport.width / 2);
	await button.click();
	const back = page.locator('header').getByRole('link', { name: languageName(defaultLang) });
	await expect(back).toBeVisible();
	await back.click();
	await expect(page).toHaveURL((url) => url.pathname === '/');
});

for (const width of [phone.viewport.width, 1280]) {
	test(`the ${rtlLang} pages have no WCAG 2.1 A/AA violations at ${width}px, light or dark`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 800 });
		for (const path of [home, firstProject]) {
			await page.goto(path);
			expect(await violationsInEachScheme(page), path).toEqual(NO_VIOLATIONS);
		}
	});
}
