/**
 * axe-core on every page, at phone (390px) and desktop (1280px) width (a further language's
 * pages at the desktop's), in the light and the dark colour scheme: no WCAG 2.0/2.1 level A or AA
 * violation. Also with the header links showing (the phone menu open; on a desktop they always
 * show) and with the contact form's e-mail hint shown. Each page is checked in both schemes in
 * one visit, in every language.
 */
import { expect, test } from '@playwright/test';
import { mainNav, menuButton } from './locators.ts';
import { axeViolations, NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';
import { hydrateAll, settle } from './settle.ts';
import {
	copy,
	languages,
	MISSING_PATH,
	navLinks,
	notes,
	pathIn,
	projects,
	RESUME_PATH,
	SEARCH_PATH,
	tagPaths,
	translatedProjectIds,
} from '../tools/content.ts';
import { features, onFeatures } from './features.ts';

const PAGES: { name: string; path: string; further?: boolean }[] = [
	...navLinks.map(({ title, path }) => ({ name: title.toLowerCase(), path })),
	{ name: copy.resume.title.toLowerCase(), path: RESUME_PATH },
	{ name: copy.search.title.toLowerCase(), path: SEARCH_PATH },
	...tagPaths.slice(0, 1).map((path) => ({ name: 'first tag', path })),
	...notes.slice(0, 1).map(({ path }) => ({ name: 'newest note', path })),
	{ name: 'not found', path: MISSING_PATH },
	// Each further language's pages, and a project page with texts in two languages where one
	// is left untranslated (its story marked with the default language).
	...languages.slice(1).flatMap((lang) => {
		const untranslated = projects.find(({ id }) => !translatedProjectIds(lang).has(id));
		const project = untranslated ?? projects[0];
		const pages: { name: string; path: string }[] = [
			...navLinks.map(({ title, path }) => ({
				name: `${lang} ${title.toLowerCase()}`,
				path: pathIn(lang, path),
			})),
			{ name: `${lang} ${copy.resume.title.toLowerCase()}`, path: pathIn(lang, RESUME_PATH) },
			{ name: `${lang} ${copy.search.title.toLowerCase()}`, path: pathIn(lang, SEARCH_PATH) },
			// None while nothing is published.
			...(project ? [{ name: `${lang} project`, path: pathIn(lang, project.path) }] : []),
			...notes.slice(0, 1).map(({ path }) => ({
				name: `${lang} newest note`,
				path: pathIn(lang, path),
			})),
		];
		return pages.map((page) => ({ ...page, further: true }));
	}),
];
for (const { name, path, further } of PAGES) {
	// A further language's page is laid out as the default language's, which both widths check:
	// it is checked once, at the desktop's width (the owner's checks see each language's home page
	// on a phone).
	test(
		`the ${name} page has no WCAG 2.1 A/AA violations, light or dark`,
		further ? { tag: '@any-width' } : {},
		async ({ page }) => {
			await page.goto(path);
			expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
		},
	);
}

test('the header links, shown (phone menu open), have no violations, light or dark @phone', async ({
	page,
}) => {
	await page.goto('/');
	// Hydrated first, so the state under test is the final markup's.
	await hydrateAll(page);
	await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
	await menuButton(page).click();
	await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
	for (const link of await mainNav(page).getByRole('link').all()) {
		await expect(link).toBeVisible();
	}
	expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
});

test('the contact form with the e-mail hint shown has no violations, light or dark', async ({
	page,
}) => {
	await page.goto('/contact');
	await settle(page);
	const email = page.getByLabel(copy.contact.form.email);
	await email.fill('not-an-email');
	await email.blur();
	await expect(page.getByText(copy.contact.form.emailHint)).toBeVisible();
	await expect(email).toHaveAttribute('aria-invalid', 'true');
	expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
});

test('the colour scheme choice, each scheme chosen, has no violations', async ({
	page,
	isMobile,
}) => {
	await page.goto('/');
	await hydrateAll(page);
	if (isMobile) await menuButton(page).click();
	for (const scheme of ['light', 'dark'] as const) {
		await page.getByRole('radio', { name: copy.scheme[scheme] }).check();
		expect(await axeViolations(page), scheme).toEqual([]);
	}
});

test.describe('on a site with projects and tags', () => {
	test.use(onFeatures);

	test('the search page with results shown has no violations, light or dark', async ({ page }) => {
		await page.goto(`${SEARCH_PATH}?tag=${encodeURIComponent(features.tags[0]!.name)}`);
		await expect(page.locator('#search-results').getByRole('link').first()).toBeVisible();
		expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
	});
});
