/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Tests that build or serve the site (from fixture content folders): they run with the browser
// suite in `npm run test:e2e`, so `npm run test:unit` stays quick and builds nothing.
export default getViteConfig({
	test: {
		name: 'build',
		include: ['tests/build/**/*.test.ts'],
		// Every test site (SITES in tests/e2e/env.ts) and every variant of the valid fixture
		// content (tests/build/variants.ts), built once before any file runs and read through
		// inject('dist'); the browser tests serve the same builds of SITES.
		globalSetup: ['tests/build/global-setup.ts'],
		testTimeout: 240_000,
		hookTimeout: 240_000,
		// Each fixture build runs in a child process from a root folder of its own
		// (tests/tools/fixture-site.ts), so two test files build side by side, one per core.
		maxWorkers: 2,
		// The files of one worker share their modules (no file stubs the environment or mocks a
		// module): each file's imports are loaded once per worker, not once per file.
		isolate: false,
		unstubEnvs: true,
	},
});
