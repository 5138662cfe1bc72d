// ESLint: TypeScript, Astro components (with their a11y rules), React hooks and JSX a11y in the
// islands. `npm run lint` runs it with --max-warnings=0, first in `npm test`.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
	{
		ignores: [
			'dist/',
			'.astro/',
			'.e2e/',
			'.bench/',
			'node_modules/',
			'playwright-report/',
			'playwright-report-other-owner/',
			'test-results/',
			'tests/fixtures/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	...astro.configs['flat/recommended'],
	...astro.configs['flat/jsx-a11y-recommended'],
	{
		files: ['src/islands/**/*.tsx'],
		...jsxA11y.configs.recommended,
		...reactHooks.configs.flat['recommended-latest'],
		plugins: { ...jsxA11y.configs.recommended.plugins, 'react-hooks': reactHooks },
		rules: {
			...jsxA11y.configs.recommended.rules,
			...reactHooks.configs.flat['recommended-latest'].rules,
		},
		languageOptions: { ...jsxA11y.configs.recommended.languageOptions, globals: globals.browser },
	},
	{
		// Scripts, configs and tests run in Node; the browser specs also pass functions to the page.
		files: ['*.{js,mjs,ts}', 'scripts/**', 'tests/**', 'src/integrations/**'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
	},
	{
		rules: {
			// `_name` marks a parameter a signature needs but the body does not use.
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
		},
	},
);
