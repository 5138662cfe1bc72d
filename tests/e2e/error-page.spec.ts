/**
 * The error screen: `astro preview` serves 404.html for any unknown path, with status 404, as
 * GitHub Pages does: "Oops!", the apology, the status text, and the error in the console. Under
 * another language's prefix its script shows that language's whole error page; a host that
 * serves each language's own error page (the static host with the build's `_redirects`, as
 * Netlify) shows it without JavaScript.
 */
import { resolve } from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import {
	CONTENT_DIR,
	copy,
	defaultLanguage,
	escapeRegExp,
	MISSING_PATH,
	heroHeading,
	pagePaths,
	pathIn,
	readFurtherLanguages,
	readLanguages,
	site,
} from '../tools/content.ts';
import { directionOf, languageName } from '../../src/i18n/languages.ts';
import type { LanguageSettings } from '../../src/settings/settings.ts';
import { serveStatic, type StaticServer } from '../../scripts/lib/static-server.ts';
import { DIST, SITES, urlOf, withoutJavaScript } from './env.ts';
import { hydrateAll } from './settle.ts';

for (const path of [MISSING_PATH, '/projects/no-such-project/deeper']) {
	test(`${path}: status 404, the Oops! screen and the error in the console`, async ({ page }) => {
		const errors: ConsoleMessage[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message);
		});

		const response = await page.goto(path);
		expect(response?.status()).toBe(404);

		const main = page.getByRole('main');
		await expect(main.getByRole('heading', { level: 1, name: copy.error.heading })).toBeVisible();
		await expect(main.getByText(copy.error.text)).toBeVisible();
		await expect(main.getByText(copy.error.status, { exact: true })).toBeVisible();
		await expect(page).toHaveTitle(`${copy.error.title} | ${site.name}`);

		// The page's own report, not Chromium's "Failed to load resource: ... 404 (Not Found)".
		await expect
			.poll(() => errors.map((message) => message.text()))
			.toContainEqual(
				expect.stringMatching(new RegExp(`^404 ${escapeRegExp(copy.error.status)}: ${path}\\b`)),
			);

		// The shared layout works at any depth: styled header and footer, a way back home.
		await expect(page.getByRole('banner').getByRole('img', { name: site.logo.alt })).toBeVisible();
		if (site.footerNote)
			await expect(page.getByRole('contentinfo').getByText(site.footerNote)).toBeVisible();
		const home = main.getByRole('link', { name: copy.error.homeButton });
		await expect(home).toHaveAttribute('href', '/');
		await home.click();
		await expect(page).toHaveURL('/');
		await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
			heroHeading(copy.home.greeting, site.name),
		);
	});
}

test('known pages answer 200 and log no errors', async ({ page }) => {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	for (const path of pagePaths) {
		const response = await page.goto(path);
		expect(response?.status(), path).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	}
	expect(errors).toEqual([]);
});

/**
 * The whole page is `language`'s error page: its language and direction, title, skip link, main,
 * header and footer, whose links lead to that language's pages and to each language's home.
 */
async function expectErrorPageIn(page: Page, language: LanguageSettings, dir = CONTENT_DIR) {
	const { lang, copy: texts, site: owner } = language;
	const html = page.locator('html');
	await expect(html).toHaveAttribute('lang', lang);
	if (directionOf(lang) === 'rtl') await expect(html).toHaveAttribute('dir', 'rtl');
	else await expect(html).not.toHaveAttribute('dir', 'rtl');
	await expect(page).toHaveTitle(`${texts.error.title} | ${owner.name}`);
	await expect(page.locator('.skip-link')).toHaveText(texts.layout.skipLink);
	const main = page.getByRole('main');
	await expect(main.getByRole('heading', { level: 1, name: texts.error.heading })).toBeVisible();
	await expect(main.getByText(texts.error.text)).toBeVisible();
	await expect(main.getByText(texts.error.status, { exact: true })).toBeVisible();
	await expect(main.getByRole('link', { name: texts.error.homeButton })).toHaveAttribute(
		'href',
		pathIn(lang, '/', dir),
	);
	const header = page.getByRole('banner');
	await expect(header.getByRole('navigation', { name: texts.layout.mainNav })).toHaveCount(1);
	const footer = page.getByRole('contentinfo');
	const footerNav = footer.getByRole('navigation', { name: texts.layout.footerNav });
	for (const [label, route] of [
		[texts.nav.projects, '/projects'],
		[texts.nav.about, '/about'],
	] as const)
		await expect(footerNav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
			'href',
			pathIn(lang, route, dir),
		);
	for (const home of readLanguages(dir)) {
		const link = footer.getByRole('link', { name: languageName(home), exact: true });
		await expect(link).toHaveAttribute('href', pathIn(home, '/', dir));
		if (home === lang) await expect(link).toHaveAttribute('aria-current', 'true');
		else await expect(link).not.toHaveAttribute('aria-current');
	}
}

/** The browser of a visitor who chose the dark scheme on an earlier visit. */
const rememberDark = (page: Page) =>
	page.addInitScript(() => localStorage.setItem('scheme', 'dark'));

for (const translation of readFurtherLanguages()) {
	const { lang, copy: texts } = translation;
	const path = pathIn(lang, MISSING_PATH);

	test(`a missing ${lang} page, where the host serves one error page for every path, shows the whole page in ${lang}, the scheme chosen kept`, async ({
		page,
	}) => {
		await rememberDark(page);
		const response = await page.goto(path);
		expect(response?.status()).toBe(404);
		await expectErrorPageIn(page, translation);
		await expect(
			page.getByRole('radio', { name: texts.scheme.dark, includeHidden: true }),
		).toBeChecked();
		await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
		// The header's island hydrates in that language too.
		await hydrateAll(page);
		const mainNav = page
			.getByRole('banner')
			.getByRole('navigation', { name: texts.layout.mainNav });
		await expect(mainNav.getByRole('link', { name: texts.nav.about, exact: true })).toHaveAttribute(
			'href',
			pathIn(lang, '/about'),
		);
	});

	test(`a missing ${lang} page on a phone without the Popover API: the ${lang} header's menu opens and closes`, async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 });
		// A browser from before the Popover API: the menu's fallback script runs the menu.
		await page.addInitScript(() => {
			for (const prototype of [HTMLElement.prototype, HTMLButtonElement.prototype] as object[])
				for (const name of ['showPopover', 'hidePopover', 'togglePopover', 'popover'])
					Reflect.deleteProperty(prototype, name);
		});
		await page.goto(path);
		await expect(page.locator('html')).toHaveAttribute('lang', lang);
		const button = page.getByRole('button', { name: texts.layout.menuButton });
		const about = page
			.getByRole('banner')
			.getByRole('link', { name: texts.nav.about, exact: true });
		await expect(about).toBeHidden();
		await button.click();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await expect(about).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await expect(about).toBeHidden();
	});

	test.describe('without JavaScript', () => {
		test.use(withoutJavaScript);

		test(`where the host serves one error page for every path, a missing ${lang} page shows the default language's`, async ({
			page,
		}) => {
			await page.goto(path);
			await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.error.heading);
			const footerNav = page
				.getByRole('contentinfo')
				.getByRole('navigation', { name: copy.layout.footerNav });
			await expect(
				footerNav.getByRole('link', { name: copy.nav.about, exact: true }),
			).toBeVisible();
		});

		test.describe('on a host that reads the build’s _redirects (Netlify)', () => {
			let host: StaticServer;
			test.beforeAll(async () => {
				host = await serveStatic(DIST);
			});
			test.afterAll(() => host.close());

			test(`a missing ${lang} page, deeper too, is ${lang}'s whole error page`, async ({
				page,
			}) => {
				for (const missing of [path, pathIn(lang, '/projects/no-such-project/deeper')]) {
					const response = await page.goto(`${host.origin}${missing}`);
					expect(response?.status(), missing).toBe(404);
					await expectErrorPageIn(page, translation);
				}
			});
		});
	});
}

test.describe('a language written right to left', () => {
	test.use({ baseURL: urlOf(SITES.rtl) });
	const content = resolve(import.meta.dirname, '..', '..', SITES.rtl.content);
	for (const translation of readFurtherLanguages(content))
		test(`a missing ${translation.lang} page turns the page ${directionOf(translation.lang)}`, async ({
			page,
		}) => {
			await page.goto(pathIn(translation.lang, MISSING_PATH, content));
			await expectErrorPageIn(page, translation, content);
		});
});
