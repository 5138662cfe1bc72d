/**
 * The pieces of `npm run import` that need no server: the record a file keeps (its schema, the
 * merge that keeps the owner's edits), a note's canonical address, and a README made a story.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fingerprint, mergeValues } from '../../src/import/record.ts';
import { readmeImages, readmeStory } from '../../src/import/readme.ts';
import { formatIssues } from '../../src/schemas/messages.ts';
import { noteFileSchema } from '../../src/schemas/note.ts';
import { projectFileSchema } from '../../src/schemas/project.ts';

const project = {
	title: 'Weather Now',
	desc: 'A weather app.',
	authorName: 'Ada',
	href: 'https://weather.example',
	category: ['TypeScript'],
};
const note = { title: 'A note', description: 'What it says.', published: '2026-01-10' };
const problems = (schema: typeof noteFileSchema | typeof projectFileSchema, value: unknown) => {
	const result = schema.safeParse(value);
	return result.success ? [] : formatIssues('x.md', result.error);
};

describe('the record and the canonical address in the schemas', () => {
	test("a project and a note may carry the import's record; the pages' fields are unchanged", () => {
		const imported = {
			from: 'https://github.com/ada/weather-now',
			stars: 12,
			pushed: '2026-02-11T18:22:05Z',
			fields: { title: fingerprint('Weather Now') },
		};
		expect(problems(projectFileSchema, { ...project, imported })).toEqual([]);
		expect(
			problems(noteFileSchema, { ...note, imported: { from: 'https://dev.to/ada/x', fields: {} } }),
		).toEqual([]);
		expect(
			problems(projectFileSchema, {
				...project,
				imported: { ...imported, stars: -1, fields: { title: 'mine' } },
			}),
		).toEqual([
			'x.md: imported.stars: must be 0 or more',
			'x.md: imported.fields.title: is not a fingerprint the import wrote; remove the line',
		]);
	});

	test('a note may name the address it was first published at, a web address', () => {
		expect(noteFileSchema.parse({ ...note, canonical: 'https://dev.to/ada/x' }).canonical).toBe(
			'https://dev.to/ada/x',
		);
		expect(problems(noteFileSchema, { ...note, canonical: 'dev.to/ada/x' })).toEqual([
			'x.md: canonical: expected a URL, got "dev.to/ada/x"; write the full address of the original, e.g. https://dev.to/you/post, or remove the line',
		]);
	});
});

describe("the merge: the import's values where the owner left them, the owner's where they changed them", () => {
	const base = {
		title: fingerprint('old'),
		category: fingerprint(['A', 'B']),
		desc: fingerprint('d'),
	};

	test('a value the owner left takes the new one; an edit stays, silently when the source kept its value', () => {
		const merged = mergeValues(
			{ title: 'mine', category: ['A', 'B'], desc: 'd' },
			{ title: 'old', category: ['A', 'C'], desc: 'd' },
			base,
		);
		expect(merged.values).toEqual({ title: 'mine', category: ['A', 'C'], desc: 'd' });
		expect(merged.changed).toEqual(['category']);
		expect(merged.conflicts).toEqual([]);
		expect(merged.fields.category).toBe(fingerprint(['A', 'C']));
	});

	test('both changed: the owner keeps theirs, the new value is reported once and remembered', () => {
		const first = mergeValues({ title: 'mine' }, { title: 'new' }, base);
		expect(first.values.title).toBe('mine');
		expect(first.conflicts).toEqual([{ field: 'title', theirs: 'new' }]);
		const again = mergeValues({ title: 'mine' }, { title: 'new' }, first.fields);
		expect(again.conflicts).toEqual([]);
	});

	test('a field the owner removed stays removed; one the source dropped goes where the owner left it', () => {
		expect(mergeValues({}, { desc: 'new' }, base).values).toEqual({});
		expect(mergeValues({ desc: 'd' }, { desc: undefined }, base).values).toEqual({});
		// Without a fingerprint (a field an older import did not record), a value already there is the owner's.
		expect(
			mergeValues({ href: 'https://mine.example' }, { href: 'https://new.example' }, {}).values
				.href,
		).toBe('https://mine.example');
	});

	test('fingerprints read a day and its date alike, and text without its outer spaces', () => {
		expect(fingerprint(new Date('2026-03-14T00:00:00Z'))).toBe(fingerprint('2026-03-14'));
		expect(fingerprint('\ntext\n')).toBe(fingerprint('text'));
		expect(fingerprint(['a'])).not.toBe(fingerprint('a'));
	});
});

describe('a README as a story', () => {
	const readme = (markdown: string) => ({
		markdown,
		links: 'https://gitlab.com/jane/app/-/blob/main/',
		images: 'https://gitlab.com/jane/app/-/raw/main/',
		dir: 'docs/',
	});

	test("addresses start from the README's folder, the repository's root, or the repository's page for an anchor", () => {
		const { story } = readmeStory(
			readme('Read [this](guide.md), [that](/LICENSE) and [below](#usage); ![logo](img/logo.png).'),
		);
		expect(story).toBe(
			'Read [this](<https://gitlab.com/jane/app/-/blob/main/docs/guide.md>), [that](<https://gitlab.com/jane/app/-/blob/main/LICENSE>) and [below](<https://gitlab.com/jane/app/#usage>); [logo](<https://gitlab.com/jane/app/-/raw/main/docs/img/logo.png>).',
		);
	});

	test('a badge keeps its link with its alt text; a script address and a reference image lose what would run or load', () => {
		const { story } = readmeStory(
			readme(
				'Intro with [![Build](https://ci.example/b.svg)](https://ci.example) and [click](javascript:alert(1)) and ![shot][s].\n\n[s]: shots/one.png\n',
			),
		);
		expect(story).toContain('[Build](<https://ci.example/>)');
		expect(story).toContain(' and click and [shot][s].');
		expect(story).toContain('[s]: <https://gitlab.com/jane/app/-/blob/main/docs/shots/one.png>');
		expect(story).not.toContain('javascript:');
	});

	test('only https images are offered as the screenshot, in order, from Markdown and HTML alike', () => {
		expect(
			readmeImages(
				readme('![a](a.png) <img src="http://insecure.example/b.png"> <p><img src="c.jpg"></p>'),
			),
		).toEqual([
			'https://gitlab.com/jane/app/-/raw/main/docs/a.png',
			'https://gitlab.com/jane/app/-/raw/main/docs/c.jpg',
		]);
	});
});

/** The shapes of GitHub's and GitLab's tokens: a file that holds one gives the token away. */
const TOKENS = [/\bgh[pousr]_[A-Za-z0-9]{36}\b/, /\bgithub_pat_\w{22,}/, /\bglpat-[\w-]{20,}/];

/** What a copy of the project without git holds besides its files: installed, built, kept. */
const NOT_THE_PROJECTS =
	/^(?:node_modules|\.git|\.e2e|\.astro|\.bench|\.content-backup|dist|test-results|playwright-report.*)$/;

/** The project's files: git's list, or in a copy without git every file but what it makes. */
function projectFiles(root: string, dir = ''): string[] {
	if (!dir) {
		const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
		if (listed.status === 0) return listed.stdout.split('\0').filter(Boolean);
	}
	return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = dir ? `${dir}/${entry.name}` : entry.name;
		if (entry.isDirectory())
			return dir || !NOT_THE_PROJECTS.test(entry.name) ? projectFiles(root, path) : [];
		return entry.isFile() ? [path] : [];
	});
}

test("no file of the project (the owner's content aside: their checks read it) holds a token", () => {
	const root = resolve(import.meta.dirname, '..', '..');
	const files = projectFiles(root).filter((file) => !file.startsWith('content/'));
	expect(files.length).toBeGreaterThan(100);
	for (const file of files) {
		const text = readFileSync(join(root, file)).toString('latin1');
		for (const token of TOKENS) expect(token.exec(text)?.[0], file).toBeUndefined();
	}
});
