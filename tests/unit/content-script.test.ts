import { spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseMarkdown, stringifyMarkdown } from '../../src/data/content-files.ts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { projectFileSchema } from '../../src/schemas/project.ts';
import {
	CONTENT_DIR,
	projectFileNames,
	readFrontmatter,
	readLanguages,
	VALID_CONTENT,
} from '../tools/content.ts';
import { PLACEHOLDERS } from '../../src/new/placeholders.ts';
import { placeholderProblems } from '../../src/check/placeholders-left.ts';
import { runContentScript } from '../tools/content-script.ts';
import { noteFileNames } from '../../src/data/note-files.ts';
import { fixtureContent } from '../tools/fixture-content.ts';

const ROOT = join(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/content.ts');
const VALID = relative(ROOT, VALID_CONTENT);
/** The broken fixture's full content folder, as the script is run on it. */
const BROKEN = relative(ROOT, fixtureContent('content-broken'));

/** Runs the real CLI, as `npm run content:check` does, on Node 24 (vitest's own Node). */
function runCli(args: string[], cwd = ROOT) {
	const result = spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8' });
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lines = (output: string) => output.split('\n').filter(Boolean);

// The first two tests run the CLI itself, for its exit codes and streams, in a Node process of
// its own (seconds on a busy machine); the rest run the commands in this process.
describe('content check', () => {
	test(
		'a broken folder: one line per problem, naming file and field, and exit code 1',
		{ timeout: 20_000 },
		() => {
			const { status, stdout, stderr } = runCli(['check', '--root', BROKEN]);
			const p = `${BROKEN}/projects`;
			const r = `${BROKEN}/resume.json`;
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
				`${r}: basics.email: expected an e-mail address, got "not-an-email"; write e.g. jane@example.com`,
				`${r}: basics.profiles[0].url: "github.com/test-owner" is not a URL; write the full address, e.g. https://github.com/you`,
				`${r}: work[2].startDate: "spring 2016" is not a date; write 2016-04 or 2016`,
				`${r}: education[0].endDate: "2012-13" is not a date; write 2016-04 or 2016`,
				`${r}: skills: expected a list, got "React, C#, SQL"; write "skills": [{ "name": "React" }], or leave the section out`,
				`${BROKEN}/site.json: phone: unknown field; remove it or fix its spelling`,
				`${BROKEN}/pages.json: home.greeting: is empty; write your greeting with {name} where your name goes, e.g. "Hi, I'm {name}"`,
				`${BROKEN}/pages.json: contact.text: unknown placeholder {mail}; use only {email}`,
				`${BROKEN}/pages.json: contact.text: {email} is missing; write e.g. "Send me a message, or e-mail me at {email}."`,
				`22 problems in ${BROKEN}/`,
			]);
			expect(stderr).not.toContain('valid-app.md:');
			// The one note: the unknown field is a private one, and says where it belongs.
			expect(lines(stdout)).toEqual([
				`Note: ${BROKEN}/site.json: phone: private (phone), in a file git tracks and so public with your repository; remove it, and keep it in ${BROKEN}/private/resume.json if you need it (e.g. as basics.phone)`,
			]);
			expect(status).toBe(1);
		},
	);

	test(
		'a valid folder: a note for the empty body, the summary line and exit code 0',
		{ timeout: 20_000 },
		() => {
			const { status, stdout, stderr } = runCli(['check', '--root', VALID]);
			expect(stderr).toBe('');
			expect(lines(stdout)).toEqual([
				`Note: ${VALID}/projects/second-app.md: (body): empty; its page shows the title, links and screenshot only. Write the project's story below the frontmatter`,
				'Content is valid: 2 projects, résumé, site settings, page texts.',
			]);
			expect(status).toBe(0);
		},
	);

	test('drafts are listed and still checked; an unknown field next to draft stays an error', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-draft-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			const file = join(dir, 'projects/valid-app.md');
			const source = readFileSync(file, 'utf8');
			writeFileSync(file, source.replace('order: 1\n', 'order: 1\ndraft: true\n'));
			const listed = await runContentScript(['check', '--root', '.'], dir);
			expect(lines(listed.stdout)).toContain(
				'Drafts (left out of the production build): projects/valid-app.md',
			);
			expect(listed.status).toBe(0);

			writeFileSync(
				file,
				source.replace('order: 1\n', 'order: 1\ndraft: yes please\nhidden: true\n'),
			);
			const broken = await runContentScript(['check', '--root', '.'], dir);
			expect(lines(broken.stderr)).toEqual([
				'projects/valid-app.md: draft: expected true or false, got "yes please"; write draft: true, or remove the line',
				'projects/valid-app.md: hidden: unknown field; remove it or fix its spelling',
				'2 problems in ./',
			]);
			expect(broken.stdout).not.toContain('Drafts');
			expect(broken.status).toBe(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('a brand file that is not there is named, with its field', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-brand-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			rmSync(join(dir, 'brand/social.png'));
			const { status, stderr } = await runContentScript(['check', '--root', '.'], dir);
			expect(lines(stderr)).toEqual([
				'site.json: socialImage: file not found: brand/social.png; add the file or fix the name',
				'1 problem in ./',
			]);
			expect(status).toBe(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('tags that would share a page, and a project named like the tag pages, are named with both files', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-tags-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			const setTags = (file: string, tags: string) => {
				const path = join(dir, 'projects', file);
				const text = readFileSync(path, 'utf8').replace(/^category: .*$/m, `category: ${tags}`);
				writeFileSync(path, text);
			};
			setTags('valid-app.md', '[React, C#]');
			setTags('second-app.md', '[react, Csharp]');
			cpSync(join(dir, 'projects/second-app.md'), join(dir, 'projects/tags.md'));
			const { status, stderr } = await runContentScript(['check', '--root', '.'], dir);
			expect(lines(stderr)).toEqual([
				'projects/tags.md: (file): the name "tags" is kept for the tag pages (/projects/tags/...); rename the file',
				'projects/valid-app.md: category: the tag "React" and the tag "react" in projects/second-app.md would share the page /projects/tags/react; spell them the same way',
				'projects/valid-app.md: category: the tag "C#" and the tag "Csharp" in projects/second-app.md would share the page /projects/tags/csharp; spell them the same way',
				'3 problems in ./',
			]);
			expect(status).toBe(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('a language code the build cannot read, or one that is a folder of the site, is named with its field and fix', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-languages-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
			const codes = ['en-a1', 'og', 'projects'];
			writeFileSync(
				join(dir, 'site.json'),
				JSON.stringify({ ...site, languages: [readLanguages(dir)[0], ...codes] }),
			);
			const { status, stderr } = await runContentScript(['check', '--root', '.'], dir);
			const problems = lines(stderr);
			expect(problems).toHaveLength(codes.length + 1);
			codes.forEach((code, index) =>
				expect(problems[index]).toMatch(
					new RegExp(
						`^site\\.json: languages\\[${index + 1}\\]: (is not a language tag|"${code}" is a folder of the site \\(/${code}/\\), which its pages in that language would share); write a language tag, e\\.g\\. `,
					),
				),
			);
			expect(problems[1]).toContain('is a folder of the site');
			expect(status).toBe(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('names the private fields of the résumé it holds back, until site.json publishes them', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-private-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			const resumeFile = join(dir, 'resume.json');
			const resume = JSON.parse(readFileSync(resumeFile, 'utf8'));
			resume.basics.phone = '+1 555 0100';
			resume.basics.location = { address: '1 Main St', city: 'Springfield' };
			writeFileSync(resumeFile, JSON.stringify(resume));
			const held = await runContentScript(['check', '--root', '.'], dir);
			expect(held.status).toBe(0);
			expect(lines(held.stdout)).toEqual(
				expect.arrayContaining([
					'Note: resume.json: basics.phone: private (phone), in a file git tracks and so public with your repository; npm run content:migrate moves it to private/resume.json, which git ignores, or, to publish it on the site, list "phone" in "publish" in site.json',
					'Note: resume.json: basics.location.address: private (address), in a file git tracks and so public with your repository; npm run content:migrate moves it to private/resume.json, which git ignores, or, to publish it on the site, list "address" in "publish" in site.json',
				]),
			);

			const siteFile = join(dir, 'site.json');
			const settings = JSON.parse(readFileSync(siteFile, 'utf8'));
			writeFileSync(siteFile, JSON.stringify({ ...settings, publish: ['phone', 'address'] }));
			const published = lines((await runContentScript(['check', '--root', '.'], dir)).stdout);
			expect(published.filter((line) => line.includes('private ('))).toEqual([]);
			expect(published).toContain(
				`Note: resume.json: basics.phone: published (site.json's "publish" lists phone): on the résumé page, in its PDF and /resume.json`,
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test("names what a translation's résumé holds and the site leaves out", async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-private-lang-'));
		try {
			cpSync(fixtureContent('content-rtl'), dir, { recursive: true });
			const lang = readLanguages(dir)[1]!;
			writeFileSync(
				join(dir, lang, 'resume.json'),
				JSON.stringify({ references: [{ name: 'A. Person' }] }),
			);
			const { status, stdout } = await runContentScript(['check', '--root', '.'], dir);
			expect(status).toBe(0);
			expect(lines(stdout)).toContain(
				`Note: ${lang}/resume.json: references: private (references), in a file git tracks and so public with your repository; npm run content:migrate moves it to private/${lang}/resume.json, which git ignores, or, to publish it on the site, list "references" in "publish" in site.json`,
			);
			// A phone number is who the owner is: a translation may not set it.
			writeFileSync(
				join(dir, lang, 'resume.json'),
				JSON.stringify({ basics: { phone: '+1 555 0100' } }),
			);
			const refused = await runContentScript(['check', '--root', '.'], dir);
			expect(refused.status).toBe(1);
			expect(refused.stderr).toContain(
				`${lang}/resume.json: basics.phone: a translation does not say who you are; remove it`,
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('an image from another site in a story is noted: the site would show it broken', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-remote-'));
		try {
			cpSync(join(ROOT, VALID), dir, { recursive: true });
			const file = join(dir, 'projects/valid-app.md');
			writeFileSync(
				file,
				`${readFileSync(file, 'utf8')}\n![The board](https://images.example.com/board.png)\n`,
			);
			const { status, stdout } = await runContentScript(['check', '--root', '.'], dir);
			expect(status).toBe(0);
			expect(lines(stdout)).toContain(
				'Note: projects/valid-app.md: (body): the image https://images.example.com/board.png is on another site and will not load (the site shows images from itself only); save it beside the project file and write ./board.png',
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('a project file that is a link to a file outside the folder is refused before it is read', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-linked-'));
		try {
			cpSync(join(ROOT, VALID), join(dir, 'content'), { recursive: true });
			// Valid frontmatter: only the link keeps it out.
			cpSync(join(dir, 'content/projects/valid-app.md'), join(dir, 'notes.md'));
			symlinkSync(join(dir, 'notes.md'), join(dir, 'content/projects/notes.md'));
			const { status, stderr } = await runContentScript(['check', '--root', 'content'], dir);
			expect(lines(stderr)).toEqual([
				'content/projects/notes.md: (file): a link to a file outside the content folder (nothing there is read); replace the link with a copy of the file',
				'1 problem in content/',
			]);
			expect(status).toBe(1);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	test('the shipped content passes, every entry counted', async () => {
		const { status, stdout } = await runContentScript(['check', '--root', CONTENT_DIR]);
		// Every file is counted, drafts too (an owner's first project is one).
		const noteCount = noteFileNames(join(CONTENT_DIR, 'notes')).length;
		const counted = noteCount > 0 ? `, ${noteCount} notes` : '';
		expect(lines(stdout).at(-1)).toBe(
			`Content is valid: ${projectFileNames().length} projects${counted}, résumé, site settings, page texts.`,
		);
		expect(status).toBe(0);
	});

	test('a folder with nothing in it names every missing file; no projects yet is a note', async () => {
		const empty = mkdtempSync(join(tmpdir(), 'content-empty-'));
		try {
			const { status, stdout, stderr } = await runContentScript(['check', '--root', '.'], empty);
			expect(lines(stderr)).toEqual([
				'resume.json: (file): missing; create it (see docs/owner/content.md)',
				'site.json: (file): missing; create it (see docs/owner/content.md)',
				'2 problems in ./',
			]);
			expect(stdout).toContain('projects: no project files yet; add one with npm run content:new');
			expect(status).toBe(1);
		} finally {
			rmSync(empty, { recursive: true, force: true });
		}
	});

	test('an unknown command prints the usage and exits with 2', async () => {
		const { status, stderr } = await runContentScript(['chek']);
		expect(stderr).toMatch(/^Usage: npm run content:check/);
		expect(status).toBe(2);
	});

	test('--help prints the usage and exits with 0; an unknown option names itself and exits with 2', async () => {
		const help = await runContentScript(['new', '--help']);
		expect(help.stdout).toMatch(/^Usage: .*\n.*npm run content:new -- "Project title"/);
		expect(help.status).toBe(0);
		const wrong = await runContentScript(['new', '--titel', 'X']);
		expect(wrong.stderr).toMatch(/'--titel'[^]*\nUsage: /);
		expect(wrong.status).toBe(2);
	});
});

describe('content new', () => {
	let dir: string;
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'content-new-'));
		cpSync(join(ROOT, VALID), dir, { recursive: true });
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	const projectFiles = () => readdirSync(join(dir, 'projects')).sort();

	test('writes <slug>.md, a draft with a story outline, and <slug>.svg', async () => {
		const created = await runContentScript(['new', 'My Cool App', '--root', '.'], dir);
		expect(created.stderr).toBe('');
		expect(created.stdout).toBe(
			'Wrote projects/my-cool-app.md and projects/my-cool-app.svg, a draft. Fill in the fields and the story, replace the image (or remove the img line for a drawn cover, and the github line for a project without a repository), run npm run content:check, then set draft: false to publish it.\n',
		);
		expect(created.status).toBe(0);

		const markdown = readFileSync(join(dir, 'projects/my-cool-app.md'), 'utf8');
		expect(markdown).toMatch(/^---\ntitle: My Cool App\n/);
		// Every field of the schema is written, so the author sees them all (but the record that
		// only npm run import writes).
		const data = readFrontmatter(join(dir, 'projects/my-cool-app.md'));
		const authored = Object.keys(projectFileSchema.shape).filter((key) => key !== 'imported');
		expect(Object.keys(data).sort()).toEqual(authored.sort());
		// It comes after the existing projects.
		const orders = ['valid-app.md', 'second-app.md'].map((file) =>
			Number(readFrontmatter(join(dir, 'projects', file)).order ?? 0),
		);
		expect(data.order).toBe(Math.max(0, ...orders) + 1);
		expect(markdown).toContain('img: ./my-cool-app.svg');
		// The author defaults to the owner's name from site.json.
		expect(markdown).toContain('authorName: Test Owner');
		expect(readFileSync(join(dir, 'projects/my-cool-app.svg'), 'utf8')).toContain(
			'>My Cool App</text>',
		);
		// A draft until the owner publishes it, with headings for the story.
		expect(data.draft).toBe(true);
		const headings = parseMarkdown(markdown, 'new.md').body.match(/^## .+$/gm);
		expect(headings).toEqual(['## What it is', '## How I built it', '## What I learned']);
	});

	test('the check names every placeholder the scaffold wrote, and refuses them once it is published', async () => {
		await runContentScript(['new', 'My Cool App', '--root', '.'], dir);
		const f = 'projects/my-cool-app.md';
		const left = [
			`${f}: desc: still the placeholder description; say what the project does in a sentence or two`,
			`${f}: href: still the placeholder https://example.com; write the project's live address`,
			`${f}: github: still the placeholder https://github.com/you/repository; write your repository's address, or remove the line if it has none`,
			`${f}: img: still the placeholder image from content:new; replace it with a screenshot of the project, or remove the line for a drawn cover`,
			`${f}: (body): still the outline from content:new; write the project's story under the headings, or delete them`,
		];
		// A draft stays out of the published site: what is left to replace is noted.
		const draft = await runContentScript(['check', '--root', '.'], dir);
		expect(draft.stderr).toBe('');
		expect(lines(draft.stdout)).toEqual(
			expect.arrayContaining(left.map((line) => `Note: ${line}`)),
		);
		expect(draft.status).toBe(0);
		const file = join(dir, f);
		writeFileSync(file, readFileSync(file, 'utf8').replace('draft: true', 'draft: false'));
		const published = await runContentScript(['check', '--root', '.'], dir);
		expect(lines(published.stderr)).toEqual([...left, '5 problems in ./']);
		expect(published.status).toBe(1);
	});

	test('once the placeholders are replaced, the project passes and is listed as a draft', async () => {
		await runContentScript(['new', 'My Cool App', '--root', '.'], dir);
		const file = join(dir, 'projects/my-cool-app.md');
		const { data } = parseMarkdown(readFileSync(file, 'utf8'), file) as { data: object };
		const filled = {
			...data,
			desc: 'Plans a cool trip.',
			href: 'https://cool.example.com',
			github: 'https://github.com/test/cool-app',
			img: './valid-app.svg',
		};
		writeFileSync(file, stringifyMarkdown('\nIt plans trips.\n', filled));
		const checked = await runContentScript(['check', '--root', '.'], dir);
		expect(checked.stderr).toBe('');
		expect(lines(checked.stdout)).toEqual([
			"Note: projects/second-app.md: (body): empty; its page shows the title, links and screenshot only. Write the project's story below the frontmatter",
			'Drafts (left out of the production build): projects/my-cool-app.md',
			'Content is valid: 3 projects, résumé, site settings, page texts.',
		]);
		expect(checked.status).toBe(0);
	});

	test('a project without a repository or a screenshot passes once those lines are removed', async () => {
		await runContentScript(['new', 'My Cool App', '--root', '.'], dir);
		const file = join(dir, 'projects/my-cool-app.md');
		const { data } = parseMarkdown(readFileSync(file, 'utf8'), file) as {
			data: Record<string, unknown>;
		};
		delete data.github;
		delete data.img;
		const filled = { ...data, desc: 'Plans a cool trip.', href: 'https://cool.example.com' };
		writeFileSync(file, stringifyMarkdown('\nIt plans trips.\n', filled));
		const checked = await runContentScript(['check', '--root', '.'], dir);
		expect(checked.stderr).toBe('');
		expect(checked.status).toBe(0);
	});

	test('refuses to overwrite an existing project', async () => {
		expect((await runContentScript(['new', 'My Cool App', '--root', '.'], dir)).status).toBe(0);
		const before = readFileSync(join(dir, 'projects/my-cool-app.md'), 'utf8');
		const again = await runContentScript(['new', 'my cool app!', '--root', '.'], dir);
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
			'a right-to-left override in the title',
			['My \u202EApp'],
			'The title "My \u202EApp" has characters a title cannot hold (< > { } \\ or control characters)',
		],
		[
			'a title without letters or digits',
			['!!!'],
			'The title "!!!" has no letters or digits to name the file after; add a word (the title can be changed in the file afterwards)',
		],
	])('rejects %s with a clear message and exit code 1', async (_kind, title, message) => {
		const before = projectFiles();
		const { status, stdout, stderr } = await runContentScript(
			['new', ...title, '--root', '.'],
			dir,
		);
		expect(stderr).toBe(`${message}\n`);
		expect(stdout).toBe('');
		expect(status).toBe(1);
		expect(projectFiles()).toEqual(before);
	});

	test.each([
		['Мой проект: трекер', 'мой-проект-трекер'],
		['日本語のアプリ', '日本語のアプリ'],
		['تطبيق الطقس', 'تطبيق-الطقس'],
	])(
		'a title in any script (%s) names the file in that script and is kept as written',
		async (title, slug) => {
			const made = await runContentScript(['new', title, '--root', '.'], dir);
			expect(made.stderr).toBe('');
			expect(made.status).toBe(0);
			expect(readFrontmatter(join(dir, `projects/${slug}.md`))).toMatchObject({
				title,
				img: `./${slug}.svg`,
			});
			expect(existsSync(join(dir, `projects/${slug}.svg`))).toBe(true);
			const note = await runContentScript(['new', '--note', title, '--root', '.'], dir);
			expect(note.stderr).toBe('');
			expect(note.status).toBe(0);
			expect(readFrontmatter(join(dir, `notes/${slug}.md`))).toMatchObject({ title });
			// Both pass the check as drafts in progress.
			const checked = await runContentScript(['check', '--root', '.'], dir);
			expect(checked.stderr).toBe('');
			expect(checked.status).toBe(0);
		},
	);

	test('a root without a projects folder is a clear error, not a crash', async () => {
		const { status, stderr } = await runContentScript(['new', 'My App', '--root', 'nowhere'], dir);
		expect(stderr).toBe(
			'nowhere: no such folder; run this from the project folder or pass --root <folder>\n',
		);
		expect(status).toBe(2);
		expect(existsSync(join(dir, 'nowhere'))).toBe(false);
	});
});

describe('placeholderProblems', () => {
	const real = {
		desc: 'Plans trips.',
		href: 'https://trips.example.com',
		github: 'https://github.com/someone/trips',
	};

	test('real values, an address on a subdomain and a written body pass', () => {
		expect(placeholderProblems('x.md', real, 'It plans trips.', '<svg></svg>')).toEqual([]);
	});

	test('each scaffold value is named with its field, whatever the title became', () => {
		const found = placeholderProblems(
			'x.md',
			{
				desc: 'One or two sentences about Old Title.',
				href: 'https://www.example.com/',
				github: 'https://github.com/you/trips',
			},
			PLACEHOLDERS.body,
		);
		expect(found.map((line) => line.split(':')[1]!.trim())).toEqual([
			'desc',
			'href',
			'github',
			'(body)',
		]);
	});

	test('an outline the owner has started to fill passes', () => {
		const started = PLACEHOLDERS.body.replace(
			'## What it is\n',
			'## What it is\n\nIt plans trips.\n',
		);
		expect(placeholderProblems('x.md', real, started)).toEqual([]);
	});
});
