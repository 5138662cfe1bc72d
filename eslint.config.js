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

/**
 * Code that runs in the visitor's browser: the islands, the contact form's modules, and the
 * modules the pages' own scripts import. What it imports is shipped to every visitor.
 */
const BROWSER = [
	'src/islands/**',
	'src/contact/**',
	'src/nav/menu.ts',
	'src/nav/menu-fallback.ts',
	'src/projects/card-entrance.ts',
	'src/projects/chips.ts',
	'src/projects/skipped-cards.ts',
	'src/i18n/template.ts',
	'src/i18n/error-language.ts',
	'src/motion.ts',
	'src/schemas/template.ts',
	'src/search/**',
];

/** Folders whose modules run only at build time, on Node. */
const BUILD_ONLY = [
	'hosts',
	'data',
	'settings',
	'check',
	'security',
	'share',
	'resume',
	'notes',
	'pdf',
	'fonts',
	'integrations',
	'pages',
	'layouts',
	'migrate',
	'upgrade',
];

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
		files: ['src/contact/use-*.ts'],
		...reactHooks.configs.flat['recommended-latest'],
		languageOptions: { globals: globals.browser },
	},
	{
		// Scripts, configs and tests run in Node; the browser specs also pass functions to the page.
		files: ['*.{js,mjs,ts}', 'scripts/**', 'tests/**', 'src/integrations/**'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
	},
	{
		// Browser code never pulls Node, the content reader or a schema library into the page.
		files: BROWSER,
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					paths: ['astro:content', 'astro/zod', 'zod'].map((name) => ({
						name,
						message: 'Browser code must not ship the content layer or zod.',
						allowTypeImports: true,
					})),
					patterns: [
						{
							group: ['node:*', ...builtinModules],
							message: 'Browser code cannot use Node modules.',
						},
						{
							group: BUILD_ONLY.map((folder) => `**/${folder}/*`),
							message: 'Browser code must not import build-only code.',
						},
						{
							group: ['**/schemas/*', '!**/schemas/template.ts'],
							message: 'Browser code may import only the types of a schema.',
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
		rules: {
			// `_name` marks a parameter a signature needs but the body does not use.
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
		},
	},
);
