/**
 * Builds the sites several build test files read, once for the whole run, before any file
 * starts: the owner's content (`content/`, or CONTENT_DIR) and the second owner's fixture
 * (tests/fixtures/content-other), side by side, one per core. Each file reads a build's folder
 * with `inject('dist')`; the folders are keyed by the content folder they were built from.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildEnv } from '../../scripts/fixture-site.ts';
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

/** Builds `contentDir` into `outDir` in a child process, as `buildSite` does, without blocking. */
function build(contentDir: string, outDir: string): Promise<void> {
	return new Promise((done, fail) => {
		const child = spawn(
			process.execPath,
			[join(ROOT, 'scripts/fixture-site.ts'), contentDir, '--out', outDir],
			{ cwd: ROOT, env: buildEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
		);
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk));
		child.on('error', fail);
		child.on('close', (status) =>
			status === 0
				? done()
				: fail(new Error(`Building ${contentDir} failed (exit ${status}):\n${output}`)),
		);
	});
}

export default async function setup(project: TestProject) {
	const dist = Object.fromEntries(
		Object.keys(SHARED_CONTENT).map((key) => [key, join(SITES, key, 'dist')]),
	) as Record<keyof typeof SHARED_CONTENT, string>;
	await Promise.all(
		Object.entries(SHARED_CONTENT).map(([key, dir]) =>
			build(dir, dist[key as keyof typeof SHARED_CONTENT]),
		),
	);
	project.provide('dist', dist);
}
