/**
 * Builds the sites several build test files read, once for the whole run, before any file
 * starts: the owner's content (`content/`, or CONTENT_DIR) and the second owner's fixture
 * (tests/fixtures/content-other), side by side, one per core. Each file reads a build's folder
 * with `inject('dist')`; the folders are keyed by the content folder they were built from.
 */
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSiteInBackground } from '../../scripts/fixture-site.ts';
import { CONTENT_DIR } from '../content.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SITES = join(ROOT, '.e2e', 'sites', 'build-suite');

/** The content folders built once for the run: the owner's and the second owner's. */
export const SHARED_CONTENT = {
	owner: CONTENT_DIR,
	other: join(ROOT, 'tests', 'fixtures', 'content-other'),
} as const;

declare module 'vitest' {
	export interface ProvidedContext {
		/** The built site of each folder of SHARED_CONTENT, by its key. */
		dist: Record<keyof typeof SHARED_CONTENT, string>;
	}
}

export default async function setup(project: TestProject) {
	const dist = Object.fromEntries(
		Object.keys(SHARED_CONTENT).map((key) => [key, join(SITES, key, 'dist')]),
	) as Record<keyof typeof SHARED_CONTENT, string>;
	await Promise.all(
		Object.entries(SHARED_CONTENT).map(async ([key, dir]) => {
			const { status, output } = await buildSiteInBackground(
				dir,
				dist[key as keyof typeof SHARED_CONTENT],
			);
			if (status !== 0) throw new Error(`Building ${dir} failed (exit ${status}):\n${output}`);
		}),
	);
	project.provide('dist', dist);
}
