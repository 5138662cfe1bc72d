/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * The unit test files that change what every module sees (environment variables stubbed or set,
 * modules mocked or reset): each runs with a module graph of its own, in the `unit-isolated`
 * project (vitest.isolated.config.ts).
 */
export const ISOLATED = [
	'tests/unit/check.test.ts',
	'tests/unit/email-settings.test.ts',
	'tests/unit/email.test.ts',
	'tests/unit/upgrade-content.test.ts',
];

/** What both unit projects share. */
export const UNIT = {
	// Worker threads rather than child processes: less CPU to start.
	pool: 'threads' as const,
	// Some tests run git or a tool as a child process: seconds when the build tests share the
	// machine's cores, as `npm test` has them do.
	testTimeout: 20_000,
	// Whatever a test stubs is put back after it.
	unstubEnvs: true,
	unstubGlobals: true,
};

// The unit tests (`npm run test:unit`): quick, and they build nothing. getViteConfig makes astro:*
// modules (astro:env/client) resolve. Paths are from the project folder, where the tests run.
// The files of one worker share their modules (not isolated), which halves what importing them
// costs; a file that changes what modules see is in ISOLATED instead, and a rule test
// (tests/unit/test-suites.test.ts) finds any other.
export default getViteConfig({
	test: {
		...UNIT,
		name: 'unit',
		include: ['tests/unit/**/*.test.ts'],
		exclude: ISOLATED,
		isolate: false,
	},
});
