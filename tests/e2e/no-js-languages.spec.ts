/**
 * The language switch with JavaScript off (projects `no-js` and `no-js-phone`): plain links that
 * lead from each page to the same page in each other language and back: the header's on a
 * desktop, the footer's on a phone (where the header's are in the menu).
 */
import { expect, test } from '@playwright/test';
import { otherLanguages, viaFooter, viaHeader, walkSwitch } from './language-switch.ts';
import { phone } from '../../playwright.config.ts';

test.beforeEach(() => {
	// This file is only meaningful in the `no-js` projects.
	expect(test.info().project.use.javaScriptEnabled).toBe(false);
});

for (const lang of otherLanguages) {
	test(`without JavaScript the switch leads from each page to it in ${lang} and back`, async ({
		page,
	}, testInfo) => {
		const isPhone = testInfo.project.use.viewport?.width === phone.viewport.width;
		await walkSwitch(page, lang, isPhone ? viaFooter : viaHeader);
	});
}
