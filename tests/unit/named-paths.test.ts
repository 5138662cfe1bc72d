// What the docs and the code's comments say of the project holds: every path of it they name
// exists, and the architecture's opening tree lists exactly the folders and files of src/.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The files of `dir` (from the project folder), hidden folders and node_modules left out. */
function filesOf(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
		const path = join(dir, entry.name);
		return entry.isDirectory() ? filesOf(path) : [path];
	});
}

/** A path of the project as prose names it: `src/site.ts`, `scripts/`, `tests/unit/`. */
const NAMED = /(?<![\w./-])((?:src|scripts|tests|docs|deploy)\/[\w\-.[\]/]*[\w\]/])/g;

/** A line of code that is a comment (or ends in one): only those are read in source files. */
const COMMENT = /^\s*(\/\/|\*|\/\*|<!--)|\s\/\/\s/;

/** Each path `file` names that does not exist, as `file:line: path`. */
function missingPaths(file: string): string[] {
	const prose = file.endsWith('.md');
	return readFileSync(join(ROOT, file), 'utf8')
		.split('\n')
		.flatMap((line, index) =>
			prose || COMMENT.test(line)
				? [...line.matchAll(NAMED)]
						// A Markdown link's text can end right after the path: `[docs/x.md](docs/x.md)`.
						.map((match) => match[1]!.replace(/^([^[]*)\]$/, '$1'))
						.filter((path) => !existsSync(join(ROOT, path)))
						.map((path) => `${file}:${index + 1}: ${path}`)
				: [],
		);
}

describe('the paths the docs and comments name', () => {
	const read = [
		...filesOf('src'),
		...filesOf('scripts'),
		...filesOf('docs'),
		'README.md',
		'tests/README.md',
		'CHANGELOG.md',
		...readdirSync(ROOT).filter((name) => /\.config\.(ts|js|mjs)$/.test(name)),
		// The test suites' configs, each in its test folder.
		...filesOf('tests').filter((file) => /^tests\/[\w-]+\/[^/]+\.config\.ts$/.test(file)),
	].filter((file) => /\.(ts|tsx|astro|mjs|js|md|css)$/.test(file) && !file.includes('CHANGELOG'));

	it('exist, in the docs and in the comments of the code and the configs', () => {
		expect(read.length).toBeGreaterThan(100);
		expect(read.flatMap(missingPaths)).toEqual([]);
	});

	it('are found when they do not exist', () => {
		expect(NAMED.test('// see src/lib/menu-fallback.ts')).toBe(true);
		expect(existsSync(join(ROOT, 'src/lib/menu-fallback.ts'))).toBe(false);
	});
});

describe('the architecture', () => {
	const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
	// The first fenced block: the tree of the code, with src/'s entries one level in (`├── data/`).
	const tree = doc.slice(doc.indexOf('```'), doc.indexOf('```', doc.indexOf('```') + 3));
	const listed = [...tree.matchAll(/^[│ ]?\s*[├└]── (\S+)/gm)].map((match) => match[1]!);

	it('opens with the tree of src/: each folder and file once, and no other', () => {
		const present = readdirSync(join(ROOT, 'src'), { withFileTypes: true }).map((entry) =>
			entry.isDirectory() ? `${entry.name}/` : entry.name,
		);
		expect([...listed].sort()).toEqual([...present].sort());
	});
});
