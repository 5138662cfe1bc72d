/**
 * The owner's site in a browser at a phone's width (390 px): on a page of every kind, axe finds
 * nothing (WCAG 2.1 A and AA) and nothing makes the page scroll sideways. A failure is a list of
 * problems naming the page and what to change.
 */
import { expect, test, type Page } from '@playwright/test';
import { readJson } from '../../src/data/content-files.ts';
import { axeViolations } from '../e2e/axe.ts';
import { OWNER_CONTENT, OWNER_DIST } from './owner-site.ts';
import { pagesOfEachKind } from './page-kinds.ts';
import { expectNone } from './problems.ts';
import { join } from 'node:path';

const { languages = [] } = readJson(join(OWNER_CONTENT, 'site.json'), 'site.json') as {
	languages?: string[];
};

/** What sticks out past the right edge: the innermost such elements, as `tag "text…" (N px)`. */
async function sideways(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		if (document.documentElement.scrollWidth <= width) return [];
		const out = [...document.body.querySelectorAll('*')].filter((element) => {
			const box = element.getBoundingClientRect();
			return box.width > 0 && box.right > width + 1;
		});
		const innermost = out.filter(
			(element) => !out.some((other) => other !== element && element.contains(other)),
		);
		return innermost.slice(0, 3).map((element) => {
			const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
			return `<${element.tagName.toLowerCase()}> "${text}" reaches ${Math.round(element.getBoundingClientRect().right)} px`;
		});
	});
}

for (const path of pagesOfEachKind(OWNER_DIST, languages.slice(1))) {
	test(`${path} at 390 px: axe finds nothing, no sideways scroll`, async ({ page }) => {
		const response = await page.goto(path);
		expect(response?.status(), `${path} is served`).toBeLessThan(path === '/404' ? 500 : 400);
		const problems = (await axeViolations(page)).map(
			(line) =>
				`page ${path}: (accessibility): ${line}; if the element shows a text or colour of yours (site.json's theme, an image's alt), change it, else report it with your content`,
		);
		problems.push(
			...(await sideways(page)).map(
				(what) =>
					`page ${path}: (layout): scrolls sideways at 390 px: ${what}; a long word or address of yours does not wrap: report it with your content, or write the address as a link with a short text`,
			),
		);
		expectNone(problems);
	});
}
