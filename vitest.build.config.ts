/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Tests that build or serve the site (from fixture content folders): they run with the browser
// suite in `npm run test:e2e`, so `npm run test:unit` stays quick and builds nothing.
export default getViteConfig({
	test: {
		include: ['tests/build/**/*.test.ts'],
		testTimeout: 240_000,
		hookTimeout: 240_000,
		// Each fixture build runs in a child process from a root folder of its own
		// (scripts/fixture-site.ts), so two test files build side by side, one per core.
		maxWorkers: 2,
	},
});
