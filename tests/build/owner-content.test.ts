/**
 * Bad owner content fails both `npm run content:check` and the build, with the same line naming
 * the file, the field and the fix: a theme with too little contrast, a résumé PDF that is not
 * there, an empty page text, a résumé with a date that is not ISO 8601, an address that is not a
 * URL or is on the owner's own computer, a section that is not a list and a name holding a
 * right-to-left override. The cases are broken copies of a valid content folder,
 * built as the fixture sites are. Cases that both tools report together, in one run, share
 * one copy and its build; a file site.json names is looked for only once the settings pass
 * their schema, so the missing résumé has a copy of its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'astro/zod';
import { fixtureDir, writeFixture } from '../tools/fixture-content.ts';
import { buildSite } from '../tools/fixture-site.ts';
import { runContentScript } from '../tools/content-script.ts';
import type { siteSchema } from '../../src/schemas/site.ts';
import type { pagesSchema } from '../../src/schemas/pages.ts';

/** The JSON files a case may break, as the owner writes them. */
interface OwnerFiles {
	site: z.input<typeof siteSchema>;
	pages: z.input<typeof pagesSchema>;
	/** Written loosely: a case may put there what the schema refuses. */
	resume: Record<string, unknown> & { work?: Record<string, unknown>[] };
}

const ROOT = join(import.meta.dirname, '../..');
const OWNER = fixtureDir('content-owner');

/** A copy of the valid owner content with `change` applied to its JSON files. */
function brokenContent(change: (files: OwnerFiles) => void): string {
	const dir = mkdtempSync(join(tmpdir(), 'owner-content-'));
	writeFixture(OWNER, dir);
	const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
	const files: OwnerFiles = {
		site: read('site.json'),
		pages: read('pages.json'),
		resume: read('resume.json'),
	};
	change(files);
	writeFileSync(join(dir, 'site.json'), JSON.stringify(files.site));
	writeFileSync(join(dir, 'pages.json'), JSON.stringify(files.pages));
	writeFileSync(join(dir, 'resume.json'), JSON.stringify(files.resume));
	return dir;
}

/** Each case: what it breaks, and the lines both tools print for it. */
interface Case {
	name: string;
	change: (files: OwnerFiles) => void;
	lines: string[];
}

describe.each<{ copy: string; cases: Case[] }>([
	{
		copy: 'settings, texts and a résumé that fail their schemas',
		cases: [
			{
				name: 'a dark accent with too little contrast',
				change: ({ site }: OwnerFiles) => {
					site.theme.dark = {
						...site.theme.dark,
						accent: '#5b6b80',
						link: '#7fd1ae',
						focus: '#7fd1ae',
					};
				},
				lines: ['site.json: theme.dark.accent: #5b6b80 on #101418 is 3.3:1, needs 4.5:1'],
			},
			{
				name: 'an empty page text',
				change: ({ pages }: OwnerFiles) => {
					pages.home.greeting = ' ';
				},
				lines: [
					'pages.json: home.greeting: is empty; write your greeting with {name} where your name goes',
				],
			},
			{
				name: 'a résumé with a spring date, an address without a scheme and skills as text',
				change: ({ resume }: OwnerFiles) => {
					resume.work![0]!.startDate = 'spring 2016';
					resume.basics = { ...(resume.basics as object), url: 'robin.example' };
					resume.skills = 'C, Rust';
				},
				lines: [
					'resume.json: work[0].startDate: "spring 2016" is not a date; write 2016-04 or 2016',
					'resume.json: basics.url: "robin.example" is not a URL; write the full address, e.g. https://example.com',
					'resume.json: skills: expected a list, got "C, Rust"; write "skills": [{ "name": "React" }], or leave the section out',
				],
			},
			{
				name: 'a profile on the owner’s own computer',
				change: ({ resume }: OwnerFiles) => {
					const basics = resume.basics as { profiles: { url: string }[] };
					basics.profiles[0]!.url = 'http://localhost:4321/robin';
				},
				lines: [
					'resume.json: basics.profiles[0].url: "http://localhost:4321/robin" leads to a file or server on your own computer, which no visitor can open; write its address on the web, e.g. https://github.com/you',
				],
			},
		],
	},
	{
		copy: 'a name holding a right-to-left override',
		cases: [
			{
				name: 'a control that would turn the page titles around',
				change: ({ resume }: OwnerFiles) => {
					resume.basics = { ...(resume.basics as object), name: 'Robin \u202EFixture' };
				},
				lines: [
					"resume.json: basics.name: holds the invisible control U+202E (right-to-left override), which turns the text after it around wherever it is shown beside other words (a page's title, a share preview, the PDF); delete it",
				],
			},
		],
	},
	{
		copy: 'a file site.json names that is not there',
		cases: [
			{
				name: 'a résumé that is not in brand/',
				change: ({ site }: OwnerFiles) => {
					if (site.resume) site.resume.src = 'missing-cv.pdf';
				},
				lines: ['site.json: resume.src: file not found: '],
			},
		],
	},
])('a copy with $copy', ({ copy, cases }) => {
	let check: Awaited<ReturnType<typeof runContentScript>>;
	let build: ReturnType<typeof buildSite>;
	/** Where the build names the copy's files from: relative to the project. */
	let at = '';

	beforeAll(async () => {
		const dir = brokenContent((files) => {
			for (const { change } of cases) change(files);
		});
		try {
			check = await runContentScript(['check', '--root', '.'], dir);
			const out = join(ROOT, '.e2e', 'sites', `broken-${copy.replace(/\W+/g, '-')}`, 'dist');
			build = buildSite(dir, out);
			at = relative(ROOT, dir);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 240_000);

	test.each(cases)(
		'$name fails content:check and the build, naming file, field and what is wrong',
		({ lines }) => {
			expect(check.status).toBe(1);
			for (const line of lines) expect(check.stderr).toContain(line);
			expect(build.status).not.toBe(0);
			for (const line of lines) expect(build.output).toContain(`${at}/${line}`);
		},
	);
});
