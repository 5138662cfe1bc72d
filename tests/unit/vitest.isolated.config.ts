/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { ISOLATED, UNIT } from './vitest.config.ts';

// The unit test files that stub the environment or mock modules, each with a module graph of its
// own; run with the others by `npm run test:unit`.
export default getViteConfig({
	test: {
		...UNIT,
		name: 'unit-isolated',
		include: ISOLATED,
	},
});
