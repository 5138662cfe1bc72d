/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// getViteConfig makes astro:* modules (astro:env/client) resolve in unit tests.
export default getViteConfig({
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// Worker threads rather than child processes: each file still gets its own module graph,
		// at less CPU to start.
		pool: 'threads',
	},
});
