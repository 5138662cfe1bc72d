// The one check of a content folder on the fixtures: what it returns (settings, problems, notes,
// projects) for content:check and for the build, and the build's settings read once per process.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkContent, checkBuild } from '../../src/check/check.ts';
import { VALID_CONTENT } from '../tools/content.ts';
import { RESUME_LIMITS } from '../../src/schemas/resume.ts';
import { contentDirOf, fixtureContent, fixtureDir } from '../tools/fixture-content.ts';

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
		expect(Object.keys(check.settings?.byLanguage ?? {})).toEqual(['en']);
	});

	test('a language that falls back is notes, not problems', async () => {
		const check = await checkContent(fixtureContent('content-rtl'), show);
		expect(check.problems).toEqual([]);
		expect(check.settings?.languages).toEqual(['en', 'ar']);
		expect(files(check.notes)).toEqual([
			'content-rtl/projects/second-app.md',
			'ar',
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
		// The one note: site.json's unknown field is a private one, and says where it belongs.
		expect(check.notes).toEqual([
			'content-broken/site.json: phone: private (phone), in a file git tracks and so public with your repository; remove it, and keep it in content-broken/private/resume.json if you need it (e.g. as basics.phone)',
		]);
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
			'resume.json: basics.phone: private (phone), in a file git tracks and so public with your repository; npm run content:migrate moves it to private/resume.json, which git ignores, or, to publish it on the site, list "phone" in "publish" in site.json',
		);
		expect(check.settings).toBeUndefined();
	});

	test('pages turned off, and the résumé in the header while its page is off: notes', async () => {
		const dir = copyOfValid(({ site }) => {
			site.pages = { resume: false, contact: false };
			site.resumeInHeader = true;
		});
		const check = await checkContent(dir, (path) => relative(dir, path));
		expect(check.problems).toEqual([]);
		expect(check.notes).toEqual(
			expect.arrayContaining([
				'site.json: pages: not built: resume, contact; set one to true to build it',
				'site.json: resumeInHeader: no effect while pages.resume is false; remove one of the two',
			]),
		);
	});
});

describe("the build's check", () => {
	test('a valid folder: the settings of every language, and no project read', () => {
		const check = checkBuild(fixtureContent('content-rtl'), show);
		expect(check.problems).toEqual([]);
		expect(check.notes).toEqual([]);
		expect(check.projects).toEqual([]);
		expect(check.settings?.languages).toEqual(['en', 'ar']);
		expect(check.settings?.byLanguage.ar?.fallback.resume).toEqual(['(file)']);
	});

	test('the settings are the ones content:check finds', async () => {
		const dir = fixtureContent('content-owner');
		expect(checkBuild(dir, show).settings).toEqual((await checkContent(dir, show)).settings);
	});

	test('a broken folder: site.json, pages.json and resume.json in that order, no project', () => {
		const check = checkBuild(fixtureContent('content-broken'), show);
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
			site.languages = ['en', 'sw'];
		});
		const label =
			'resume.json: basics.label: missing; the home page shows your job title; write "basics": { "label": "Applications Developer" }';
		const italian =
			'sw/pages.json: (file): missing; the template has no Swahili texts: write every text in Swahili (the keys of the English texts, see docs/owner/page-texts.md)';
		const shown = (path: string) => relative(dir, path);
		expect(checkBuild(dir, shown).problems).toEqual([label]);
		expect((await checkContent(dir, shown)).problems).toEqual([label, italian]);
	});

	test('a font family that is not installed stops the build and content:check, naming the fix', async () => {
		const dir = copyOfValid(({ site }) => {
			site.font = 'Not An Installed Family';
		});
		const line =
			'site.json: font: "Not An Installed Family" is not installed; run npm install @fontsource/not-an-installed-family, or fix the name as Fontsource writes it';
		const shown = (path: string) => relative(dir, path);
		expect(checkBuild(dir, shown).problems).toEqual([line]);
		expect((await checkContent(dir, shown)).problems).toEqual([line]);
	});

	test('a résumé without a code profile is valid: the About page takes the sentence without it', async () => {
		const dir = copyOfValid(({ resume }) => {
			resume.basics.profiles = [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/x' }];
		});
		const shown = (path: string) => relative(dir, path);
		expect(checkBuild(dir, shown).problems).toEqual([]);
		expect((await checkContent(dir, shown)).problems).toEqual([]);
	});
});

describe('a résumé in older JSON Resume names, and translated résumés', () => {
	/** A copy of the valid fixture in two languages, with the translated résumé `translated`. */
	function inTwoLanguages(translated: unknown, change: (json: Editable) => void = () => {}) {
		const dir = copyOfValid((json) => {
			json.site.languages = ['en', 'es'];
			change(json);
		});
		const pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8'));
		pages.layout = { ...pages.layout, languages: 'Languages' };
		writeFileSync(join(dir, 'pages.json'), JSON.stringify(pages));
		mkdirSync(join(dir, 'es'));
		writeFileSync(join(dir, 'es', 'resume.json'), JSON.stringify(translated));
		return { dir, shown: (path: string) => relative(dir, path) };
	}

	test('older names are read as their 1.0 names, each noted with its 1.0 name', async () => {
		const dir = copyOfValid(({ resume }) => {
			resume.basics = { ...resume.basics, website: 'https://owner.example.com', picture: '' };
			Object.assign(resume, {
				work: [{ company: 'Old Style Inc', website: 'https://old.example.com', position: 'Dev' }],
				education: [{ institution: 'College', gpa: '3.9' }],
				publications: [{ name: 'A paper', website: 'https://paper.example.com' }],
				volunteer: [{ organization: 'Club', website: 'https://club.example.org', url: '' }],
				awards: [{ title: 'Prize', awarder: 'Jury' }],
			});
		});
		const shown = (path: string) => relative(dir, path);
		const check = await checkContent(dir, shown);
		expect(check.problems).toEqual([]);
		const older = check.notes.filter((note) => note.includes('older JSON Resume name'));
		expect(older).toEqual([
			'resume.json: basics.website: an older JSON Resume name, read as basics.url; rename it to url',
			'resume.json: basics.picture: an older JSON Resume name, read as basics.image; rename it to image',
			'resume.json: work[0].company: an older JSON Resume name, read as work[0].name; rename it to name',
			'resume.json: work[0].website: an older JSON Resume name, read as work[0].url; rename it to url',
			'resume.json: volunteer[0].website: an older JSON Resume name, read as volunteer[0].url; rename it to url',
			'resume.json: education[0].gpa: an older JSON Resume name, read as education[0].score; rename it to score',
			'resume.json: publications[0].website: an older JSON Resume name, read as publications[0].url; rename it to url',
		]);
		const { resume, document } = checkBuild(dir, shown).settings!;
		expect(resume.work?.[0]).toMatchObject({
			name: 'Old Style Inc',
			url: 'https://old.example.com',
		});
		expect(resume.education?.[0]?.score).toBe('3.9');
		expect(resume.volunteer?.[0]?.url).toBe('https://club.example.org');
		// The published document keeps every field, in the 1.0 names.
		expect(document).toMatchObject({
			basics: { url: 'https://owner.example.com' },
			work: [{ name: 'Old Style Inc', url: 'https://old.example.com', position: 'Dev' }],
			awards: [{ title: 'Prize', awarder: 'Jury' }],
		});
	});

	test('an older name beside its 1.0 name is not read, and noted', async () => {
		const dir = copyOfValid(({ resume }) => {
			Object.assign(resume, { work: [{ name: 'New', company: 'Old', position: 'Dev' }] });
		});
		const shown = (path: string) => relative(dir, path);
		const check = await checkContent(dir, shown);
		expect(check.problems).toEqual([]);
		expect(check.notes).toContain(
			'resume.json: work[0].company: an older JSON Resume name, not read because work[0].name is there too; remove it',
		);
		expect(check.settings?.resume.work?.[0]?.name).toBe('New');
	});

	test('a translation that sets who the owner is, but for the name and the place’s words, fails, naming each field and the fix', async () => {
		const { dir, shown } = inTwoLanguages({
			basics: {
				name: 'Someone Else',
				label: 'Desarrolladora',
				email: 'other@example.com',
				website: 'https://other.example.com',
				location: { city: 'Sevilla', countryCode: 'ES' },
				profiles: [],
			},
		});
		const fix =
			'a translation does not say who you are; remove it: identity (e-mail, phone, web address, photo, profiles, the country code and postal code) comes from resume.json; a translation may write only your name and your location’s address, city and region as that language writes them';
		const expected = ['email', 'website', 'location.countryCode', 'profiles'].map(
			(field) => `es/resume.json: basics.${field}: ${fix}`,
		);
		expect(checkBuild(dir, shown).problems).toEqual(expected);
		expect((await checkContent(dir, shown)).problems).toEqual(expected);
	});

	test("a translation's texts merge over the default's; who the owner is stays the default's", () => {
		const { dir, shown } = inTwoLanguages(
			{ basics: { label: 'Desarrolladora', summary: 'Hola.' }, work: [{ company: 'Vieja SA' }] },
			({ resume }) => Object.assign(resume, { extra: { kept: true }, meta: { version: 'v1' } }),
		);
		const { settings, problems } = checkBuild(dir, shown);
		expect(problems).toEqual([]);
		const es = settings!.byLanguage.es!;
		const en = settings!.byLanguage.en!;
		expect(es.site.name).toBe(en.site.name);
		expect(es.site.email).toBe(en.site.email);
		expect(es.site.profiles).toEqual(en.site.profiles);
		expect(es.site.jobTitle).toBe('Desarrolladora');
		expect(es.resume.work?.[0]?.name).toBe('Vieja SA');
		expect(es.document).toMatchObject({
			basics: { name: en.site.name, label: 'Desarrolladora' },
			work: [{ name: 'Vieja SA' }],
			extra: { kept: true },
			meta: { version: 'v1' },
		});
	});

	test('a translation may write the name as its language writes it: its pages and PDF use it', () => {
		const { dir, shown } = inTwoLanguages({ basics: { name: 'Alejandra Ejemplo' } });
		const { settings, problems } = checkBuild(dir, shown);
		expect(problems).toEqual([]);
		const es = settings!.byLanguage.es!;
		expect(es.site.name).toBe('Alejandra Ejemplo');
		expect(es.document).toMatchObject({ basics: { name: 'Alejandra Ejemplo' } });
		expect(es.site.email).toBe(settings!.byLanguage.en!.site.email);
		expect(settings!.byLanguage.en!.site.name).not.toBe('Alejandra Ejemplo');
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
		expect(checkBuild(dir, shown).problems).toEqual([refused]);
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
		const { readSettings } = await import('../../src/settings/read.ts');
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

	test('content of an older shape stops the build before the settings are read, naming content:migrate', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
		temporary.push(dir);
		cpSync(fixtureDir('content-pre-resume'), dir, { recursive: true });
		vi.stubEnv('CONTENT_DIR', dir);
		vi.resetModules();
		const { checkBeforeBuild } = await import('../../src/check/check.ts');
		expect(checkBeforeBuild).toThrow(/site\.json: name: .*: run npm run content:migrate$/m);
		// The settings reader alone names the schema's problems, not the older shape.
		await expect(readSettingsOf(dir)).rejects.toThrow(/site\.json: /);
		await expect(readSettingsOf(dir)).rejects.not.toThrow(/content:migrate/);
	});

	test("a valid folder passes the build's first step", async () => {
		vi.stubEnv(
			'CONTENT_DIR',
			copyOfValid(() => {}),
		);
		vi.resetModules();
		const { checkBeforeBuild } = await import('../../src/check/check.ts');
		expect(checkBeforeBuild).not.toThrow();
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
