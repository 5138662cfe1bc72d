/**
 * The résumé page as a printer sees it: every line fits across an A4 or US Letter page, and the
 * print leaves out the header, footer and dark background and prints each link's address. What
 * the page says and links to (its sections, the PDF, /resume.json) is read from the built HTML
 * by the pages' build test.
 */
import { expect, test } from '@playwright/test';
import { copy, RESUME_PATH, site } from '../tools/content.ts';

test.describe('/resume', { tag: '@any-width' }, () => {
	for (const [paper, widthMm] of [
		['A4', 210],
		['US Letter', 215.9],
	] as const) {
		test(`printed on ${paper}, every line fits across the page`, async ({ page }) => {
			await page.emulateMedia({ media: 'print' });
			await page.goto(RESUME_PATH);
			// The side margins the print stylesheet's @page rule sets, in CSS pixels.
			const margins = await page.evaluate(() => {
				// An @page rule is itself a grouping rule (of margin boxes): taken, not opened.
				const rules = (list: CSSRuleList): CSSRule[] =>
					[...list].flatMap((rule) =>
						rule instanceof CSSGroupingRule && !(rule instanceof CSSPageRule)
							? rules(rule.cssRules)
							: [rule],
					);
				const pageRule = [...document.styleSheets]
					.flatMap((sheet) => rules(sheet.cssRules))
					.find((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
				const px = (value = '0') =>
					value.endsWith('mm') ? (parseFloat(value) / 25.4) * 96 : parseFloat(value) || 0;
				// The `margin` shorthand: top, right, bottom, left, with the usual fallbacks.
				const [top = '0', right = top, , left = right] = (
					pageRule?.style.getPropertyValue('margin') || '0'
				).split(/\s+/);
				return px(left) + px(right);
			});
			const width = Math.floor((widthMm / 25.4) * 96 - margins);
			await page.setViewportSize({ width, height: 1000 });
			const overflowing = await page
				.getByRole('main')
				.evaluate((main) =>
					[...main.querySelectorAll('*')]
						.filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
						.map((element) => element.outerHTML.slice(0, 100)),
				);
			expect(overflowing, `wider than the ${width}px a page prints`).toEqual([]);
		});
	}

	test('printed: no header, footer or dark background; links print their address', async ({
		page,
	}) => {
		await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
		await page.goto(RESUME_PATH);
		await expect(page.getByRole('banner')).toBeHidden();
		await expect(page.getByRole('contentinfo')).toBeHidden();
		await expect(page.getByRole('link', { name: copy.resume.download })).toBeHidden();
		const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
		expect(background).toBe('rgb(255, 255, 255)');
		const profile = site.profiles[0];
		if (profile) {
			const link = page.getByRole('main').getByRole('link', { name: profile.label }).first();
			const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
			expect(after).toContain(profile.url);
		}
	});
});
