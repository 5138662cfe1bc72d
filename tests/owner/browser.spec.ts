/**
 * The owner's site in a browser at a phone's width (390 px): on a page of every kind, axe finds
 * nothing (WCAG 2.1 A and AA) and nothing makes the page scroll sideways. A failure is a list of
 * problems naming the page and what to change.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readJson } from '../../src/data/content-files.ts';
import { OWNER_CONTENT, OWNER_DIST } from './owner-site.ts';
import { pageProblems } from './page-checks.ts';
import { pagesOfEachKind } from './page-kinds.ts';
import { expectNone } from './problems.ts';

const { languages = [] } = readJson(join(OWNER_CONTENT, 'site.json'), 'site.json') as {
	languages?: string[];
};

for (const path of pagesOfEachKind(OWNER_DIST, languages.slice(1))) {
	test(`${path} at 390 px: axe finds nothing, no sideways scroll`, async ({ page }) => {
		const response = await page.goto(path);
		expect(response?.status(), `${path} is served`).toBeLessThan(400);
		expectNone(await pageProblems(page, path));
	});
}
