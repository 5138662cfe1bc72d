/**
 * The owner's browser checks (`npm run test:owner:browser`): the site built from content/ (or
 * OWNER_CONTENT), served as built, at a phone's width. The build is made here when missing or out
 * of date, before the spec lists its pages from it.
 */
import { spawnSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { findTestBrowser } from '../tools/chromium.ts';
import { freePorts, TEST_EMAILJS } from '../e2e/env.ts';
import { OWNER_CONTENT, OWNER_DIST } from './owner-site.ts';
import { phone, ROOT } from '../e2e/playwright.config.ts';

const node = JSON.stringify(process.execPath);
const site = [JSON.stringify(OWNER_CONTENT), '--out', JSON.stringify(OWNER_DIST), '--reuse'];
// Once per run: the workers inherit the port and find the build made.
if (!process.env.OWNER_PORT) {
	const build = spawnSync(
		process.execPath,
		['tests/tools/fixture-site.ts', OWNER_CONTENT, '--out', OWNER_DIST, '--reuse'],
		{
			env: { ...process.env, ...TEST_EMAILJS },
			encoding: 'utf8',
		},
	);
	if (build.status !== 0)
		throw new Error(`Your site did not build:\n${build.stdout}${build.stderr}`);
	process.env.OWNER_PORT = String((await freePorts(1))[0]);
}
const url = `http://127.0.0.1:${process.env.OWNER_PORT}`;

export default defineConfig({
	testDir: '.',
	testMatch: '**/*.spec.ts',
	outputDir: `${ROOT}/test-results/owner`,
	workers: 2,
	reporter: [['./playwright-reporter.ts']],
	use: { baseURL: url },
	projects: [
		{
			name: 'phone',
			use: { ...phone, launchOptions: { executablePath: findTestBrowser() ?? undefined } },
		},
	],
	webServer: {
		command: `${node} tests/tools/fixture-site.ts ${site.join(' ')} --serve --port ${process.env.OWNER_PORT}`,
		cwd: ROOT,
		url: `${url}/`,
		env: { ...TEST_EMAILJS, ASTRO_TELEMETRY_DISABLED: '1' },
		reuseExistingServer: false,
		timeout: 240_000,
		stdout: 'ignore',
	},
});
