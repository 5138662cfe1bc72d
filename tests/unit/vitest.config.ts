/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// The unit tests (`npm run test:unit`): quick, and they build nothing. getViteConfig makes astro:*
// modules (astro:env/client) resolve. Paths are from the project folder, where the tests run.
export default getViteConfig({
	test: {
		name: 'unit',
		include: ['tests/unit/**/*.test.ts'],
		// Worker threads rather than child processes: each file still gets its own module graph,
		// at less CPU to start.
		pool: 'threads',
		// Some tests run git or a tool as a child process: seconds when the build tests share the
		// machine's cores, as `npm test` has them do.
		testTimeout: 20_000,
	},
});
