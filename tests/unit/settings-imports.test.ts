// What reading a setting loads: the settings values, and the interface texts a page reads through
// them, reach no module of the content check; the texts' accessor imports no settings reader.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** The project files `file` imports by a relative path, type imports included. */
function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	const found = text.matchAll(
		/(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g,
	);
	return [...found]
		.map((match) => resolve(dirname(file), match[1]!))
		.filter((path) => existsSync(path) && /\.(ts|tsx|astro)$/.test(path));
}

/** Every project module `file` loads, itself included, as paths under src/. */
function closure(file: string): string[] {
	const seen = new Set<string>();
	const queue = [join(SRC, file)];
	while (queue.length > 0) {
		const next = queue.pop()!;
		if (seen.has(next)) continue;
		seen.add(next);
		queue.push(...importsOf(next));
	}
	return [...seen].map((path) => relative(SRC, path).split('\\').join('/')).sort();
}

describe('reading a setting', () => {
	test('the settings values reach the built-in texts but no module of the content check', () => {
		const loaded = closure('site.ts');
		// A German label's way to the page: built-in texts, their layers, the settings reader.
		expect(loaded).toEqual(
			expect.arrayContaining([
				'i18n/built-in/languages.ts',
				'i18n/text-layers.ts',
				'settings/read.ts',
				'i18n/texts.ts',
			]),
		);
		expect(loaded.filter((path) => path.startsWith('check/'))).toEqual([]);
		expect(loaded.filter((path) => path.startsWith('migrate/'))).toEqual([]);
	});

	test("the settings reader loads no content check; the texts' accessor no settings or data", () => {
		expect(closure('settings/read.ts').filter((path) => path.startsWith('check/'))).toEqual([]);
		expect(
			closure('i18n/texts.ts').filter((path) => /^(settings|data|check)\//.test(path)),
		).toEqual([]);
	});

	test('the pure URL helpers load nothing of the build', () => {
		expect(closure('urls.client.ts')).toEqual(['urls.client.ts']);
		expect(readFileSync(join(SRC, 'urls.client.ts'), 'utf8')).not.toMatch(
			/from ['"](node:|astro:)/,
		);
	});
});
