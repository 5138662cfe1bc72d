/**
 * Notes as content, without a build: the frontmatter schema's lines (file, field, fix), the
 * checks `content:check` runs on a notes folder and its translations, `content:new --note`, the
 * settings' defaults, and a note's HTML made ready for a feed reader.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formatIssues } from '../../src/schemas/messages.ts';
import { compareNotes, noteFileSchema, type NoteFile } from '../../src/schemas/note.ts';
import { noteSettings } from '../../src/schemas/site.ts';
import { feedReadyHtml } from '../../src/security/feed-html.ts';
import { readCopy, VALID_CONTENT } from '../tools/content.ts';
import type { Pages } from '../../src/schemas/pages.ts';
import { runContentScript } from '../tools/content-script.ts';

const problems = (frontmatter: unknown) => {
	const result = noteFileSchema.safeParse(frontmatter);
	return result.success ? [] : formatIssues('n.md', result.error);
};

const valid = {
	title: 'A Note',
	description: 'What it says.',
	published: new Date('2026-03-14T00:00:00Z'),
};

describe('note schema', () => {
	test('reads a day as YAML writes it or as quoted text, and the optional fields', () => {
		const note = noteFileSchema.parse({
			...valid,
			published: '2026-03-14',
			updated: new Date('2026-04-02T00:00:00Z'),
			tags: ['React'],
			cover: { src: './cover.png', alt: 'A cover' },
			draft: true,
		});
		expect(note.published.toISOString()).toBe('2026-03-14T00:00:00.000Z');
		expect(note.updated?.toISOString()).toBe('2026-04-02T00:00:00.000Z');
		expect(problems(valid)).toEqual([]);
	});

	test.each([
		[
			'no day',
			{ ...valid, published: undefined },
			['n.md: published: missing; write the day it is published, e.g. 2026-03-14'],
		],
		[
			'a day in words',
			{ ...valid, published: 'March 2026' },
			[
				'n.md: published: expected a date, got "March 2026"; write the day it is published, e.g. 2026-03-14',
			],
		],
		[
			'a day not in the calendar',
			{ ...valid, published: '2026-02-30' },
			[
				'n.md: published: expected a date, got "2026-02-30"; write the day it is published, e.g. 2026-03-14',
			],
		],
		[
			'an update before it came out',
			{ ...valid, updated: new Date('2026-01-01T00:00:00Z') },
			[
				'n.md: updated: is before published; write the day you last changed the note, on or after it',
			],
		],
		[
			'tags as one word',
			{ ...valid, tags: 'React' },
			[
				'n.md: tags: expected a list of tags, got "React"; write a list, e.g. [React, CSS], or remove the line',
			],
		],
		[
			'a cover without its words',
			{ ...valid, cover: { src: './cover.png' } },
			['n.md: cover.alt: missing; describe the picture for screen readers'],
		],
		[
			'a cover as a path alone',
			{ ...valid, cover: './cover.png' },
			[
				'n.md: cover: expected a cover picture, got "./cover.png"; write "src: ./picture.png" and "alt: what it shows" on two lines indented under cover:',
			],
		],
		[
			'a project field',
			{ ...valid, desc: 'x' },
			['n.md: desc: unknown field; remove it or fix its spelling'],
		],
	])('refuses %s, naming the field and the fix', (_kind, frontmatter, lines) => {
		expect(problems(frontmatter)).toEqual(lines);
	});

	test('lists newest first, then by title', () => {
		const note = (title: string, day: string) =>
			({ title, published: new Date(`${day}T00:00:00Z`) }) as NoteFile;
		const sorted = [note('B', '2026-01-01'), note('C', '2026-02-01'), note('A', '2026-01-01')].sort(
			compareNotes,
		);
		expect(sorted.map((entry) => entry.title)).toEqual(['C', 'A', 'B']);
	});

	test('the settings default to 10 a page, none on the home page, no link, 50 a feed', () => {
		expect(noteSettings({})).toEqual({ perPage: 10, onHome: 0, inNav: false, feedItems: 50 });
		expect(noteSettings({ notes: { onHome: 3 } }).onHome).toBe(3);
	});
});

describe('content:check and content:new with notes', () => {
	let dir = '';
	const note = (name: string, lines: string[], folder = 'notes') => {
		mkdirSync(join(dir, 'content', folder), { recursive: true });
		writeFileSync(
			join(dir, 'content', folder, `${name}.md`),
			['---', ...lines, '---', '', 'Text.', ''].join('\n'),
		);
	};
	const check = () => runContentScript(['check', '--root', 'content'], dir);

	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'notes-'));
		cpSync(VALID_CONTENT, join(dir, 'content'), { recursive: true });
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	test('counts the notes, lists drafts, and notes the ones dated after today', async () => {
		note('out', ['title: Out', 'description: Out now.', 'published: 2026-01-01', 'tags: [React]']);
		note('draft', [
			'title: Draft',
			'description: Not yet.',
			'published: 2026-01-01',
			'draft: true',
		]);
		note('later', ['title: Later', 'description: Later.', 'published: 2999-01-01']);
		const { status, stdout, stderr } = await check();
		expect(stderr).toBe('');
		expect(status).toBe(0);
		expect(stdout).toContain('content/notes/draft.md');
		expect(stdout).toContain(
			'Note: content/notes/later.md: published: 2999-01-01 is after today; a build leaves the note out until a build on or after that day',
		);
		expect(stdout).toContain('3 notes');
	});

	test("refuses a tag spelt otherwise than a project's, a bad cover and a missing text group", async () => {
		note('clash', ['title: Clash', 'description: x.', 'published: 2026-01-01', 'tags: [react]']);
		note('cover', [
			'title: Cover',
			'description: x.',
			'published: 2026-01-01',
			'cover:',
			'  src: ./nope.png',
			'  alt: x',
		]);
		// A language the template ships no texts in needs its notes' texts written.
		const pages: Partial<Pages> = { ...readCopy(join(dir, 'content')), lang: 'sw' };
		delete pages.notes;
		writeFileSync(join(dir, 'content', 'pages.json'), JSON.stringify(pages));
		const { status, stderr } = await check();
		expect(status).toBe(1);
		expect(stderr).toContain(
			'content/notes/clash.md: tags: the tag "react" and the tag "React" in content/projects/valid-app.md would share the page /projects/tags/react; spell them the same way',
		);
		expect(stderr).toContain(
			'content/notes/cover.md: cover.src: file not found: ./nope.png; put the picture beside cover.md or fix the path',
		);
		expect(stderr).toContain('content/pages.json: notes: missing; you publish notes');
	});

	test('refuses a translation of no note, or one that sets a date of its own', async () => {
		const site = JSON.parse(readFileSync(join(dir, 'content', 'site.json'), 'utf8'));
		writeFileSync(
			join(dir, 'content', 'site.json'),
			JSON.stringify({ ...site, languages: ['en', 'es'] }),
		);
		const pages = JSON.parse(readFileSync(join(dir, 'content', 'pages.json'), 'utf8'));
		pages.layout = { ...pages.layout, languages: 'Languages' };
		writeFileSync(join(dir, 'content', 'pages.json'), JSON.stringify(pages));
		note('one', ['title: One', 'description: x.', 'published: 2026-01-01']);
		note('one', ['title: Uno', 'published: 2026-02-01'], 'es/notes');
		note('none', ['title: Nada'], 'es/notes');
		const { stderr } = await check();
		expect(stderr).toContain(
			"content/es/notes/one.md: published: differs from content/notes/one.md; dates, tags, the cover and draft are shared by every language: remove the line here and change it in the default language's file",
		);
		expect(stderr).toContain(
			'content/es/notes/none.md: (file): translates a note the default language does not have (content/notes/none.md)',
		);
	});

	test('content:new --note writes a draft dated today whose placeholders are notes until it is published', async () => {
		const made = await runContentScript(
			['new', '--note', 'What I Learned', '--root', 'content'],
			dir,
		);
		expect(made.status).toBe(0);
		const text = readFileSync(join(dir, 'content', 'notes', 'what-i-learned.md'), 'utf8');
		expect(text).toContain(`published: ${new Date().toISOString().slice(0, 10)}\n`);
		expect(text).toContain('draft: true');
		const left = [
			'content/notes/what-i-learned.md: description: still the placeholder description',
			'content/notes/what-i-learned.md: (body): still the comment from content:new',
		];
		// A draft is work in progress: what is left to replace is noted, and the check passes.
		const draft = await check();
		expect(draft.stderr).toBe('');
		for (const line of left) expect(draft.stdout).toContain(`Note: ${line}`);
		expect(draft.status).toBe(0);
		// Published, the same placeholders are problems.
		const file = join(dir, 'content', 'notes', 'what-i-learned.md');
		writeFileSync(file, text.replace('draft: true', 'draft: false'));
		const { status, stderr } = await check();
		expect(status).toBe(1);
		for (const line of left) expect(stderr).toContain(line);
		const again = await runContentScript(
			['new', '--note', 'What I Learned', '--root', 'content'],
			dir,
		);
		expect(again.status).toBe(1);
		expect(again.stderr).toContain('content/notes/what-i-learned.md already exists');
	});
});

describe("a note's HTML made ready for a feed", () => {
	const PAGE = 'https://owner.example/notes/a-note';

	test('makes addresses absolute, drops what only screen readers hear and tab targets', () => {
		const html = feedReadyHtml(
			'<p><a href="/projects">mine</a> <a href="https://x.example" target="_blank" rel="noopener noreferrer">theirs<span class="sr-only"> (opens in a new tab)</span></a> <a href="#part">part</a></p><p><img src="/_astro/a.avif" srcset="/_astro/a.avif 400w" alt="A"></p>',
			PAGE,
		);
		expect(html).toContain('href="https://owner.example/projects"');
		expect(html).toContain('href="https://x.example/"');
		expect(html).toContain('href="https://owner.example/notes/a-note#part"');
		expect(html).toContain('src="https://owner.example/_astro/a.avif"');
		expect(html).not.toMatch(/opens in a new tab|target=|srcset/);
	});

	test('keeps nothing that runs, and the highlighting classes of code', () => {
		const html = feedReadyHtml(
			'<p onclick="alert(1)">x</p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">y</a><pre class="language-ts"><code class="language-ts"><span class="token keyword">const</span></code></pre>',
			PAGE,
		);
		expect(html).not.toMatch(/onclick|iframe|javascript:/);
		expect(html).toContain('<span class="token keyword">const</span>');
	});
});
