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

	it.each([
		['Devanagari', 'क्षत्रिय '.repeat(12)],
		['Thai', 'ภาษาไทยที่ยาวมาก '.repeat(8)],
		['Korean in jamo', '\u1112\u1161\u11AB\u1100\u1173\u11AF '.repeat(40)],
		['CJK of four bytes', '𠀀𠀁𠀂 '.repeat(40)],
	])('cuts a long title in %s between two letters, within 60 of them and 200 bytes', (_, title) => {
		const slug = projectSlug(title);
		const letters = (text: string) =>
			Array.from(
				new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text),
				(s) => s.segment,
			);
		const whole = letters(title.normalize('NFC').trim().replace(/\s+/g, '-'));
		expect(letters(slug)).toEqual(whole.slice(0, letters(slug).length));
		expect(letters(slug).length).toBeLessThanOrEqual(60);
		expect(Buffer.byteLength(slug)).toBeLessThanOrEqual(200);
		expect(letters(slug).length).toBeGreaterThan(10);
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

describe('parseMarkdown: YAML aliases may not outgrow the file', () => {
	/** A frontmatter of `levels` lists of nine, each made of nine aliases of the one before. */
	const bomb = (levels: number) => {
		const names = 'abcdefghijklmnop'.slice(0, levels).split('');
		const lines = names.map((name, i) =>
			i === 0
				? `${name}: &${name} [x, x, x, x, x, x, x, x, x]`
				: `${name}: &${name} [${Array(9)
						.fill(`*${names[i - 1]}`)
						.join(',')}]`,
		);
		return `---\n${lines.join('\n')}\ncategory: *${names.at(-1)}\n---\n`;
	};

	it('refuses a 300-byte alias bomb in a list, naming the file, without reading it out', () => {
		const text = bomb(9);
		expect(text.length).toBeLessThan(400);
		const lines = problemsOf(() => parseMarkdown(text, 'content/projects/x.md'));
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(
			/^content\/projects\/x\.md: \(frontmatter\): its YAML aliases \(\*name\) repeat values until .+; write each value out where it belongs, without & and \*$/,
		);
	});

	it('reads a frontmatter that repeats a few values by alias', () => {
		const text =
			'---\nauthorName: &me Jordan\ncategory: &tags [React, CSS]\nreviewer: *me\nalso: *tags\n---\n';
		expect(parseMarkdown(text, 'f.md').data).toEqual({
			authorName: 'Jordan',
			category: ['React', 'CSS'],
			reviewer: 'Jordan',
			also: ['React', 'CSS'],
		});
	});
});

describe('parseMarkdown: a date is a day of the calendar', () => {
	it.each(['2026-13-45', '2026-02-30', '2023-02-29', '2026-04-31', '2026-03-14 25:00:00'])(
		'%s stays the text it is, for the date field to refuse',
		(day) => {
			expect(parseMarkdown(`---\npublished: ${day}\n---\n`, 'f.md').data).toEqual({
				published: day,
			});
		},
	);

	it.each([
		['2024-02-29', '2024-02-29T00:00:00.000Z'],
		['2026-03-14T09:30:00Z', '2026-03-14T09:30:00.000Z'],
		['2026-3-1 10:00:00', '2026-03-01T10:00:00.000Z'],
	])('%s is a date', (day, iso) => {
		const { data } = parseMarkdown(`---\npublished: ${day}\n---\n`, 'f.md');
		expect((data as { published: Date }).published.toISOString()).toBe(iso);
	});
});

describe('the texts of the data hold no bidirectional control that turns what follows around', () => {
	it.each([
		['\u202E', 'U+202E (right-to-left override)'],
		['\u202A', 'U+202A (left-to-right embedding)'],
		['\u2067', 'U+2067 (right-to-left isolate)'],
		['\u2069', 'U+2069 (pop directional isolate)'],
	])(
		'refuses %j in a frontmatter text and in JSON, naming the field and the fix',
		(control, named) => {
			const [line] = problemsOf(() =>
				parseMarkdown(`---\ntitle: Daybreak ${control}Home\ncategory: [x]\n---\n`, 'n.md'),
			);
			expect(line).toMatch(
				new RegExp(
					`^n\\.md: title: holds the invisible control ${named.replace(/[()+]/g, '\\$&')}, .+; delete it`,
				),
			);
			const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
			try {
				writeFileSync(
					join(dir, 'resume.json'),
					JSON.stringify({
						basics: { name: 'Jordan', profiles: [{ network: `Git${control}Hub` }] },
					}),
				);
				expect(problemsOf(() => readJson(join(dir, 'resume.json'), 'resume.json'))[0]).toMatch(
					/^resume\.json: basics\.profiles\[0\]\.network: holds the invisible control /,
				);
			} finally {
				rmSync(dir, { recursive: true, force: true });
			}
		},
	);

	it('refuses one written as an escape, in JSON and in a YAML double-quoted text', () => {
		const [yamlLine] = problemsOf(() =>
			parseMarkdown('---\ntitle: "Day\\U0000202Ebreak"\ndesc: "a\\u2066b"\n---\n', 'n.md'),
		);
		expect(yamlLine).toMatch(/^n\.md: title: holds the invisible control U\+202E/);
		const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
		try {
			writeFileSync(join(dir, 'site.json'), '{ "welcome": "Hi \\u202e there" }');
			expect(problemsOf(() => readJson(join(dir, 'site.json'), 'site.json'))[0]).toMatch(
				/^site\.json: welcome: holds the invisible control U\+202E/,
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('keeps the marks right-to-left writing needs, and a control in the Markdown body', () => {
		const text = `---\ntitle: "C++ \u200F\u061C\u200E"\n---\nA note on \u202E in code.\n`;
		expect(parseMarkdown(text, 'f.md')).toEqual({
			data: { title: 'C++ \u200F\u061C\u200E' },
			body: 'A note on \u202E in code.\n',
		});
	});
});

describe('a path that is a folder', () => {
	it('is said as such, not thrown as a system error', () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
		try {
			expect(problemsOf(() => readJson(dir, 'resume.json'))).toEqual([
				"resume.json: (file): a folder, not a file; give the file's path",
			]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
