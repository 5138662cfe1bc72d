/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// getViteConfig makes astro:* modules (astro:env/client) resolve in unit tests.
export default getViteConfig({
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// Worker threads rather than child processes: each file still gets its own module graph,
		// at less CPU to start.
		pool: 'threads',
		// Some tests run git or a tool as a child process: seconds when the build tests share the
		// machine's cores, as `npm test` has them do.
		testTimeout: 20_000,
	},
});
