/**
 * The language switch with JavaScript off, at both widths: plain links that
 * lead from each page to the same page in each other language and back: the header's on a
 * desktop, the footer's on a phone (where the header's are in the menu).
 */
import { test } from '@playwright/test';
import { otherLanguages, viaFooter, viaHeader, walkSwitch } from './language-switch.ts';
import { withoutJavaScript } from './env.ts';

test.use(withoutJavaScript);

for (const lang of otherLanguages) {
	test(`without JavaScript the switch leads from each page to it in ${lang} and back`, async ({
		page,
		isMobile,
	}) => {
		await walkSwitch(page, lang, isMobile ? viaFooter : viaHeader);
	});
}
