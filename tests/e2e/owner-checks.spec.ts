/**
 * The owner's browser checks (tests/owner/page-checks.ts) on a fixture owner whose texts hold long
 * addresses (tests/fixtures/owners/russian: Cyrillic texts, a long address in the About text, a
 * project's description and story, the contact page off): at a phone's width, no page of any kind
 * scrolls sideways and axe finds nothing. The same checks run on the owner's own site in
 * `npm run test:owner:browser`.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageProblems } from '../owner/page-checks.ts';
import { pagesOfEachKind } from '../owner/page-kinds.ts';
import { readLanguages } from '../tools/content.ts';
import { SITES, urlOf } from './env.ts';

const site = SITES.russian;
const ROOT = resolve(import.meta.dirname, '..', '..');
test.use({ baseURL: urlOf(site) });

test('a page of each kind: long texts wrap at 390 px and axe finds nothing @phone', async ({
	page,
}) => {
	// Listed from the build, which the suite has made by the time a test runs.
	const other = readLanguages(resolve(ROOT, site.content)).slice(1);
	const problems: string[] = [];
	for (const path of pagesOfEachKind(resolve(ROOT, site.dist), other)) {
		await page.goto(path);
		problems.push(...(await pageProblems(page, path)));
	}
	expect(problems).toEqual([]);
});
