/**
 * Builds every test site (tests/e2e/env.ts: the owner's content, the second owner's, the other
 * fixtures and the generated one with many projects) once for the run, before any file starts,
 * as many at a time as there are cores. Build test files read a site's folder with
 * `inject('dist')[name]`; the browser tests, which run after this suite in `npm test`, serve the
 * same builds, so no site is built twice. A site whose inputs did not change since its last
 * build is not built again (scripts/fixture-site.ts --reuse).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeManyProjects } from '../../scripts/fixture-projects.ts';
import { buildSiteInBackground } from '../../scripts/fixture-site.ts';
import { SITES, type SiteName, TEST_EMAILJS } from '../e2e/env.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

declare module 'vitest' {
	export interface ProvidedContext {
		/** The built site of each of SITES, by its name. */
		dist: Record<SiteName, string>;
	}
}

export default async function setup(project: TestProject) {
	const names = Object.keys(SITES) as SiteName[];
	const queue = [...names];
	const buildNext = async (): Promise<void> => {
		const name = queue.shift();
		if (!name) return;
		const site = SITES[name];
		if ('generated' in site) writeManyProjects(resolve(ROOT, site.content));
		const { status, output } = await buildSiteInBackground(
			resolve(ROOT, site.content),
			resolve(ROOT, site.dist),
			TEST_EMAILJS,
			{ reuse: true },
		);
		if (status !== 0)
			throw new Error(`Building ${site.content} failed (exit ${status}):\n${output}`);
		return buildNext();
	};
	await Promise.all(Array.from({ length: availableParallelism() }, buildNext));
	project.provide(
		'dist',
		Object.fromEntries(names.map((name) => [name, resolve(ROOT, SITES[name].dist)])) as Record<
			SiteName,
			string
		>,
	);
}
