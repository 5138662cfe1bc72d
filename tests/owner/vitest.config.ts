/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// The owner's checks (`npm run test:owner:site`): the site built from content/ (or OWNER_CONTENT),
// checked for what holds for any content. Their report names pages, files and fixes, not diffs:
// a reporter is a whole run's, so the npm script runs this config itself, not as a project.
export default getViteConfig({
	test: {
		name: 'owner',
		include: ['tests/owner/**/*.test.ts'],
		globalSetup: ['tests/owner/global-setup.ts'],
		reporters: ['./tests/owner/vitest-reporter.ts'],
		testTimeout: 120_000,
		hookTimeout: 240_000,
	},
});
