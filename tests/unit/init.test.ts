// `npm run init`'s pieces: the monogram's initials and drawing, the sample's detection, the
// refusal of an owner's content, what it derives from the résumé, and what it refuses to start on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { main } from '../../scripts/init.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { init } from '../../src/init/init.ts';
import type { InitChoices } from '../../src/init/state.ts';
import { initialsOf, monogramIcon, monogramLogo } from '../../src/init/monogram.ts';
import { ownFiles, sampleHashes, writeSampleManifest } from '../../src/init/sample.ts';
import { siteFrom, textsFrom, yearsSince } from '../../src/init/settings.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { sameTree, VALID } from '../tools/fixture-content.ts';
import { readJson } from '../../src/data/content-files.ts';
import { resumeSchema } from '../../src/schemas/resume.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { contrastRatio } from '../../src/schemas/colour/contrast.ts';
import { pngSize } from '../tools/png.ts';
import { runContentScript } from '../tools/content-script.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OLDER = join(ROOT, 'tests/fixtures/resumes/older-names.json');
const older = resumeSchema.parse(readJson(OLDER, OLDER));

describe('the monogram', () => {
	test.each([
		['María José García', 'MG'],
		['Jean-Luc Picard', 'JP'],
		['李小龙', '李'],
		['김민수', '김'],
		['Cher', 'C'],
		['ñandú pérez', 'ÑP'],
		['  Ada   Lovelace ', 'AL'],
		['Ludwig van Beethoven', 'LB'],
	])('%s: %s', (name, initials) => {
		expect(initialsOf(name)).toBe(initials);
	});

	const colours = { tile: '#f2c14e', letters: '#0f1c2e', name: '#f6f1e7', family: '#f2c14e' };

	test.each(['María José García', '李小龙', 'Jean-Luc Picard', 'Cher'])(
		"%s: letters drawn as outlines, so they look alike on every system, in the header's 120x50",
		(name) => {
			const logo = monogramLogo(name, colours);
			expect(logo).toMatch(/^<svg [^>]*width="120" height="50"/);
			expect(logo).not.toContain('<text');
			// The initials on the tile, and each line of the name beside it.
			expect(logo.match(/<path /g)?.length).toBeGreaterThanOrEqual([...name.trim()].length / 2);
			const icon = monogramIcon(name, colours);
			expect(icon).toMatch(/<path /);
			expect(icon).not.toContain('<text');
		},
	);
});

describe('the sample', () => {
	let dir: string;
	let manifest: string;
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'sample-'));
		cpSync(VALID, dir, { recursive: true });
		manifest = join(dir, '..', `${dir.split('/').pop()}.json`);
		writeSampleManifest(dir, manifest);
	});
	afterEach(() => {
		rmSync(dir, { recursive: true, force: true });
		rmSync(manifest, { force: true });
	});

	test('a folder as shipped is the sample, however often it is asked, and asking changes nothing', () => {
		const before = readTree(dir);
		expect(ownFiles(dir, sampleHashes(manifest))).toEqual([]);
		expect(ownFiles(dir, sampleHashes(manifest))).toEqual([]);
		expect(sameTree(readTree(dir), before)).toBe(true);
	});

	test("a changed or added file is the owner's; a deleted one, other line endings or a system file is not", () => {
		const site = join(dir, 'site.json');
		writeFileSync(site, readFileSync(site, 'utf8').replace(/\n/g, '\r\n'));
		rmSync(join(dir, 'pages.json'));
		writeFileSync(join(dir, '.DS_Store'), 'finder');
		expect(ownFiles(dir, sampleHashes(manifest))).toEqual([]);
		writeFileSync(join(dir, 'resume.json'), '{}');
		writeFileSync(join(dir, 'projects', 'mine.md'), '---\n---\n');
		expect(ownFiles(dir, sampleHashes(manifest))).toEqual(['projects/mine.md', 'resume.json']);
	});
});

describe('init on a content folder', () => {
	let dir: string;
	let content: string;
	let manifest: string;
	const lines: string[] = [];
	const output = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
	const run = (choices: Partial<InitChoices> = {}) =>
		init(
			{
				resume: OLDER,
				url: 'https://morgan.example.net',
				languages: ['en'],
				content,
				manifest,
				...choices,
			},
			{ ...output, show: (path) => path.replace(`${dir}/`, '') },
		);
	beforeEach(() => {
		lines.length = 0;
		dir = mkdtempSync(join(tmpdir(), 'init-'));
		content = join(dir, 'content');
		manifest = join(dir, 'sample.json');
		cpSync(VALID, content, { recursive: true });
		writeSampleManifest(content, manifest);
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	test("makes the sample the owner's: their résumé as written, its private fields in the private file, settings, monogram, a draft, a clean check", async () => {
		expect(await run()).toBe(0);
		const given = JSON.parse(readFileSync(OLDER, 'utf8'));
		const { phone, location, ...basics } = given.basics;
		const { address, postalCode, ...place } = location;
		const { references, ...open } = given;
		expect(JSON.parse(readFileSync(join(content, 'resume.json'), 'utf8'))).toEqual({
			...open,
			basics: { ...basics, location: place },
		});
		expect(JSON.parse(readFileSync(join(content, 'private', 'resume.json'), 'utf8'))).toEqual({
			basics: { phone, location: { address, postalCode } },
			references,
		});
		const site = siteSchema.parse(readJson(join(content, 'site.json'), 'site.json'));
		expect(site.url).toBe('https://morgan.example.net');
		expect(site.logo.alt).toBe(`${older.basics!.name}, Home`);
		expect(site.copyrightYear).toBe(new Date().getUTCFullYear());
		expect(site.socialImage).toBeUndefined();
		expect(pngSize(readFileSync(join(content, 'brand', site.touchIcon)))).toEqual({
			width: 180,
			height: 180,
		});
		expect(readFileSync(join(content, 'brand', site.icon), 'utf8')).toMatch(/^<svg /);
		const checked = await runContentScript(['check', '--root', content]);
		expect(checked.stderr).toBe('');
		expect(checked.stdout).toMatch(
			/Drafts \(left out of the production build\): .*my-first-project\.md/,
		);
		expect(checked.status).toBe(0);
		expect(lines).toContain('The content check is clean.');
		// The next steps offer the import of the repositories of the résumé's GitHub profile.
		const github = older.basics!.profiles!.find((profile) => profile.network === 'GitHub')!;
		expect(lines.some((line) => line.includes(`npm run import -- github ${github.username}`))).toBe(
			true,
		);
	});

	test.each([
		['de', 'ar', ', '],
		['ru', 'en', ', '],
		['zh-TW', 'ja', '、'],
	])(
		'any language with built-in texts may be the default: %s first, then %s, checks clean',
		async (first, second, comma) => {
			const languages = [first, second];
			expect(await run({ languages })).toBe(0);
			const site = siteSchema.parse(readJson(join(content, 'site.json'), 'site.json'));
			expect(site.languages).toEqual(languages);
			// The sample's words go with it: the built-in texts serve until the owner writes their own.
			expect(readTree(content).has('pages.json')).toBe(false);
			// site.json keeps none of the sample's English: no footer note, the logo's text in the
			// default language ("Startseite" in German), joined with its comma.
			expect(site.footerNote).toBeUndefined();
			expect(site.logo.alt).toBe(`${older.basics!.name}${comma}${builtInTexts(first)!.nav.home}`);
			const checked = await runContentScript(['check', '--root', content]);
			expect(checked.stderr).toBe('');
			expect(checked.status).toBe(0);
		},
	);

	test("refuses content that is no longer the sample's without --force, and changes nothing", async () => {
		writeFileSync(
			join(content, 'projects', 'mine.md'),
			readFileSync(join(VALID, 'projects', 'valid-app.md')),
		);
		const before = readTree(content);
		expect(await run()).toBe(1);
		expect(lines.join('\n')).toMatch(
			/content is no longer the sample .*projects\/mine\.md is yours.*--force/,
		);
		expect(sameTree(readTree(content), before)).toBe(true);
		lines.length = 0;
		expect(await run({ force: true })).toBe(0);
		expect(readTree(content).has('projects/mine.md')).toBe(false);
	});

	test('refuses a résumé the site cannot show and a language without built-in texts, naming each', async () => {
		const before = readTree(content);
		const noLabel = join(dir, 'no-label.json');
		writeFileSync(noLabel, JSON.stringify({ basics: { name: 'Kim Lee' } }));
		expect(await run({ resume: noLabel })).toBe(1);
		expect(lines).toContain(
			'no-label.json: basics.label: missing; the home page shows your job title; write "basics": { "label": "Applications Developer" }',
		);
		expect(await run({ languages: ['en', 'sw'] })).toBe(1);
		expect(lines.join('\n')).toMatch(
			/--languages: "sw": the template has no Swahili interface texts; .*content\/sw\/pages\.json/,
		);
		expect(await run({ logo: join(dir, 'no-label.json') })).toBe(1);
		expect(sameTree(readTree(content), before)).toBe(true);
	});

	test('accepts a résumé without an e-mail address (valid JSON Resume): the check is clean', async () => {
		const noEmail = join(dir, 'no-email.json');
		writeFileSync(noEmail, JSON.stringify({ basics: { name: 'Kim Lee', label: 'Developer' } }));
		expect(await run({ resume: noEmail })).toBe(0);
		expect(lines).toContain('The content check is clean.');
	});

	test('makes the favicon and touch icon from the owner’s logo', async () => {
		const logo = join(dir, 'logo.png');
		cpSync(join(VALID, 'brand', 'apple-touch-icon.png'), logo);
		expect(await run({ logo })).toBe(0);
		const site = siteSchema.parse(readJson(join(content, 'site.json'), 'site.json'));
		expect(site.logo.src).toBe('logo.png');
		expect(pngSize(readFileSync(join(content, 'brand', site.icon)))).toEqual({
			width: 64,
			height: 64,
		});
		expect(pngSize(readFileSync(join(content, 'brand', site.touchIcon)))).toEqual({
			width: 180,
			height: 180,
		});
	});

	test('an accent colour is kept where it reads, and made readable where it would not', async () => {
		expect(await run({ accent: '#ffd700' })).toBe(0);
		const { theme } = siteSchema.parse(readJson(join(content, 'site.json'), 'site.json'));
		expect(theme.header.accent).toBe('#ffd700');
		expect(contrastRatio(theme.light.accent, theme.light.background)).toBeGreaterThanOrEqual(4.5);
	});
});

describe('what init derives', () => {
	test('the welcome, description and logo text come from the résumé, in its words', () => {
		const texts = textsFrom(older, 'en');
		expect(texts.welcome).toBe(older.basics!.summary);
		expect(texts.description).toContain(older.basics!.name);
		expect(texts.description).toContain(older.basics!.label);
		expect(texts.logoAlt).toBe(`${older.basics!.name}, Home`);
	});

	test('a Japanese site gets them in Japanese punctuation: no Latin comma or full stop', () => {
		const texts = textsFrom(
			{
				basics: {
					name: '山田太郎',
					label: 'ソフトウェアエンジニア',
					summary: '業務の自動化が得意です。十年以上Webを作っています。',
				},
			},
			'ja',
		);
		expect(texts.description).toBe(
			'山田太郎、ソフトウェアエンジニア。業務の自動化が得意です。十年以上Webを作っています。',
		);
		expect(texts.logoAlt).toBe('山田太郎、ホーム');
		expect(textsFrom({ basics: { name: '山田太郎', label: 'エンジニア' } }, 'ja').welcome).toBe(
			'エンジニア。',
		);
	});

	test("no text of the sample's site.json is carried into the owner's", () => {
		const sample = siteSchema.parse(readJson(join(VALID, 'site.json'), 'site.json'));
		const written = siteFrom(
			sample,
			older,
			{
				url: 'https://morgan.example.net',
				languages: ['fr'],
				logo: 'logo.svg',
				icon: 'favicon.svg',
			},
			new Date('2026-03-01'),
		);
		const texts = (site: typeof sample) => [
			site.welcome,
			site.description,
			site.footerNote,
			site.logo.alt,
		];
		for (const text of texts(sample).filter(Boolean))
			expect(JSON.stringify(written)).not.toContain(JSON.stringify(text));
		expect(written.footerNote).toBeUndefined();
		expect(written.logo.alt).toBe(`${older.basics!.name}, Accueil`);
		// What is no text stays: how notes are listed, where the résumé link sits.
		expect(written.notes).toEqual(sample.notes);
	});

	test('years of experience run from the earliest job', () => {
		const resume = resumeSchema.parse({ work: [{ startDate: '2012-02' }, { startDate: '2016' }] });
		expect(yearsSince(resume, new Date('2026-03-01'))).toBe(14);
		expect(yearsSince(resumeSchema.parse({}), new Date())).toBe(0);
	});
});

describe('the command line', () => {
	let dir: string;
	let errors: string[];
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'init-cli-'));
		cpSync(VALID, join(dir, 'content'), { recursive: true });
		errors = [];
		vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
		vi.spyOn(console, 'log').mockImplementation(() => undefined);
	});
	afterEach(() => {
		vi.restoreAllMocks();
		rmSync(dir, { recursive: true, force: true });
	});

	test('unattended, a flag it cannot use stops it before anything is read or written', async () => {
		const before = readTree(join(dir, 'content'));
		// The last --url given is the one read.
		const run = (...args: string[]) =>
			main(
				[OLDER, '--yes', '--url', 'https://morgan.example.net', ...args],
				terminal({ cwd: dir }),
			);
		expect(await run('--accent', 'gold')).toBe(2);
		expect(errors).toContain('--accent: write a colour as #rrggbb, e.g. #2f6fdb');
		expect(await run('--url', 'morgan.example.net')).toBe(2);
		expect(errors.some((line) => line.startsWith('--url: '))).toBe(true);
		expect(await run('--languages', 'en,not a tag')).toBe(2);
		expect(await run('--languages', 'en,sw')).toBe(2);
		expect(errors).toContainEqual(
			expect.stringMatching(/^--languages: "sw": the template has no Swahili/),
		);
		expect(await run('--wrong')).toBe(2);
		const noAddress = join(dir, 'no-url.json');
		writeFileSync(noAddress, JSON.stringify({ basics: { name: 'Kim Lee' } }));
		expect(await main([noAddress, '--yes'], terminal({ cwd: dir }))).toBe(2);
		expect(errors.at(-1)).toMatch(/^Give the address the site will be served at: --url/);
		expect(sameTree(readTree(join(dir, 'content')), before)).toBe(true);
	});

	test("unattended, the résumé's own address is never taken unasked: it is named, nothing is written", async () => {
		const messenger = join(dir, 'messenger.json');
		const document = JSON.parse(readFileSync(OLDER, 'utf8'));
		writeFileSync(
			messenger,
			JSON.stringify({
				...document,
				basics: { ...document.basics, website: undefined, url: 'https://t.me/morgan' },
			}),
		);
		const before = readTree(join(dir, 'content'));
		expect(await main([messenger, '--yes', '--force'], terminal({ cwd: dir }))).toBe(2);
		expect(errors.at(-1)).toBe(
			"Give the address the site will be served at: --url https://you.dev (your résumé's basics.url, https://t.me/morgan, is not taken unasked: if it is this site's address, pass --url https://t.me/morgan)",
		);
		expect(sameTree(readTree(join(dir, 'content')), before)).toBe(true);
	});

	test("unattended, the address given with --url is the site's, and content no longer the sample is refused", async () => {
		// The valid fixture content is not the template's sample.
		expect(
			await main([OLDER, '--yes', '--url', 'https://morgan.example.net'], terminal({ cwd: dir })),
		).toBe(1);
		expect(errors.join('\n')).toMatch(/no longer the sample .*--force/);
		expect(
			await main(
				[OLDER, '--yes', '--force', '--url', 'https://morgan.example.net'],
				terminal({ cwd: dir }),
			),
		).toBe(0);
		const site = siteSchema.parse(readJson(join(dir, 'content', 'site.json'), 'site.json'));
		expect(site.url).toBe('https://morgan.example.net');
	});
});
