// Every input is data, bounded, through the one content check (content:check, init, apply and the
// build run it): YAML aliases, the length of a quoted value, links to the writer's own computer,
// bidirectional controls in texts, and days the calendar does not have.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkBuild, checkContent } from '../../src/check/check.ts';
import { VALID_CONTENT } from '../tools/content.ts';
import { FIXTURES } from '../tools/fixture-content.ts';
import { APPLICATIONS_FOLDER } from '../../src/data/application-files.ts';

const made: string[] = [];
afterEach(() => {
	for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid content with `files` written over it (JSON values as JSON). */
function contentWith(files: Record<string, string | ((json: never) => void)>) {
	const dir = mkdtempSync(join(tmpdir(), 'input-bounds-'));
	made.push(dir);
	cpSync(VALID_CONTENT, dir, { recursive: true });
	for (const [path, change] of Object.entries(files)) {
		const file = join(dir, path);
		mkdirSync(join(file, '..'), { recursive: true });
		if (typeof change === 'string') writeFileSync(file, change);
		else {
			const json = JSON.parse(readFileSync(file, 'utf8')) as never;
			change(json);
			writeFileSync(file, JSON.stringify(json));
		}
	}
	return dir;
}

/** The content check's problems and notes for `dir`, paths relative to it. */
async function check(dir: string) {
	const { problems, notes } = await checkContent(dir, (path) => relative(dir, path));
	return { problems, notes };
}

/** The valid project file with `frontmatter` lines added and `story` as its body. */
const project = (frontmatter: string, story = 'A story.\n') =>
	readFileSync(join(VALID_CONTENT, 'projects', 'valid-app.md'), 'utf8')
		.replace('---\n\n', `${frontmatter}---\n\n`)
		.replace(/\n\n[^]*$/, `\n\n${story}`);

/** A note published on `published`. */
const note = (published: string, story = 'A paragraph.\n') =>
	`---\ntitle: A note\ndescription: What it says.\npublished: ${published}\ntags: [CSS]\n---\n\n${story}`;

describe('YAML aliases and quoted values', () => {
	test('a 300-byte alias bomb in a project’s list: one short line for the file', async () => {
		const levels = 'abcdefghi'.split('');
		const bomb = levels
			.map((name, i) =>
				i === 0
					? `${name}: &${name} [x, x, x, x, x, x, x, x, x]`
					: `${name}: &${name} [${Array(9)
							.fill(`*${levels[i - 1]}`)
							.join(',')}]`,
			)
			.join('\n');
		const text = project('').replace(/category: .*\n/, `${bomb}\ncategory: *i\n`);
		const { problems } = await check(contentWith({ 'projects/valid-app.md': text }));
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/^projects\/valid-app\.md: \(frontmatter\): its YAML aliases/);
		expect(problems[0]!.length).toBeLessThan(400);
	});

	test('a long value of the wrong kind is quoted cut short', async () => {
		const long = Array.from({ length: 2000 }, (_, i) => `k${i}: v`).join(', ');
		const text = project('').replace('title: Valid App', `title: {${long}}`);
		const { problems } = await check(contentWith({ 'projects/valid-app.md': text }));
		expect(problems).toEqual([
			expect.stringMatching(
				/^projects\/valid-app\.md: title: expected text, got \{"k0":"v","k1":"v",.{10,80}…; write the project name$/,
			),
		]);
	});
});

describe('links to the writer’s own computer', () => {
	const links = {
		'file:///etc/passwd': 'file',
		'C:\\Users\\me\\cv.pdf': 'drive',
		'\\\\server\\share\\cv.pdf': 'share',
		'http://localhost:4321/about': 'localhost',
		'http://127.0.0.1:8080/x': 'loopback',
		'http://[::1]/x': 'IPv6 loopback',
		'http://0.0.0.0/': 'any address',
	};
	// Markdown reads a backslash before punctuation as an escape: each is doubled.
	const story = Object.entries(links)
		.map(([href, name]) => `[${name}](<${href.replace(/\\/g, '\\\\')}>)`)
		.join(' ');
	const fine =
		'[site](/projects) [web](https://example.com) [mail](mailto:a@example.com) ![pic](./valid-app.svg)\n\n`[code](file:///x)`\n\n```\n[code](C:\\x)\n```';

	test('in a project’s story, a note’s and an application’s letter: a problem each', async () => {
		const dir = contentWith({
			'projects/valid-app.md': project('', `${story} ${fine}\n`),
			'notes/a-note.md': note('2024-01-01', `${story} <a href="http://localhost/">raw</a>\n`),
			[`${APPLICATIONS_FOLDER}/umbrella.md`]: readFileSync(
				join(FIXTURES, 'applications', 'umbrella.md'),
				'utf8',
			).replace('https://test.example.com/projects', 'http://localhost:4321/projects'),
		});
		const { problems } = await check(dir);
		const of = (file: string) => problems.filter((line) => line.startsWith(`${file}: `));
		expect(of('projects/valid-app.md')).toHaveLength(Object.keys(links).length);
		expect(of('projects/valid-app.md')).toContain(
			'projects/valid-app.md: (body): the link "http://localhost:4321/about" leads to a file or server on your own computer, which no visitor can open; write /about to link that page of your site, or link the address on the web',
		);
		expect(of('notes/a-note.md')).toHaveLength(Object.keys(links).length + 1);
		expect(of(`${APPLICATIONS_FOLDER}/umbrella.md`)).toEqual([
			`${APPLICATIONS_FOLDER}/umbrella.md: (body): the link "http://localhost:4321/projects" leads to a file or server on your own computer, which no visitor can open; link its address on the web; a picture goes beside the Markdown file, as ./picture.png`,
		]);
		expect(problems).toHaveLength(2 * Object.keys(links).length + 2);
	});

	test('in site.json, a project’s address and the résumé’s: a problem naming the field', async () => {
		const dir = contentWith({
			'site.json': (site) => Object.assign(site, { url: 'http://localhost:4321' }),
			'resume.json': (resume: { basics: { url?: string; profiles: { url: string }[] } }) => {
				resume.basics.url = 'http://127.0.0.1/';
				resume.basics.profiles[0]!.url = 'http://[::1]/in/me';
			},
			'projects/valid-app.md': project('').replace(
				'https://valid.example.com',
				'http://app.localhost:3000',
			),
		});
		const { problems } = await check(dir);
		expect(problems.map((line) => line.split(': ').slice(0, 2).join(': ')).sort()).toEqual([
			'projects/valid-app.md: href',
			'resume.json: basics.profiles[0].url',
			'resume.json: basics.url',
			'site.json: url',
		]);
		for (const line of problems) expect(line).toContain('on your own computer');
	});
});

describe('bidirectional controls', () => {
	test('a right-to-left override in the name is refused, naming the field', async () => {
		const dir = contentWith({
			'resume.json': (resume: { basics: { name: string } }) => {
				resume.basics.name = 'Test \u202EOwner';
			},
		});
		const { problems } = await check(dir);
		expect(problems).toEqual([
			expect.stringMatching(
				/^resume\.json: basics\.name: holds the invisible control U\+202E \(right-to-left override\), .+; delete it/,
			),
		]);
	});

	test('the build stops on it with the same line as content:check', async () => {
		const dir = contentWith({
			'resume.json': (resume: { basics: { name: string } }) => {
				resume.basics.name = 'Test \u202EOwner';
			},
		});
		const show = (path: string) => relative(dir, path);
		expect(checkBuild(dir, show).problems).toEqual((await checkContent(dir, show)).problems);
		expect(checkBuild(dir, show).problems).toHaveLength(1);
	});

	test('an isolate in a project’s title is refused; the marks are kept', async () => {
		const isolate = project('').replace('title: Valid App', 'title: "Valid \u2067App"');
		expect((await check(contentWith({ 'projects/valid-app.md': isolate }))).problems).toEqual([
			expect.stringMatching(/^projects\/valid-app\.md: title: holds the invisible control U\+2067/),
		]);
		const marks = project('').replace('title: Valid App', 'title: "Valid App \u200F\u200E\u061C"');
		expect((await check(contentWith({ 'projects/valid-app.md': marks }))).problems).toEqual([]);
	});
});

describe('days the calendar does not have', () => {
	test.each(['2026-13-45', '2026-02-30', '2023-02-29'])(
		'a note published %s is refused with the fix',
		async (day) => {
			const { problems } = await check(contentWith({ 'notes/a-note.md': note(day) }));
			expect(problems).toEqual([
				`notes/a-note.md: published: expected a date, got "${day}"; write the day it is published, e.g. 2026-03-14`,
			]);
		},
	);

	test('an application dated 2026-02-29 is refused with the fix; 2024-02-29 is a day', async () => {
		const letter = (day: string) =>
			readFileSync(join(FIXTURES, 'applications', 'umbrella.md'), 'utf8').replace(
				'date: 2026-03-14',
				`date: ${day}`,
			);
		const { problems } = await check(
			contentWith({ [`${APPLICATIONS_FOLDER}/u.md`]: letter('2026-02-29') }),
		);
		expect(problems).toEqual([
			`${APPLICATIONS_FOLDER}/u.md: date: expected a date, got "2026-02-29"; write the day of the letter, e.g. 2026-03-14, or remove the line`,
		]);
		expect(
			(await check(contentWith({ [`${APPLICATIONS_FOLDER}/u.md`]: letter('2024-02-29') })))
				.problems,
		).toEqual([]);
	});

	test('a résumé date off the calendar is refused; a lastModified off it, named', async () => {
		const date = contentWith({
			'resume.json': (resume: { work: { startDate: string }[] }) => {
				resume.work[0]!.startDate = '2016-02-30';
			},
		});
		expect((await check(date)).problems).toEqual([
			'resume.json: work[0].startDate: "2016-02-30" is not a date; write 2016-04 or 2016',
		]);
		const meta = contentWith({
			'resume.json': (resume: { meta?: object }) => {
				resume.meta = { lastModified: '2026-02-30T09:30:00' };
			},
		});
		expect((await check(meta)).notes).toContain(
			'resume.json: meta.lastModified: "2026-02-30T09:30:00" is not a date and time, so the PDF is dated by your newest entry; write e.g. 2026-11-01T09:30:00, or leave it out',
		);
	});
});
