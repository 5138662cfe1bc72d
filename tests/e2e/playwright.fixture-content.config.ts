/**
 * The content-driven specs against a site built from a second content folder
 * (tests/fixtures/content-other: another owner, other numbers of projects, jobs and skills), so
 * the specs are shown to follow the content instead of pinning the shipped one.
 *
 *   npx playwright test -c tests/e2e/playwright.fixture-content.config.ts   (in npm run test:e2e)
 *
 * tests/tools/content.ts reads CONTENT_DIR for the expected values. The specs read it when they load,
 * so it is set here, in the config every Playwright process loads before any spec; one Playwright
 * run reads one content folder, hence a config of its own rather than a project in the main one.
 */
import { defineConfig } from '@playwright/test';
import base, { desktop, ROOT, serve } from './playwright.config.ts';
import { inSuite, SITES, urlOf } from './env.ts';

const site = SITES.other;
process.env.CONTENT_DIR = site.content;
// The specs of projects and tags check this site too, in place of the cases site.
process.env.E2E_FEATURES = site.name;

export default defineConfig({
	...base,
	outputDir: `${ROOT}/test-results/${inSuite('other-owner')}`,
	// Its own report folder: this run and the main one run side by side in `npm run test:e2e`.
	reporter: process.env.CI
		? [['list'], ['html', { open: 'never', outputFolder: `${ROOT}/playwright-report-other-owner` }]]
		: [['list']],
	use: { ...base.use, baseURL: urlOf(site) },
	projects: [
		{
			name: 'fixture-content',
			// no-js.spec.ts turns JavaScript off itself.
			testMatch: [
				'**/pages.spec.ts',
				'**/projects.spec.ts',
				'**/nav.spec.ts',
				'**/resume.spec.ts',
				'**/no-js.spec.ts',
			],
			grepInvert: /@phone/,
			use: desktop,
		},
	],
	webServer: serve(site),
});
