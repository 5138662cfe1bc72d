/**
 * Words longer than a phone's width (an address written out in the résumé, a project's
 * description and story) break inside their text blocks: no page of the cases site scrolls
 * sideways at 390px. The cases site's texts hold such an address (LONG_URL).
 */
import { expect, test } from '@playwright/test';
import { RESUME_PATH } from '../tools/content.ts';
import { LONG, LONG_URL } from '../build/variants.ts';
import { SITES, urlOf } from './env.ts';

test.use({ baseURL: urlOf(SITES.cases), viewport: { width: 390, height: 844 } });

const PAGES = ['/about', RESUME_PATH, '/projects', `/projects/${LONG.id}`];

test.describe('a long address at 390px', { tag: '@any-width' }, () => {
	for (const path of PAGES)
		test(`${path} does not scroll sideways`, async ({ page }) => {
			await page.goto(path);
			// The address is on the page, written out, so the test is of something.
			await expect(page.getByText(LONG_URL, { exact: false }).first()).toBeAttached();
			const { scrollWidth, clientWidth } = await page.evaluate(() => ({
				scrollWidth: document.documentElement.scrollWidth,
				clientWidth: document.documentElement.clientWidth,
			}));
			expect(scrollWidth, `${path} is ${scrollWidth}px wide in a ${clientWidth}px window`).toBe(
				clientWidth,
			);
		});
});
