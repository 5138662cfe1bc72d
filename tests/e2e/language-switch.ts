/**
 * The language switch as a visitor uses it: from a page, the link named in another language
 * leads to the same page in that language, and its own link there leads back. The pages walked
 * are one of each kind (every navigation page, the résumé, a project and a tag page); the
 * languages' build test checks every page's links in the HTML.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { languageName } from '../../src/i18n/languages.ts';
import {
	isAt,
	RESUME_PATH,
	defaultLanguage,
	languages,
	pagePaths,
	pathIn,
	projects,
	tagPaths,
} from '../tools/content.ts';

/** The languages after the default one. */
export const otherLanguages = languages.slice(1);

/** One page of each kind, in the default language. */
export const ROUTES = [
	...pagePaths,
	RESUME_PATH,
	...projects.slice(0, 1).map(({ path }) => path),
	...tagPaths.slice(0, 1),
];

/** The switch's link to `lang` inside `scope` (the header or the footer), by its name in that language. */
export const languageLink = (scope: Locator, lang: string) =>
	scope.getByRole('link', { name: languageName(lang), exact: true });

/**
 * From every route, `follow(page, lang)` clicks the link to `lang`; the page must then be the same
 * route in `lang`, and following the default language's link must come back.
 */
export async function walkSwitch(
	page: Page,
	lang: string,
	follow: (page: Page, lang: string) => Promise<void>,
): Promise<void> {
	// Three page loads for each route, in one test rather than one test per page.
	test.setTimeout(ROUTES.length * 9_000);
	// Without the cross-document view transition and the entrances: the walk tests where each
	// link leads, not the motion (the view-transitions spec does).
	await page.emulateMedia({ reducedMotion: 'reduce' });
	for (const route of ROUTES) {
		await page.goto(route);
		await follow(page, lang);
		await expect(page, `${route} → ${lang}`).toHaveURL(isAt(pathIn(lang, route)));
		await expect(page.locator('html')).toHaveAttribute('lang', lang);
		await follow(page, defaultLanguage);
		await expect(page, `${pathIn(lang, route)} → ${defaultLanguage}`).toHaveURL(isAt(route));
		await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
	}
}

/** Clicks the footer's link to `lang`. */
export async function viaFooter(page: Page, lang: string): Promise<void> {
	await languageLink(page.locator('footer'), lang).click();
}

/** Clicks the header's link to `lang` (in the bar on a desktop). */
export async function viaHeader(page: Page, lang: string): Promise<void> {
	await languageLink(page.locator('header'), lang).click();
}
