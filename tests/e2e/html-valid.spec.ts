/**
 * Every built page, tag pages included, is valid HTML by html-validate's standard preset
 * (.htmlvalidate.mjs): the site under test and the fixture site with many projects and tags.
 * It reads the builds the web servers made, so it runs once, in the desktop projects.
 */
import { expect, test } from '@playwright/test';
import { validateSite } from '../../scripts/validate-html.ts';
import { DIST, MANY_DIST } from './env.ts';

for (const dir of [DIST, MANY_DIST]) {
	test(`every page in ${dir} is valid HTML`, { tag: '@desktop' }, async () => {
		// Dozens of pages, each parsed and checked in full.
		test.slow();
		const { pages, errors } = await validateSite(dir);
		expect(pages.some((page) => page.includes('/projects/tags/'))).toBe(true);
		expect(errors).toEqual([]);
	});
}
