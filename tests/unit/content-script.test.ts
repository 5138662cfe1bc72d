import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { projectFileSchema } from '../../src/schemas/project.ts';

const ROOT = join(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/content.ts');
const VALID = 'tests/fixtures/content-valid';
const BROKEN = 'tests/fixtures/content-broken';

/** Runs the real CLI, as `npm run content:check` does, on Node 24 (vitest's own Node). */
function run(args: string[], cwd = ROOT) {
	const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8' });
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lines = (output: string) => output.split('\n').filter(Boolean);

describe('content check', () => {
	test('a broken folder: one line per problem, naming file and field, and exit code 1', () => {
		const { status, stdout, stderr } = run(['check', '--root', BROKEN]);
		const p = `${BROKEN}/projects`;
		const a = `${BROKEN}/about`;
		expect(lines(stderr)).toEqual([
			`${p}/bad-href.md: href: expected a URL, got "todo"; write the full live address, e.g. https://example.com`,
			`${p}/bad-yaml.md: (file): the frontmatter is not valid YAML; unexpected end of the stream within a flow collection (line 4)`,
			`${p}/category-string.md: category: expected a list of tags, got "React"; write a list, e.g. [React, CSS]`,
			`${p}/list-frontmatter.md: (file): expected frontmatter fields, got ["title","desc"]; write "field: value" lines between the --- lines, e.g. title: My App`,
			`${p}/missing-image.md: img: file not found: ./missing-image.png; put the screenshot beside missing-image.md or fix the path`,
			`${p}/missing-title.md: title: missing; write the project name`,
			`${p}/not-an-image.md: img: ./valid-app.md is not an image the build can process; use a .png, .jpg, .webp, .avif, .gif or .svg file`,
			`${p}/several-problems.md: title: expected text, got 42; write the project name`,
			`${p}/several-problems.md: desc: is empty; write a one or two sentence description`,
			`${p}/several-problems.md: github: expected a URL, got "github.com/test/several"; write the full repository address, e.g. https://github.com/you/project`,
			`${p}/several-problems.md: category: is empty; add at least one technology tag`,
			`${p}/several-problems.md: order: must be a whole number; lower comes first`,
			`${p}/unknown-key.md: tags: unknown field; remove it or fix its spelling`,
			`${a}/education.json: [0].year: expected a year, got "2012"; write a four-digit year, e.g. 2016`,
			`${a}/experience.json: [1].id: duplicate id "acme-2016"; give each entry its own id`,
			`${a}/experience.json: [2].end: is before start; write the last year in the job`,
			`${a}/skills.json: [1].id: use lowercase letters, digits and dashes, e.g. "acme-2016"`,
			`${a}/skills.json: [2]: expected an entry, got "SQL"; write { "id": "react", "name": "React" }`,
			`${BROKEN}/site.json: email: expected an e-mail address, got "not-an-email"; write e.g. jane@example.com`,
			`${BROKEN}/site.json: profiles[0].icon: expected one of github, linkedin, mastodon, bluesky, x, stackoverflow, devto, youtube, got "gitlab"; leave it out for a generic icon`,
			`${BROKEN}/site.json: phone: unknown field; remove it or fix its spelling`,
			`${BROKEN}/pages.json: home.greeting: is empty; write the words before your name, e.g. "Hi, I'm"`,
			`${BROKEN}/pages.json: contact.text: unknown placeholder {mail}; use only {email}`,
			`${BROKEN}/pages.json: contact.text: {email} is missing; write e.g. "Send me a message, or e-mail me at {email}."`,
			`24 problems in ${BROKEN}/`,
		]);
		expect(stderr).not.toContain('valid-app.md:');
		expect(stdout).toBe('');
		expect(status).toBe(1);
	});

	test('a valid folder: the summary line and exit code 0', () => {
		const { status, stdout, stderr } = run(['check', '--root', VALID]);
		expect(stderr).toBe('');
		expect(stdout).toBe(
			'Content is valid: 2 projects, 1 education, 2 experience, 3 skills, site settings, page texts.\n',
		);
		expect(status).toBe(0);
	});

	test('a brand file that is not there is named, with its field', () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-brand-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			rmSync(join(dir, 'brand/social.png'));
			const { status, stderr } = run(['check', '--root', '.'], dir);
			expect(lines(stderr)).toEqual([
				'site.json: socialImage: file not found: brand/social.png; add the file or fix the name',
				'1 problem in ./',
			]);
			expect(status).toBe(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('the shipped content passes, every entry counted', () => {
		const { status, stdout } = run(['check']);
		// Counted from the files, so an owner who adds a project or a skill keeps this green.
		const content = join(ROOT, 'content');
		const entries = (name: string) =>
			JSON.parse(readFileSync(join(content, 'about', `${name}.json`), 'utf8')).length;
		const projects = readdirSync(join(content, 'projects')).filter((f) => f.endsWith('.md'));
		expect(stdout).toBe(
			`Content is valid: ${projects.length} projects, ${entries('education')} education, ${entries('experience')} experience, ${entries('skills')} skills, site settings, page texts.\n`,
		);
		expect(status).toBe(0);
	});

	test('a folder with nothing in it names every missing file', () => {
		const empty = mkdtempSync(join(tmpdir(), 'content-empty-'));
		try {
			const { status, stderr } = run(['check', '--root', '.'], empty);
			expect(lines(stderr)).toEqual([
				'projects: no project files; add one with npm run content:new',
				'about/education.json: (file): missing; create it (see README, "What you edit")',
				'about/experience.json: (file): missing; create it (see README, "What you edit")',
				'about/skills.json: (file): missing; create it (see README, "What you edit")',
				'site.json: (file): missing; create it (see README, "What you edit")',
				'pages.json: (file): missing; create it (see README, "What you edit")',
				'6 problems in ./',
			]);
			expect(status).toBe(1);
		} finally {
			rmSync(empty, { recursive: true, force: true });
		}
	});

	test('an unknown command prints the usage and exits with 2', () => {
		const { status, stderr } = run(['chek']);
		expect(stderr).toMatch(/^Usage: node scripts\/content\.ts check/);
		expect(status).toBe(2);
	});
});

describe('content new', () => {
	let dir: string;
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'content-new-'));
		cpSync(join(ROOT, VALID), dir, { recursive: true });
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	const projects = () => readdirSync(join(dir, 'projects')).sort();

	test('writes <slug>.md and <slug>.svg that pass the check', () => {
		const created = run(['new', 'My Cool App', '--root', '.'], dir);
		expect(created.stderr).toBe('');
		expect(created.stdout).toBe(
			'Wrote projects/my-cool-app.md and projects/my-cool-app.svg. Fill in the fields, then run npm run content:check.\n',
		);
		expect(created.status).toBe(0);

		const markdown = readFileSync(join(dir, 'projects/my-cool-app.md'), 'utf8');
		expect(markdown).toMatch(/^---\ntitle: My Cool App\n/);
		// Every field of the schema is written, so the author sees them all.
		const { data } = matter(markdown);
		expect(Object.keys(data).sort()).toEqual(Object.keys(projectFileSchema.shape).sort());
		// It comes after the existing projects.
		const orders = ['valid-app.md', 'second-app.md'].map(
			(file) => matter(readFileSync(join(dir, 'projects', file), 'utf8')).data.order ?? 0,
		);
		expect(data.order).toBe(Math.max(0, ...orders) + 1);
		expect(markdown).toContain('img: ./my-cool-app.svg');
		// The author defaults to the owner's name from site.json.
		expect(markdown).toContain('authorName: Test Owner');
		expect(readFileSync(join(dir, 'projects/my-cool-app.svg'), 'utf8')).toContain(
			'>My Cool App</text>',
		);

		const checked = run(['check', '--root', '.'], dir);
		expect(checked.stdout).toBe(
			'Content is valid: 3 projects, 1 education, 2 experience, 3 skills, site settings, page texts.\n',
		);
		expect(checked.status).toBe(0);
	});

	test('refuses to overwrite an existing project', () => {
		expect(run(['new', 'My Cool App', '--root', '.'], dir).status).toBe(0);
		const before = readFileSync(join(dir, 'projects/my-cool-app.md'), 'utf8');
		const again = run(['new', 'my cool app!', '--root', '.'], dir);
		expect(again.stderr).toBe(
			'projects/my-cool-app.md already exists; choose another title or edit that file\n',
		);
		expect(again.status).toBe(1);
		expect(readFileSync(join(dir, 'projects/my-cool-app.md'), 'utf8')).toBe(before);
	});

	test.each([
		['no title', [], 'Give the project a title, e.g. npm run content:new -- "My App"'],
		['a blank title', ['   '], 'Give the project a title, e.g. npm run content:new -- "My App"'],
		[
			'markup in the title',
			['<script>'],
			'The title "<script>" has characters a title cannot hold (< > { } \\ or control characters)',
		],
		[
			'a title without letters or digits',
			['!!!'],
			'The title "!!!" has no letters a-z or digits to name the file after; add a word in Latin letters (the title can be changed in the file afterwards)',
		],
		[
			'a title in another script only',
			['日本語'],
			'The title "日本語" has no letters a-z or digits to name the file after; add a word in Latin letters (the title can be changed in the file afterwards)',
		],
	])('rejects %s with a clear message and exit code 1', (_kind, title, message) => {
		const before = projects();
		const { status, stdout, stderr } = run(['new', ...title, '--root', '.'], dir);
		expect(stderr).toBe(`${message}\n`);
		expect(stdout).toBe('');
		expect(status).toBe(1);
		expect(projects()).toEqual(before);
	});

	test('a root without a projects folder is a clear error, not a crash', () => {
		const { status, stderr } = run(['new', 'My App', '--root', 'nowhere'], dir);
		expect(stderr).toBe(
			'nowhere/projects: no such folder; run this from the project folder or pass --root\n',
		);
		expect(status).toBe(1);
		expect(existsSync(join(dir, 'nowhere'))).toBe(false);
	});
});
