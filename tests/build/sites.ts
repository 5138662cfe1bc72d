/**
 * Every test site (`SITES`: the owner's content, the second owner's, the other fixtures and the
 * generated one with many projects), every variant of the valid fixture content the build tests
 * read (`VARIANTS`) and the sites a tool writes (init, import), built as many at a time as there
 * are cores. A site whose inputs did not change since its last build is not built again (the
 * fixture site builder's `--reuse`), and a content folder that is an overlay of the valid fixture
 * content is written just before its build.
 *
 * `npm test` runs it as a step of its own (`npm run test:sites`) beside the unit tests, so the build
 * tests and the browser tests, which read and serve these builds, then run side by side; the build
 * suite's setup calls it too, so `npm run test:build` alone builds what it reads.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildSiteInBackground } from '../tools/fixture-site.ts';
import { SITES, type SiteName, TEST_EMAILJS, writeSiteContent } from '../e2e/env.ts';
import { VARIANTS, type VariantName, writeVariant } from './variants.ts';
import { INIT_SITE, writeInitSite } from './init-site.ts';
import { RUSSIAN_SITE, writeRussianSite } from './russian-site.ts';
import { IMPORT_SITE, writeImportSite } from './import-site.ts';
import { JAPANESE_OWNER } from './japanese-owner.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export type TestSiteName = SiteName | VariantName | 'init' | 'russian-init' | 'import' | 'japanese';

interface Build {
	content: string;
	dist: string;
	/** Writes the content folder before the build. */
	write: () => void | Promise<void>;
	/** The build's environment: the test EmailJS settings unless the build says otherwise. */
	env?: Record<string, string>;
}

/** Runs a tool that writes a site's content; throws its output when it fails. */
async function written(
	what: string,
	run: () => Promise<{ status: number | null; out: string[] }>,
): Promise<void> {
	const { status, out } = await run();
	if (status !== 0) throw new Error(`${what} failed (exit ${status}):\n${out.join('\n')}`);
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
	['init', { ...INIT_SITE, write: () => written('npm run init', writeInitSite) }],
	[
		'russian-init',
		{ ...RUSSIAN_SITE, write: () => written('npm run init --languages ru,en', writeRussianSite) },
	],
	['import', { ...IMPORT_SITE, write: () => written('npm run import', writeImportSite) }],
	// A Japanese owner with English beside it, as the fixture folder holds it.
	['japanese', { ...JAPANESE_OWNER, write: () => {} }],
]) as Record<TestSiteName, Build>;

/**
 * Builds every test site not already built from the same inputs, `say` told of each one as it
 * ends; the folder of each build, by its name. Throws the output of a build that failed.
 */
export async function buildTestSites(
	say: (line: string) => void = () => {},
): Promise<Record<TestSiteName, string>> {
	const names = Object.keys(BUILDS) as TestSiteName[];
	const queue = [...names];
	const buildNext = async (): Promise<void> => {
		const name = queue.shift();
		if (!name) return;
		const { content, dist, write, env = TEST_EMAILJS } = BUILDS[name];
		const started = Date.now();
		await write();
		const { status, output } = await buildSiteInBackground(
			resolve(ROOT, content),
			resolve(ROOT, dist),
			env,
			{ reuse: true },
		);
		if (status !== 0) throw new Error(`Building ${content} failed (exit ${status}):\n${output}`);
		say(`${name}: ${dist} (${Math.round((Date.now() - started) / 1000)} s)`);
		return buildNext();
	};
	await Promise.all(Array.from({ length: availableParallelism() }, buildNext));
	return Object.fromEntries(
		names.map((name) => [name, resolve(ROOT, BUILDS[name].dist)]),
	) as Record<TestSiteName, string>;
}

if (import.meta.main) {
	try {
		await buildTestSites((line) => console.log(line));
	} catch (error) {
		console.error(error instanceof Error ? error.message : error);
		process.exitCode = 1;
	}
}
