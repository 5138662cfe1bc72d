// The one check of a content folder on the fixtures: what it returns (settings, problems, notes,
// projects) for content:check and for the build, and the build's settings read once per process.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkContent, checkSettings } from '../../src/data/check.ts';
import { VALID_CONTENT } from '../content.ts';
import { RESUME_LIMITS } from '../../src/schemas/resume.ts';
import { contentDirOf, fixtureContent } from '../../scripts/fixture-content.ts';

/** Paths as the messages of a fixture's written content folder name them: `content-rtl/...`. */
const show = (path: string) => relative(dirname(contentDirOf('content-valid')), path);
/** The file each line names. */
const files = (lines: string[]) => [...new Set(lines.map((line) => line.split(': ')[0]))];

const temporary: string[] = [];
afterEach(() => {
	for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The JSON files of a copy, as a test changes them. */
interface Editable {
	site: Record<string, unknown>;
	resume: { basics: Record<string, unknown> };
}

/** A copy of the valid fixture, with `change` made to its site.json and resume.json. */
function copyOfValid(change: (json: Editable) => void): string {
	const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
	temporary.push(dir);
	cpSync(VALID_CONTENT, dir, { recursive: true });
	const json: Editable = {
		site: JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')),
		resume: JSON.parse(readFileSync(join(dir, 'resume.json'), 'utf8')),
	};
	change(json);
	for (const [name, value] of Object.entries(json))
		writeFileSync(join(dir, `${name}.json`), JSON.stringify(value));
	return dir;
}

describe("content:check's check", () => {
	test('a valid folder: settings and projects, no problem, a note for the empty story', async () => {
		const check = await checkContent(fixtureContent('content-valid'), show);
		expect(check.problems).toEqual([]);
		expect(check.notes).toEqual([
			"content-valid/projects/second-app.md: (body): empty; its page shows the title, links and screenshot only. Write the project's story below the frontmatter",
		]);
		expect(check.projects.map((project) => project.id).sort()).toEqual(['second-app', 'valid-app']);
		expect(check.settings?.languages).toEqual(['en']);
		expect(check.settings?.site.name).toBe('Test Owner');
		expect(Object.keys(check.settings?.translations ?? {})).toEqual(['en']);
	});

	test('a language that falls back is notes, not problems', async () => {
		const check = await checkContent(fixtureContent('content-rtl'), show);
		expect(check.problems).toEqual([]);
		expect(check.settings?.languages).toEqual(['en', 'ar']);
		expect(files(check.notes)).toEqual([
			'content-rtl/projects/second-app.md',
			'ar',
			'content-rtl/ar/pages.json',
			'content-rtl/ar/site.json',
			'content-rtl/ar/resume.json',
		]);
	});

	test('a broken folder: every file with problems, projects first, no settings', async () => {
		const check = await checkContent(fixtureContent('content-broken'), show);
		expect(check.settings).toBeUndefined();
		expect(check.problems).toHaveLength(22);
		expect(files(check.problems).filter((file) => file.endsWith('.json'))).toEqual([
			'content-broken/resume.json',
			'content-broken/site.json',
			'content-broken/pages.json',
		]);
		expect(check.projects.map((project) => project.id)).toEqual(['valid-app']);
		expect(check.notes).toEqual([]);
	});

	test('a missing brand file, a missing photo and private fields: problems and a note', async () => {
		const dir = copyOfValid(({ site, resume }) => {
			site.socialImage = 'gone.png';
			resume.basics.image = 'me.jpg';
			resume.basics.phone = '+1 555 0100';
		});
		const check = await checkContent(dir, (path) => relative(dir, path));
		expect(check.problems).toEqual([
			'site.json: socialImage: file not found: brand/gone.png; add the file or fix the name',
			'resume.json: basics.image: file not found: brand/me.jpg; add the file or fix the name',
		]);
		expect(check.notes).toContain(
			'resume.json: not published: basics.phone; to publish them, list their names (phone, address, postalCode, references) in "publish" in site.json',
		);
		expect(check.settings).toBeUndefined();
	});
});

describe("the build's check", () => {
	test('a valid folder: the settings of every language, and no project read', () => {
		const check = checkSettings(fixtureContent('content-rtl'), show);
		expect(check.problems).toEqual([]);
		expect(check.notes).toEqual([]);
		expect(check.projects).toEqual([]);
		expect(check.settings?.languages).toEqual(['en', 'ar']);
		expect(check.settings?.translations.ar?.fallback.resume).toEqual(['(file)']);
	});

	test('the settings are the ones content:check finds', async () => {
		const dir = fixtureContent('content-owner');
		expect(checkSettings(dir, show).settings).toEqual((await checkContent(dir, show)).settings);
	});

	test('a broken folder: site.json, pages.json and resume.json in that order, no project', () => {
		const check = checkSettings(fixtureContent('content-broken'), show);
		expect(check.settings).toBeUndefined();
		expect(files(check.problems)).toEqual([
			'content-broken/site.json',
			'content-broken/pages.json',
			'content-broken/resume.json',
		]);
		expect(check.problems).toHaveLength(9);
	});

	test('it stops at the first part with problems; content:check goes on where it can', async () => {
		const dir = copyOfValid(({ site, resume }) => {
			delete resume.basics.label;
			site.languages = ['en', 'es'];
		});
		const label =
			'resume.json: basics.label: missing; the home page shows your job title; write "basics": { "label": "Applications Developer" }';
		const languages =
			'pages.json: layout.languages: missing; site.json lists several languages: write the name screen readers give the links to the other languages, e.g. "Languages"';
		const shown = (path: string) => relative(dir, path);
		expect(checkSettings(dir, shown).problems).toEqual([label]);
		expect((await checkContent(dir, shown)).problems).toEqual([label, languages]);
	});

	test('a {code} link without a code profile counts only once site.json is valid', async () => {
		const dir = copyOfValid(({ site, resume }) => {
			site.phone = '1';
			resume.basics.profiles = [];
		});
		const shown = (path: string) => relative(dir, path);
		const unknown = 'site.json: phone: unknown field; remove it or fix its spelling';
		expect(checkSettings(dir, shown).problems).toEqual([unknown]);
		const { problems } = await checkContent(dir, shown);
		expect(problems[0]).toBe(unknown);
		expect(problems[1]).toMatch(/^pages\.json: about\.links: uses \{code\}/);
	});

	test('a résumé larger than the site is built for stops the build and content:check, naming the field', async () => {
		const dir = copyOfValid(({ resume }) => {
			Object.assign(resume, {
				work: Array.from({ length: RESUME_LIMITS.entries + 1 }, (_, index) => ({
					name: `Company ${index}`,
				})),
			});
		});
		const shown = (path: string) => relative(dir, path);
		const refused = expect.stringMatching(
			new RegExp(
				`^resume\\.json: work: has ${(RESUME_LIMITS.entries + 1).toLocaleString('en')} entries, .*; keep the ones that matter most$`,
			),
		);
		expect(checkSettings(dir, shown).problems).toEqual([refused]);
		expect((await checkContent(dir, shown)).problems).toEqual([refused]);
	});

	test('content:check notes an end before its start and a date in the future', async () => {
		const dir = copyOfValid(({ resume }) => {
			Object.assign(resume, {
				work: [
					{ name: 'Acme', startDate: '2020-03', endDate: '2019' },
					{ name: 'Later', startDate: '9999' },
				],
			});
		});
		const { problems, notes } = await checkContent(dir, (path) => relative(dir, path));
		expect(problems).toEqual([]);
		expect(notes).toContain(
			'resume.json: work[0].endDate: 2019 is before its start 2020-03; swap them or fix the year',
		);
		expect(notes).toContain(
			'resume.json: work[1].startDate: 9999 is in the future; fix the year, or leave endDate out while it goes on',
		);
	});
});

describe('the settings the build reads', () => {
	afterEach(() => {
		vi.unstubAllEnvs();
		vi.resetModules();
	});

	/** readSettings of a fresh copy of the module, as the config, collections and pages each load it. */
	async function readSettingsOf(dir: string) {
		vi.stubEnv('CONTENT_DIR', dir);
		vi.resetModules();
		const { readSettings } = await import('../../src/data/settings.ts');
		return readSettings();
	}

	test('are checked once per process and folder, and again once a file changes', async () => {
		const dir = copyOfValid(() => {});
		const first = await readSettingsOf(dir);
		expect(await readSettingsOf(dir)).toBe(first);
		const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
		writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, welcome: 'Hello again.' }));
		const changed = await readSettingsOf(dir);
		expect(changed).not.toBe(first);
		expect(changed.site.welcome).toBe('Hello again.');
	});

	test("throw the build's problems, one line each", async () => {
		const dir = copyOfValid(({ site }) => {
			site.url = 'nope';
		});
		await expect(readSettingsOf(dir)).rejects.toThrow(
			/^.*site\.json: url: expected a URL, got "nope"; write the address the site is served at, e\.g\. https:\/\/jane\.dev$/,
		);
	});
});
