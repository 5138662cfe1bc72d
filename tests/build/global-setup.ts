/**
 * Builds every test site (tests/build/sites.ts) once for the run, before any file starts, or finds
 * it built already (as `npm test` has it, by `npm run test:sites`). Build test files read a site's
 * folder with `inject('dist')[name]`; the browser tests serve the same builds of SITES.
 */
import type { TestProject } from 'vitest/node';
import { buildTestSites, type TestSiteName } from './sites.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The built site of each of SITES and VARIANTS, by its name. */
		dist: Record<TestSiteName, string>;
	}
}

export default async function setup(project: TestProject) {
	project.provide('dist', await buildTestSites());
}
