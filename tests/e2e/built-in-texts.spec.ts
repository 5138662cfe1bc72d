/**
 * The site with only built-in interface texts (no pages.json, every built-in language with no
 * folder): a sample of its languages, the right-to-left ones and the Chinese, Japanese and Korean
 * ones first, passes axe on the home and contact pages (the contact page has the most interface
 * texts) at one width.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';
import { settle } from './settle.ts';
import { SITES, urlOf } from './env.ts';
import { pathIn, readLanguages } from '../tools/content.ts';
import { directionOf } from '../../src/i18n/languages.ts';

const content = resolve(import.meta.dirname, '..', '..', SITES.builtin.content);
const languages = readLanguages(content);

/** Right to left, Chinese, Japanese, Korean, and two further scripts (Thai, Devanagari). */
const SAMPLE = ['ar', 'fa', 'he', 'zh-CN', 'zh-TW', 'ja', 'ko', 'th', 'hi'];
const sample = [languages[0]!, ...languages.filter((lang) => SAMPLE.includes(lang))];

test.use({ baseURL: urlOf(SITES.builtin) });

test('the sample has right-to-left and Chinese, Japanese or Korean languages', () => {
	expect(sample.some((lang) => directionOf(lang) === 'rtl')).toBe(true);
	expect(sample.some((lang) => /^(zh|ja|ko)/.test(lang))).toBe(true);
});

for (const lang of sample)
	for (const path of ['/', '/contact'])
		test(
			`the ${lang} ${path} page in built-in texts has no WCAG 2.1 A/AA violations, light or dark`,
			{ tag: '@any-width' },
			async ({ page }) => {
				await page.goto(pathIn(lang, path, content));
				await settle(page);
				await expect(page.locator('html')).toHaveAttribute('lang', lang);
				const html = page.locator('html');
				if (directionOf(lang) === 'rtl') await expect(html).toHaveAttribute('dir', 'rtl');
				else await expect(html).not.toHaveAttribute('dir', 'rtl');
				expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
			},
		);
