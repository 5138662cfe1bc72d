// ESLint: TypeScript, Astro components (with their a11y rules), React hooks and JSX a11y in the
// islands. `npm run lint` runs it with --max-warnings=0, first in `npm test`.
import { builtinModules } from 'node:module';
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
			'.content-backup/',
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
		// The islands' hooks that live beside the logic they run.
		files: ['src/contact/use-*.client.ts'],
		...reactHooks.configs.flat['recommended-latest'],
		languageOptions: { globals: globals.browser },
	},
	{
		// Scripts, configs and tests run in Node; the browser specs also pass functions to the page.
		files: ['*.{js,mjs,ts}', 'scripts/**', 'tests/**', 'src/integrations/**'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
	},
	{
		// Code that may run in a visitor's browser is named *.client.ts(x) (the components' and pages'
		// <script>s are browser code too), and everything it imports is shipped to every visitor:
		// values only from other browser modules and browser-safe packages, types from anywhere.
		files: ['src/**/*.client.{ts,tsx}', 'src/**/*.astro/*.{js,ts}'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					paths: ['astro', 'astro/zod', 'zod'].map((name) => ({
						name,
						message: 'Browser code must not ship Astro or zod: check the value at build time.',
						allowTypeImports: true,
					})),
					patterns: [
						{
							// A relative import that is neither a browser module nor a CSS module.
							regex: '^\\.{1,2}/(?!.*\\.client\\.tsx?$)(?!.*\\.module\\.css$)',
							message:
								'Browser code imports values only from *.client.ts(x) modules and CSS modules; the ' +
								'others run at build time (the settings values in site.ts read content/ with ' +
								'node:fs). Pass the value in as a prop or data attribute, take URL helpers from ' +
								'urls.client.ts, move browser-safe code into a .client module, or use `import type`.',
							allowTypeImports: true,
						},
						{
							group: ['node:*', ...builtinModules],
							message: 'Browser code cannot use Node modules: do this at build time.',
						},
						{
							// astro:env/client and the other /client modules are made for the browser.
							regex: '^astro:(?!.*/client$)',
							message:
								'Browser code may import only the astro:*/client modules; content, assets and ' +
								'the other build-time modules are read in the page and passed in as props.',
							allowTypeImports: true,
						},
					],
				},
			],
		},
	},
	{
		// Schemas are loaded by the build, the scripts and the tests alike: zod and each other only.
		files: ['src/schemas/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(?!astro/zod$|\\./)',
							message: 'Schemas import only zod and other schemas.',
						},
					],
				},
			],
		},
	},
	{
		// A schema in a subfolder (colour/) may import the schemas one level up, nothing above them.
		files: ['src/schemas/*/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(?!astro/zod$|\\./|\\.\\./[^./])',
							message: 'Schemas import only zod and other schemas.',
						},
					],
				},
			],
		},
	},
	{
		rules: {
			// `_name` marks a parameter a signature needs but the body does not use.
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
		},
	},
);
