/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// getViteConfig makes astro:* modules (astro:env/client) resolve in unit tests.
export default getViteConfig({
	test: {
		include: ['tests/unit/**/*.test.ts'],
	},
});
