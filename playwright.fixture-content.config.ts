/**
 * The content-driven specs against a site built from a second content folder
 * (tests/fixtures/content-other: another owner, other numbers of projects, jobs and skills), so
 * the specs are shown to follow the content instead of pinning the shipped one.
 *
 *   npx playwright test -c playwright.fixture-content.config.ts   (part of npm run test:e2e)
 *
 * tests/content.ts reads CONTENT_DIR for the expected values. The specs read it when they load,
 * so it is set here, in the config every Playwright process loads before any spec; one Playwright
 * run reads one content folder, hence a config of its own rather than a project in the main one.
 */
import { defineConfig } from '@playwright/test';
import base, { desktop } from './playwright.config.ts';
import { PORT, TEST_EMAILJS, withMotion } from './tests/e2e/env.ts';

const CONTENT = 'tests/fixtures/content-other';
process.env.CONTENT_DIR = CONTENT;

/** Where the fixture site is served; set E2E_FIXTURE_PORT to run two suites side by side. */
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4410);

export default defineConfig({
	...base,
	outputDir: `test-results/fixture-${FIXTURE_PORT}`,
	// Its own report folder: this run and the main one run side by side in `npm run test:e2e`.
	reporter: process.env.CI
		? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-other-owner' }]]
		: [['list']],
	use: { ...base.use, baseURL: `http://127.0.0.1:${FIXTURE_PORT}` },
	projects: [
		{
			name: 'fixture-content',
			testMatch: ['**/pages.spec.ts', '**/projects.spec.ts', '**/nav.spec.ts', '**/resume.spec.ts'],
			grepInvert: /@phone/,
			use: desktop,
		},
		{
			name: 'fixture-content-no-js',
			testMatch: '**/no-js.spec.ts',
			use: { ...desktop, ...withMotion, javaScriptEnabled: false },
		},
	],
	webServer: {
		command: `npx node scripts/fixture-site.ts ${CONTENT} --out .e2e/sites/content-other-${PORT}/dist --serve --port ${FIXTURE_PORT}`,
		url: `http://127.0.0.1:${FIXTURE_PORT}/`,
		env: { ...TEST_EMAILJS },
		reuseExistingServer: !process.env.CI,
		timeout: 240_000,
		stdout: 'pipe',
	},
});
