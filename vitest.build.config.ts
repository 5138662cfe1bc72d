/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Tests that build or serve the site (from fixture content folders): they run with the browser
// suite in `npm run test:e2e`, so `npm run test:unit` stays quick and builds nothing.
export default getViteConfig({
	test: {
		include: ['tests/build/**/*.test.ts'],
		// The owner's site and a second owner's, built once before any file runs and read by
		// several files through inject('dist').
		globalSetup: ['tests/build/global-setup.ts'],
		testTimeout: 240_000,
		hookTimeout: 240_000,
		// Each fixture build runs in a child process from a root folder of its own
		// (scripts/fixture-site.ts), so two test files build side by side, one per core.
		maxWorkers: 2,
	},
});
