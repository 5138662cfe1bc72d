import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { findTestBrowser } from '../tools/chromium.ts';
import {
	inSuite,
	pickPorts,
	portOf,
	SITES,
	TEST_EMAILJS,
	type TestSite,
	urlOf,
	writeSiteContent,
} from './env.ts';

// `npm run test:e2e` runs tests/tools/chromium.ts first, which installs a browser if none is found.
const executablePath = findTestBrowser() ?? undefined;
const launchOptions = { executablePath };

// Free ports for this run, before any address is named; workers inherit them.
await pickPorts();

/** The project folder: Playwright reads this config's paths from its folder, the tools from there. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Motion (entrances, the menu's stagger, the letters' bounce, view transitions between pages) is
 * what the tests under `test.use(withMotion)` check, with the visitor's default preference. Every
 * other test runs as a visitor who asked for reduced motion: the same content and end states,
 * reached at once, so a click on a link does not wait out a cross-fade.
 */
const still = { reducedMotion: 'reduce' as const };

/** The two viewports every page is tested in: a 390px phone and a 1280px desktop. */
export const phone = {
	...devices['Pixel 7'],
	browserName: 'chromium' as const,
	viewport: { width: 390, height: 844 },
	launchOptions,
	...still,
};
export const desktop = {
	...devices['Desktop Chrome'],
	viewport: { width: 1280, height: 800 },
	launchOptions,
	...still,
};

/**
 * Specs whose every check is the same at any width (metadata, the error page, the contact
 * form's logic, the policy, the head of an owner whose name is markup, another owner's colours,
 * tags in other scripts), or that set their own widths (the right-to-left site): one viewport,
 * the desktop project's, runs them. Within the other specs such tests carry the @any-width tag. What a phone does with
 * the form (tap, focus, keyboard) stays in both viewports, in intent.spec.ts, keyboard.spec.ts
 * and a11y.spec.ts.
 */
const ANY_WIDTH = [
	'**/contact.spec.ts',
	'**/contact-guard.spec.ts',
	'**/csp.spec.ts',
	'**/error-page.spec.ts',
	'**/head-injection.spec.ts',
	'**/owner-content.spec.ts',
	'**/rtl.spec.ts',
	'**/tags-scripts.spec.ts',
];

export default defineConfig({
	testDir: '.',
	testMatch: '**/*.spec.ts',
	// One folder per suite, so suites running side by side do not clear each other's artifacts.
	outputDir: `${ROOT}/test-results/${inSuite('site')}`,
	fullyParallel: true,
	forbidOnly: !!process.env.CI,
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
	use: {
		baseURL: urlOf(SITES.main),
		// A failed test keeps its trace: every action with a DOM snapshot before and after. In CI a
		// failed test is retried, and only the retry records one, so the passing majority records
		// nothing. The screencast is left out: filming every test costs much of the suite's CPU.
		trace: {
			mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
			screenshots: false,
		},
	},
	// Two projects, the two viewports. A spec that needs another test site or JavaScript off says
	// so itself (`test.use`: the sites' addresses are in tests/e2e/env.ts, the no-JavaScript
	// settings are `withoutJavaScript`), so a Playwright worker and its one browser run every spec
	// of their viewport.
	projects: [
		{
			name: 'mobile',
			testIgnore: ANY_WIDTH,
			// Tests tagged @desktop check what only a wide screen has (no menu toggle); those
			// tagged @any-width (no width changes them, or they set their own) run once, in the
			// desktop project.
			grepInvert: /@desktop|@any-width/,
			use: phone,
		},
		{
			name: 'desktop',
			// Tests tagged @phone check what only a phone has (the menu toggle, the 390px budget).
			grepInvert: /@phone/,
			use: desktop,
		},
	],
	webServer: (
		['main', 'many', 'owner', 'hostile', 'arabic', 'rtl', 'builtin', 'cases', 'russian'] as const
	).map((name) => serve(SITES[name])),
});

/**
 * A production build of `site` with the test EmailJS settings, served by Astro's `preview()` on
 * its port, never the dev server. The build suite's setup has usually built it already: an
 * up-to-date build is served as it is (`--reuse`).
 */
export function serve(site: TestSite) {
	// Written now: the specs read a fixture site's content when they load.
	writeSiteContent(site);
	// The Node running Playwright (the project's, under npm scripts and npx) runs the script too,
	// without another `npx`, which costs seconds of CPU to start.
	const node = JSON.stringify(process.execPath);
	const args = [site.content, '--out', site.dist, '--reuse', '--serve', '--port', portOf(site)];
	return {
		command: `${node} tests/tools/fixture-site.ts ${args.join(' ')}`,
		cwd: ROOT,
		url: `${urlOf(site)}/`,
		env: { ...TEST_EMAILJS, ASTRO_TELEMETRY_DISABLED: '1' },
		// The port was free when picked: a server already there is not this run's.
		reuseExistingServer: false,
		timeout: 240_000,
		stdout: 'pipe' as const,
	};
}
