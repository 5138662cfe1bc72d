/**
 * The site with only built-in interface texts (no pages.json, German and Arabic with no folder):
 * each language's contact page, the one with the most interface texts, passes axe at one width.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';
import { settle } from './settle.ts';
import { SITES, urlOf } from './env.ts';
import { pathIn, readLanguages } from '../content.ts';

const content = resolve(import.meta.dirname, '..', '..', SITES.builtin.content);

test.use({ baseURL: urlOf(SITES.builtin) });

for (const lang of readLanguages(content)) {
	test(
		`the ${lang} contact page in built-in texts has no WCAG 2.1 A/AA violations, light or dark`,
		{
			tag: '@any-width',
		},
		async ({ page }) => {
			await page.goto(pathIn(lang, '/contact', content));
			await settle(page);
			await expect(page.locator('html')).toHaveAttribute('lang', lang);
			expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
		},
	);
}
