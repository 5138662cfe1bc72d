/**
 * The language switch with JavaScript on: in the header bar on a desktop and in the phone menu
 * on a phone. The walk with JavaScript off (the footer's on a phone) is in
 * the no-JavaScript languages spec.
 */
import { expect, test } from '@playwright/test';
import { menuButton } from './locators.ts';
import { languageLink, otherLanguages, viaHeader, walkSwitch } from './language-switch.ts';
import { defaultLanguage, pathIn } from '../tools/content.ts';

for (const lang of otherLanguages) {
	test(`the header switch leads from each page to it in ${lang} and back @desktop`, async ({
		page,
	}) => {
		await walkSwitch(page, lang, viaHeader);
	});

	test(`the phone menu holds the switch to ${lang} @phone`, async ({ page }) => {
		await page.goto('/projects');
		// The header's one button, the menu's, whatever its name in each language.
		await page.locator('header').getByRole('button').click();
		await languageLink(page.locator('header'), lang).click();
		await expect(page).toHaveURL((url) => url.pathname === pathIn(lang, '/projects'));
		await page.locator('header').getByRole('button').click();
		const back = languageLink(page.locator('header'), defaultLanguage);
		await expect(back).toBeVisible();
		await back.click();
		await expect(page).toHaveURL((url) => url.pathname === '/projects');
		await expect(menuButton(page)).toBeVisible();
	});
}
