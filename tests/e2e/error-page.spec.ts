/**
 * The error screen: `astro preview` (like a static host) serves 404.html for any unknown path,
 * with status 404: "Oops!", the apology, the status text, and the error in the console. Under
 * another language's prefix its script shows that language's texts.
 */
import { expect, test, type ConsoleMessage } from '@playwright/test';
import {
	copy,
	defaultLanguage,
	escapeRegExp,
	languages,
	MISSING_PATH,
	heroHeading,
	pagePaths,
	pathIn,
	readFurtherLanguages,
	site,
} from '../tools/content.ts';
import { languageName } from '../../src/i18n/languages.ts';
import { withoutJavaScript } from './env.ts';
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

for (const translation of readFurtherLanguages()) {
	const { lang, copy: texts, site: owner } = translation;
	test(`a missing ${lang} page shows the error in ${lang}, linking to each language's home`, async ({
		page,
	}) => {
		const path = pathIn(lang, MISSING_PATH);
		const response = await page.goto(path);
		expect(response?.status()).toBe(404);
		await expect(page.locator('html')).toHaveAttribute('lang', lang);
		const main = page.getByRole('main');
		await expect(main.getByRole('heading', { level: 1, name: texts.error.heading })).toBeVisible();
		await expect(main.getByText(texts.error.text)).toBeVisible();
		await expect(page).toHaveTitle(`${texts.error.title} | ${owner.name}`);
		await expect(main.getByRole('link', { name: texts.error.homeButton })).toHaveAttribute(
			'href',
			pathIn(lang, '/'),
		);
		// The whole page follows, header and footer too: their links lead to that language's pages.
		await expect(page.locator('.skip-link')).toHaveText(texts.layout.skipLink);
		const footer = page.getByRole('contentinfo');
		await expect(footer).not.toHaveAttribute('lang', defaultLanguage);
		const footerNav = footer.getByRole('navigation', { name: texts.layout.footerNav });
		const mainNav = page
			.getByRole('banner')
			.getByRole('navigation', { name: texts.layout.mainNav });
		await expect(mainNav).toHaveCount(1);
		for (const [label, route] of [
			[texts.nav.projects, '/projects'],
			[texts.nav.about, '/about'],
		] as const)
			await expect(footerNav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
				'href',
				pathIn(lang, route),
			);
		// The header's island hydrates in that language too.
		await hydrateAll(page);
		await expect(mainNav.getByRole('link', { name: texts.nav.about, exact: true })).toHaveAttribute(
			'href',
			pathIn(lang, '/about'),
		);
		for (const home of languages) {
			const link = footer.getByRole('link', { name: languageName(home), exact: true });
			await expect(link).toHaveAttribute('href', pathIn(home, '/'));
			if (home === lang) await expect(link).toHaveAttribute('aria-current', 'true');
			else await expect(link).not.toHaveAttribute('aria-current');
		}
	});

	test.describe('without JavaScript', () => {
		test.use(withoutJavaScript);
		test(`a missing ${lang} page shows the whole error page in the default language`, async ({
			page,
		}) => {
			await page.goto(pathIn(lang, MISSING_PATH));
			await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.error.heading);
			const footerNav = page
				.getByRole('contentinfo')
				.getByRole('navigation', { name: copy.layout.footerNav });
			await expect(
				footerNav.getByRole('link', { name: copy.nav.about, exact: true }),
			).toBeVisible();
		});
	});
}
