// The docs hold together: every relative link of README.md, CHANGELOG.md, docs/ and the design
// notes beside the code (src/**/README.md, tests/README.md) leads to a file that exists and, with a
// #fragment, to a heading of it (GitHub's ids), and each page a newcomer reads fits one sitting.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The Markdown files under `dir` (from the project folder) whose name `name` accepts. */
function markdownOf(dir: string, name = (file: string) => file.endsWith('.md')): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return markdownOf(path, name);
		return name(entry.name) ? [path] : [];
	});
}

/** The design notes: a README.md beside the code it explains, and the tests' own. */
const NOTES = [...markdownOf('src', (file) => file === 'README.md'), 'tests/README.md'];

/** The lines of `text` outside fenced code blocks, with their numbers and without their code spans. */
function proseLines(text: string): { line: string; prose: string; number: number }[] {
	let fence = '';
	return text.split('\n').flatMap((raw, index) => {
		const opener = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
		if (opener && (!fence || (opener[0] === fence[0] && opener.length >= fence.length))) {
			fence = fence ? '' : opener;
			return [];
		}
		if (fence) return [];
		return [{ line: raw, prose: raw.replace(/(`+)[^`]*?\1/g, ''), number: index + 1 }];
	});
}

/** The text a heading shows: code spans' text, links' text, emphasis marks dropped. */
const shownText = (heading: string) =>
	heading
		.replace(/`([^`]*)`/g, '$1')
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/(\*\*|__|\*|_)(\S.*?\S|\S)\1/g, '$2')
		.trim();

/** The ids GitHub gives the headings of `text` (a repeated one gets -1, -2...). */
export function headingIds(text: string): Set<string> {
	const slugger = new GithubSlugger();
	const ids = new Set<string>();
	for (const { line } of proseLines(text)) {
		const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
		if (heading !== undefined) ids.add(slugger.slug(shownText(heading)));
	}
	for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) ids.add(match[1]!);
	return ids;
}

/** The relative links of `text`, inline `[text](target)` and reference `[label]: target`. */
export function relativeLinks(text: string): { target: string; number: number }[] {
	return proseLines(text).flatMap(({ prose, number }) =>
		[
			...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
			...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g),
		]
			.map((match) => match[1]!)
			.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('//'))
			.map((target) => ({ target, number })),
	);
}

/** Each link of `file` that leads nowhere, as `file:line: target (why)`. */
function brokenLinks(file: string): string[] {
	const text = readFileSync(join(ROOT, file), 'utf8');
	return relativeLinks(text).flatMap(({ target, number }) => {
		const [path = '', fragment] = target.split('#', 2);
		const where = path ? join(dirname(file), decodeURIComponent(path)) : file;
		const shown = `${file}:${number}: ${target}`;
		if (!existsSync(join(ROOT, where))) return [`${shown} (no such file)`];
		if (fragment === undefined || !where.endsWith('.md')) return [];
		const ids = headingIds(readFileSync(join(ROOT, where), 'utf8'));
		return ids.has(decodeURIComponent(fragment)) ? [] : [`${shown} (no such heading)`];
	});
}

/** The owner's pages, the figures, the architecture, the README and the design notes, and the
 * most lines each may have. */
const PAGE_BUDGETS = [
	...markdownOf('docs/owner').map((file) => ({ file, budget: 250 })),
	{ file: 'docs/deploy.md', budget: 250 },
	{ file: 'docs/upgrading.md', budget: 250 },
	{ file: 'docs/owner-guide.md', budget: 60 },
	{ file: 'docs/figures.md', budget: 450 },
	{ file: 'docs/architecture.md', budget: 320 },
	{ file: 'README.md', budget: 150 },
	...NOTES.map((file) => ({ file, budget: 200 })),
];

describe('the docs’ links', () => {
	const files = ['README.md', 'CHANGELOG.md', ...markdownOf('docs'), ...NOTES];

	it('lead to a file that exists and, with a #fragment, to one of its headings', () => {
		expect(NOTES.length).toBeGreaterThan(10);
		expect(files.length).toBeGreaterThan(5);
		expect(files.flatMap(brokenLinks)).toEqual([]);
	});

	it('are found broken when a file or a heading is missing', () => {
		const text = [
			'# Backups: what the tools promise',
			'## What `npm test` checks',
			'See [it](#what-npm-test-checks), [gone](#font) and [there](docs/no-such-page.md#x).',
			'```md',
			'[inside code](not-a-link.md)',
			'```',
			'[ref]: ../upgrading.md#backups',
		].join('\n');
		expect([...headingIds(text)]).toEqual([
			'backups-what-the-tools-promise',
			'what-npm-test-checks',
		]);
		expect(relativeLinks(text).map((link) => link.target)).toEqual([
			'#what-npm-test-checks',
			'#font',
			'docs/no-such-page.md#x',
			'../upgrading.md#backups',
		]);
	});

	it('take GitHub’s ids: accents kept, punctuation dropped, repeats numbered', () => {
		const ids = headingIds('# Your résumé (`content/resume.json`)\n## Notes\n## Notes\n');
		expect([...ids]).toEqual(['your-résumé-contentresumejson', 'notes', 'notes-1']);
	});
});

describe('the pages a newcomer reads', () => {
	it.each(PAGE_BUDGETS)(
		'$file reads in one sitting ($budget lines at most)',
		({ file, budget }) => {
			const lines = readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length;
			expect(lines, relative(ROOT, join(ROOT, file))).toBeLessThanOrEqual(budget);
		},
	);
});
