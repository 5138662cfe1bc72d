import { defineConfig } from 'vitest/config';

// The vitest suites, each configured in its test folder and named there: `npm run test:unit` runs
// the unit projects (unit, and unit-isolated for the files that stub or mock), `npm run test:build`
// the build tests, `npm run test:owner:site` the owner's
// checks. Each extends its folder's config and keeps the project folder as its root.
export default defineConfig({
	test: {
		projects: [
			{ extends: './tests/unit/vitest.config.ts' },
			{ extends: './tests/unit/vitest.isolated.config.ts' },
			{ extends: './tests/build/vitest.config.ts' },
			{ extends: './tests/owner/vitest.config.ts' },
		],
	},
});
