import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	ContentError,
	decodeText,
	parseMarkdown,
	readJson,
	stringifyMarkdown,
} from '../../src/data/content-files.ts';
import { duplicateIdProblems, projectId, projectSlug } from '../../src/data/content-id.ts';

/** The lines a ContentError thrown by `read` carries. */
function problemsOf(read: () => unknown): string[] {
	try {
		read();
	} catch (error) {
		if (error instanceof ContentError) return error.lines;
		throw error;
	}
	throw new Error('expected a ContentError');
}

describe('projectId: the build’s id for a project file', () => {
	it.each([
		['league-manager.md', 'league-manager'],
		['My Cool App.md', 'my-cool-app'],
		['Café Finder.md', 'café-finder'],
		['C# & .NET Tool.md', 'c--net-tool'],
		['UPPER.md', 'upper'],
	])('%s is %s', (file, id) => {
		expect(projectId(file)).toBe(id);
	});

	it('is its own id for every file name content:new writes', () => {
		const titles = ['My Cool App', 'Café Finder', 'Ünïcode Tëst 2', 'a  b--c'];
		const scripts = [
			'Мой Проект: C++',
			'日本語のメモ',
			'مشروع محمد',
			'अनन्या का ऐप',
			'김민준 앱',
			'Ελληνικά',
		];
		for (const title of [...titles, ...scripts])
			expect(projectId(`${projectSlug(title)}.md`)).toBe(projectSlug(title));
	});

	it('names both files when two share an id, whatever their order', () => {
		const [line] = duplicateIdProblems(['p/League Manager.md', 'p/league-manager.md']);
		expect(line).toBe(
			'p/league-manager.md: (file): has the id "league-manager" of p/League Manager.md, so both would be the page /projects/league-manager; rename one of the two files',
		);
		expect(duplicateIdProblems(['p/a.md', 'p/b.md'])).toEqual([]);
	});
});

describe('decodeText', () => {
	const bytes = (...values: number[]) => Uint8Array.from(values);

	it('drops a byte-order mark and keeps everything else', () => {
		expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d), 'f')).toBe('{}');
		expect(decodeText(new TextEncoder().encode('Zoë 👩🏽‍💻'), 'f')).toBe('Zoë 👩🏽‍💻');
	});

	it.each([
		['a Latin-1 é', bytes(0x61, 0xe9, 0x62), 1, 'E9'],
		['a lone continuation byte', bytes(0x61, 0x62, 0x80), 2, '80'],
		['a truncated sequence at the end', bytes(0x61, 0xe2, 0x82), 1, 'E2'],
		['an overlong form', bytes(0xc0, 0xaf), 0, 'C0'],
		['a surrogate', bytes(0x61, 0xed, 0xa0, 0x80), 1, 'ED'],
	])('refuses %s, naming the file and the byte offset', (_, input, offset, hex) => {
		expect(problemsOf(() => decodeText(input, 'content/site.json'))).toEqual([
			`content/site.json: (file): not UTF-8 text: the byte 0x${hex} at offset ${offset} is not valid UTF-8; save the file as UTF-8 in your editor`,
		]);
	});
});

describe('readJson', () => {
	it('reads a file with a byte-order mark, and names a file that is not JSON', () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
		try {
			writeFileSync(join(dir, 'bom.json'), '\uFEFF{ "a": 1 }');
			expect(readJson(join(dir, 'bom.json'), 'bom.json')).toEqual({ a: 1 });
			writeFileSync(join(dir, 'bad.json'), '{ "a": 1, }');
			expect(problemsOf(() => readJson(join(dir, 'bad.json'), 'bad.json'))[0]).toMatch(
				/^bad\.json: \(file\): not valid JSON; /,
			);
			expect(problemsOf(() => readJson(join(dir, 'none.json'), 'none.json'))[0]).toMatch(
				/^none\.json: \(file\): missing; /,
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe('parseMarkdown: frontmatter is YAML only', () => {
	it('reads YAML frontmatter and the body, with or without a byte-order mark before it', () => {
		const text = '---\ntitle: App\ncategory: [React]\n---\n\nThe story.\n';
		expect(parseMarkdown(text, 'f.md')).toEqual({
			data: { title: 'App', category: ['React'] },
			body: '\nThe story.\n',
		});
		const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
		try {
			writeFileSync(join(dir, 'bom.md'), `\uFEFF${text}`);
			const bytes = readFileSync(join(dir, 'bom.md'));
			expect(parseMarkdown(decodeText(bytes, 'bom.md'), 'bom.md').data).toEqual({
				title: 'App',
				category: ['React'],
			});
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it.each([
		['---js', 'js'],
		['---javascript', 'javascript'],
		['---coffee', 'coffee'],
		['---json', 'json'],
		['+++', 'TOML'],
	])('refuses %s frontmatter without running it, naming the file', (fence, language) => {
		const ran: string[] = [];
		(globalThis as { ran?: string[] }).ran = ran;
		const close = fence === '+++' ? '+++' : '---';
		const text = `${fence}\n{ title: (globalThis.ran.push('ran'), 'X') }\n${close}\nBody\n`;
		const [line] = problemsOf(() => parseMarkdown(text, 'content/projects/x.md'));
		expect(line).toContain(`content/projects/x.md: (frontmatter): starts with "${fence}"`);
		expect(line).toContain(`a frontmatter in ${language}; only YAML is read`);
		expect(ran).toEqual([]);
	});

	it('names the line of a YAML error', () => {
		const [line] = problemsOf(() => parseMarkdown('---\ntitle: [a\n---\n', 'f.md'));
		expect(line).toMatch(/^f\.md: \(file\): the frontmatter is not valid YAML; .+\(line \d+\)$/);
	});

	it('says to quote a value that holds a colon, on its line, instead of "bad indentation"', () => {
		const text = '---\ntitle: Sorter\ndesc: Fast: sorts a million rows\n---\nBody\n';
		expect(problemsOf(() => parseMarkdown(text, 'content/projects/x.md'))).toEqual([
			'content/projects/x.md: desc: line 3: the value holds a colon and a space, which YAML reads as the start of another field; put the value in quotes: desc: "Fast: sorts a million rows"',
		]);
		const quotes = '---\ntitle: The "fast" kind: C++\n---\n';
		expect(problemsOf(() => parseMarkdown(quotes, 'n.md'))[0]).toContain(
			'put the value in quotes: title: "The \\"fast\\" kind: C++"',
		);
	});

	it('writes YAML that reads back the same', () => {
		const data = { title: 'Café: "Finder"', category: ['C#', '.NET'], order: 3, draft: true };
		expect(parseMarkdown(stringifyMarkdown('\nBody\n', data), 'f.md').data).toEqual(data);
	});
});
