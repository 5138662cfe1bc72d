/**
 * What only a browser shows on every route: the skip link is the first stop and moves focus to
 * the main landmark; the heading, the logo at 120x50, the header links (behind the "Menu" button
 * on phones) and the footer's note, profiles and copyright are visible, in a phone (390px) and a
 * desktop (1280px) viewport; and the contact form, once hydrated, is editable, sends nothing
 * until asked and never submits the country code. What the pages say, link to and name (texts,
 * links, headings, landmarks, metadata, the form's fields) is read from the built HTML in
 * the pages' build test. Owner values come from content/, so the tests follow the owner's
 * edits.
 */
import { expect, test, type Page } from '@playwright/test';
import { footerNav, mainNav } from './locators.ts';
import { fill } from '../../src/i18n/template.client.ts';
import { hydrateAll } from './settle.ts';
import { copy, headerLinkTitles, pagePaths, site } from '../tools/content.ts';

/** On phones the header links sit behind the "Menu" button. */
async function openMenu(page: Page, isMobile: boolean) {
	if (!isMobile) return;
	const toggle = page.getByRole('banner').getByRole('button', { name: copy.layout.menuButton });
	// Hydrated (islands load on intent): the island has set aria-expanded, so the click is handled
	// by the final markup.
	await hydrateAll(page);
	await expect(toggle).toHaveAttribute('aria-expanded', 'false');
	await toggle.click();
	await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const path of pagePaths) {
	test(`${path}: the skip link is the first stop; heading, logo, header and footer show`, async ({
		page,
		isMobile,
	}) => {
		await page.goto(path);
		const skip = page.getByRole('link', { name: copy.layout.skipLink });
		await page.keyboard.press('Tab');
		await expect(skip).toBeFocused();
		await expect(skip).toBeVisible();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/#main$/);
		await expect(page.getByRole('main')).toBeFocused();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

		const image = page
			.getByRole('banner')
			.getByRole('link', { name: site.logo.alt })
			.getByRole('img', { name: site.logo.alt });
		await expect(image).toBeVisible();
		expect(await image.boundingBox()).toMatchObject({ width: 120, height: 50 });

		const footer = page.getByRole('contentinfo');
		if (site.footerNote) await expect(footer.getByText(site.footerNote)).toBeVisible();
		await expect(footerNav(page).getByRole('link')).toHaveCount(pagePaths.length);
		for (const link of await footerNav(page).getByRole('link').all())
			await expect(link).toBeVisible();
		const profiles = footer.getByRole('list', { name: copy.layout.profiles }).getByRole('link');
		await expect(profiles).toHaveCount(site.profiles.length);
		for (const { label } of site.profiles)
			await expect(profiles.filter({ hasText: label }).first()).toBeVisible();
		await expect(
			footer.getByText(fill(copy.layout.copyright, { year: site.copyrightYear, name: site.name })),
		).toBeVisible();

		await openMenu(page, isMobile);
		const links = mainNav(page).getByRole('link');
		await expect(links).toHaveText(headerLinkTitles);
		for (const link of await links.all()) await expect(link).toBeVisible();
	});
}

test('/contact: once hydrated the fields are editable, Submit is enabled and the country code is never submitted @any-width', async ({
	page,
}) => {
	await page.goto('/contact');
	const fields = [
		copy.contact.form.name,
		copy.contact.form.email,
		copy.contact.form.phone,
		copy.contact.form.message,
	];
	for (const label of fields) {
		await expect(page.getByLabel(label, { exact: true })).toBeVisible();
		await expect(page.getByLabel(label, { exact: true })).toBeEditable();
	}
	const submit = page.getByRole('button', { name: copy.contact.form.submit });
	await expect(submit).toBeVisible();
	// The form loads when the visitor reaches it; from then on Submit is enabled.
	await submit.hover();
	await expect(submit).toBeEnabled();
	await hydrateAll(page);
	for (const label of fields) await expect(page.getByLabel(label, { exact: true })).toBeEditable();

	const country = page.getByRole('combobox', { name: copy.contact.form.country });
	await expect(country).toBeVisible();
	await country.selectOption('MX');
	const submitted = await page
		.locator('form')
		.evaluate((form: HTMLFormElement) => [...new FormData(form).keys()]);
	expect(submitted).toEqual(['name', 'email', 'phone_number', 'message']);
});
