/**
 * Builds every test site (`SITES`: the owner's content, the second owner's, the other
 * fixtures and the generated one with many projects) and every variant of the valid fixture
 * content the build tests read (`VARIANTS`) once for the run, before any file starts, as many
 * at a time as there are cores. Build test files read a site's folder with
 * `inject('dist')[name]`; the browser tests, which run after this suite in `npm test`, serve the
 * same builds of SITES, so no site is built twice. A site whose inputs did not change since its
 * last build is not built again (the fixture site builder's `--reuse`). A content folder that is an
 * overlay of the valid fixture content is written just before its build.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSiteInBackground } from '../tools/fixture-site.ts';
import { SITES, type SiteName, TEST_EMAILJS, writeSiteContent } from '../e2e/env.ts';
import { VARIANTS, type VariantName, writeVariant } from './variants.ts';
import { INIT_SITE, writeInitSite } from './init-site.ts';
import { RUSSIAN_SITE, writeRussianSite } from './russian-site.ts';
import { IMPORT_SITE, writeImportSite } from './import-site.ts';
import { JAPANESE_OWNER } from './japanese-owner.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

type Name = SiteName | VariantName | 'init' | 'russian-init' | 'import' | 'japanese';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The built site of each of SITES and VARIANTS, by its name. */
		dist: Record<Name, string>;
	}
}

interface Build {
	content: string;
	dist: string;
	/** Writes the content folder before the build. */
	write: () => void | Promise<void>;
	/** The build's environment: the test EmailJS settings unless the build says otherwise. */
	env?: Record<string, string>;
}

/** Every site to build, by its name. */
const BUILDS = Object.fromEntries([
	...Object.entries(SITES).map(([name, site]) => [
		name,
		{ ...site, write: () => writeSiteContent(site) },
	]),
	// A variant that is a test site too (served to the browser tests) is built as the site.
	...Object.entries(VARIANTS)
		.filter(([name]) => !(name in SITES))
		.map(([name, variant]) => [name, { ...variant, write: () => writeVariant(variant) }]),
	[
		'init',
		{
			...INIT_SITE,
			write: async () => {
				const { status, out } = await writeInitSite();
				if (status !== 0)
					throw new Error(`npm run init failed (exit ${status}):\n${out.join('\n')}`);
			},
		},
	],
	[
		'russian-init',
		{
			...RUSSIAN_SITE,
			write: async () => {
				const { status, out } = await writeRussianSite();
				if (status !== 0)
					throw new Error(
						`npm run init --languages ru,en failed (exit ${status}):\n${out.join('\n')}`,
					);
			},
		},
	],
	[
		'import',
		{
			...IMPORT_SITE,
			write: async () => {
				const { status, out } = await writeImportSite();
				if (status !== 0)
					throw new Error(`npm run import failed (exit ${status}):\n${out.join('\n')}`);
			},
		},
	],
	// A Japanese owner with English beside it, as the fixture folder holds it.
	['japanese', { ...JAPANESE_OWNER, write: () => {} }],
]) as Record<Name, Build>;

export default async function setup(project: TestProject) {
	const names = Object.keys(BUILDS) as Name[];
	const queue = [...names];
	const buildNext = async (): Promise<void> => {
		const name = queue.shift();
		if (!name) return;
		const { content, dist, write, env = TEST_EMAILJS } = BUILDS[name];
		await write();
		const { status, output } = await buildSiteInBackground(
			resolve(ROOT, content),
			resolve(ROOT, dist),
			env,
			{ reuse: true },
		);
		if (status !== 0) throw new Error(`Building ${content} failed (exit ${status}):\n${output}`);
		return buildNext();
	};
	await Promise.all(Array.from({ length: availableParallelism() }, buildNext));
	project.provide(
		'dist',
		Object.fromEntries(names.map((name) => [name, resolve(ROOT, BUILDS[name].dist)])) as Record<
			Name,
			string
		>,
	);
}
