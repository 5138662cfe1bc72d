// Each test suite sits beside its tests: every vitest and Playwright config lives in the test folder
// it runs, the root keeps one vitest config that lists the vitest ones as projects, and the helpers
// the suites share live in tests/tools/, so nothing of the tests is loose at tests/ or in scripts/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import root from '../../vitest.config.ts';
import { ISOLATED } from './vitest.config.ts';
import { localImportsOf, ROOT } from './imports.ts';

/** A test runner's config, by the names vitest and Playwright look for or take with `-c`. */
const RUNNER_CONFIG = /^(vitest|vite|playwright)(\.[\w-]+)?\.config\.(ts|mts|js|mjs|cjs)$/;

/** The runner configs under `dir` (from the project folder), fixtures and hidden folders left out. */
function configsUnder(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory())
			return entry.name.startsWith('.') || entry.name === 'fixtures' ? [] : configsUnder(path);
		return RUNNER_CONFIG.test(entry.name) ? [path] : [];
	});
}

/** Every runner config but the root vitest config: the suites' own, wherever they are. */
const configs = [
	...readdirSync(ROOT).filter((name) => RUNNER_CONFIG.test(name) && name !== 'vitest.config.ts'),
	...configsUnder('tests'),
];

describe('the test suites', () => {
	it('keep one runner config at the root: the vitest config that lists the suites', () => {
		const atRoot = readdirSync(ROOT).filter((name) => RUNNER_CONFIG.test(name));
		expect(atRoot).toEqual(['vitest.config.ts']);
	});

	it('keep each config in the test folder it runs (tests/<suite>/)', () => {
		expect(configs.length).toBeGreaterThanOrEqual(5);
		expect(configs.filter((path) => !/^tests\/[\w-]+\/[^/]+$/.test(path))).toEqual([]);
		for (const suite of ['unit', 'build', 'owner', 'e2e'])
			expect(configs.some((path) => path.startsWith(`tests/${suite}/`))).toBe(true);
	});

	it('are listed as projects by the root vitest config, each vitest config once', () => {
		const listed = (root.test?.projects ?? []).map((project) =>
			typeof project === 'object' && 'extends' in project && typeof project.extends === 'string'
				? relative(ROOT, resolve(ROOT, project.extends))
				: String(project),
		);
		const vitestConfigs = configs.filter((path) => /(^|\/)vitest\./.test(path));
		expect(listed.length).toBeGreaterThanOrEqual(3);
		expect([...listed].sort()).toEqual([...vitestConfigs].sort());
		for (const path of listed) expect(existsSync(join(ROOT, path))).toBe(true);
	});

	it('import no file of the project from outside tests/ (the configs stand above scripts/)', () => {
		const outside = [...configs, 'vitest.config.ts'].flatMap((config) =>
			localImportsOf(config)
				.filter((target) => !target.startsWith('tests/'))
				.map((target) => `${config} → ${target}`),
		);
		expect(outside).toEqual([]);
	});

	it('leave no file loose at tests/ but its README: helpers are in tests/tools/ or the one suite that uses them', () => {
		const loose = readdirSync(join(ROOT, 'tests'), { withFileTypes: true })
			.filter(
				(entry) => entry.isFile() && !entry.name.startsWith('.') && entry.name !== 'README.md',
			)
			.map((entry) => entry.name);
		expect(loose).toEqual([]);
	});

	it('run a unit or build test file that stubs the environment or mocks modules with a module graph of its own', () => {
		// The other unit files, and the build tests, share their worker's modules: one that changed
		// what a module read at its import (CONTENT_DIR, a mock) would change it for the files after.
		const CHANGES_MODULES =
			/vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;
		const unit = ['unit', 'build'].flatMap((suite) =>
			readdirSync(join(ROOT, 'tests', suite))
				.filter((name) => name.endsWith('.test.ts'))
				.map((name) => `tests/${suite}/${name}`),
		);
		const changing = unit.filter((file) =>
			CHANGES_MODULES.test(readFileSync(join(ROOT, file), 'utf8')),
		);
		expect(changing.length).toBeGreaterThan(0);
		expect(changing.filter((file) => !ISOLATED.includes(file))).toEqual([]);
		for (const file of ISOLATED) expect(existsSync(join(ROOT, file)), file).toBe(true);
	});

	it('keep the test browser’s setup with the tests, not in scripts/', () => {
		expect(existsSync(join(ROOT, 'tests', 'tools', 'chromium.ts'))).toBe(true);
		expect(readdirSync(join(ROOT, 'scripts')).filter((name) => /chromium/.test(name))).toEqual([]);
	});
});
