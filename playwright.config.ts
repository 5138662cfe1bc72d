import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.ts';
import { HOSTILE_SITE_PORT, PORT, TEST_EMAILJS } from './tests/e2e/env.ts';

// `npm run test:e2e` runs scripts/chromium.ts first, which installs a browser if none is found.
const executablePath = findChromium() ?? undefined;
const launchOptions = { executablePath };

/** The two viewports every page is tested in: a 390px phone and a 1280px desktop. */
const phone = {
	...devices['Pixel 7'],
	browserName: 'chromium' as const,
	viewport: { width: 390, height: 844 },
	launchOptions,
};
const desktop = {
	...devices['Desktop Chrome'],
	viewport: { width: 1280, height: 800 },
	launchOptions,
};

export default defineConfig({
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	// One folder per port, so suites running side by side do not clear each other's artifacts.
	outputDir: `test-results/${PORT}`,
	fullyParallel: true,
	forbidOnly: !!process.env.CI,
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		trace: 'retain-on-failure',
	},
	projects: [
		{
			name: 'mobile',
			testIgnore: ['**/no-js.spec.ts', '**/head-injection.spec.ts'],
			// Tests tagged @desktop check what only a wide screen has (no menu toggle).
			grepInvert: /@desktop/,
			use: phone,
		},
		{
			name: 'desktop',
			testIgnore: ['**/no-js.spec.ts', '**/head-injection.spec.ts'],
			// Tests tagged @phone check what only a phone has (the menu toggle, the 390px budget).
			grepInvert: /@phone/,
			use: desktop,
		},
		{
			name: 'no-js',
			testMatch: '**/no-js.spec.ts',
			use: { ...desktop, javaScriptEnabled: false },
		},
		{
			name: 'no-js-phone',
			testMatch: '**/no-js.spec.ts',
			use: { ...phone, javaScriptEnabled: false },
		},
		{
			// A site built from content whose owner's name is markup (second webServer below).
			name: 'hostile-content',
			testMatch: '**/head-injection.spec.ts',
			use: { ...desktop, baseURL: `http://127.0.0.1:${HOSTILE_SITE_PORT}` },
		},
	],
	// Production builds with the test EmailJS settings, served by `astro preview`; never the dev
	// server. The second is the same app built from tests/fixtures/content-hostile-name.
	webServer: [
		{
			command: `npx astro build --outDir .e2e/dist-${PORT} && npx astro preview --ignore-lock --outDir .e2e/dist-${PORT} --host 127.0.0.1 --port ${PORT}`,
			url: `http://127.0.0.1:${PORT}/`,
			env: { ...TEST_EMAILJS, ASTRO_TELEMETRY_DISABLED: '1' },
			reuseExistingServer: !process.env.CI,
			timeout: 240_000,
			stdout: 'pipe',
		},
		{
			command: `npx node scripts/fixture-site.ts tests/fixtures/content-hostile-name --name hostile-name-${HOSTILE_SITE_PORT} --serve --port ${HOSTILE_SITE_PORT}`,
			url: `http://127.0.0.1:${HOSTILE_SITE_PORT}/`,
			env: { ...TEST_EMAILJS, ASTRO_TELEMETRY_DISABLED: '1' },
			reuseExistingServer: !process.env.CI,
			timeout: 240_000,
		},
	],
});
