/**
 * Content cannot hurt the site: each fixture folder is run through `npm run content:check` and
 * the build (as the fixture sites are built, through Astro's own API).
 *
 * - The fixture content-hostile builds: hostile values are rendered inert (checked by
 *   parsing the built HTML and SVG, not by searching strings), stray files are not published,
 *   and file names such as `My Cool App.md` or `Café Finder.md` give one page each.
 * - The fixtures content-broken-files, content-broken-settings and content-broken-notes fail both
 *   tools, each bad file named with its field and the fix, with the same line in both outputs.
 * - The fixture content-hostile-files, with links to a file outside the repository added at
 *   run time, fails both tools for every file that is not inside the content folder, and nothing
 *   of that file reaches the build.
 * - An unsafe PUBLIC_EMAILJS_ORIGIN fails the build, naming the variable.
 *
 * Cases sharing a fixture share its one build; no case depends on another's result.
 */
import {
	copyFileSync,
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import type { Element, Nodes, Root } from 'hast';
import { beforeAll, describe, expect, test } from 'vitest';
import { elements, textOf } from '../tools/hast.ts';
import { fixtureDir, writeFixture } from '../tools/fixture-content.ts';
import { buildSite } from '../tools/fixture-site.ts';
import { readJson } from '../../src/data/content-files.ts';
import { runContentScript } from '../tools/content-script.ts';
import { parseFeed } from 'feedsmith';
import { pngTitle } from '../tools/png.ts';

const ROOT = join(import.meta.dirname, '../..');
const HOSTILE_STATUS = "</script><script>alert('x')</script>";

interface Run {
	site: string;
	check: { status: number | null; output: string };
	build: { status: number | null; output: string };
}

/**
 * A folder `.e2e/sites/<name>/` holding the fixture's content as its `content/`, so both tools
 * name the files as `content/…` of an owner's project.
 */
function stage(fixture: string, name: string): string {
	const site = join(ROOT, '.e2e', 'sites', name);
	rmSync(site, { recursive: true, force: true });
	writeFixture(fixtureDir(fixture), join(site, 'content'));
	return site;
}

/**
 * The fixture `name`, checked with content:check and built into the staged folder's dist/;
 * `prepare` changes the staged copy first.
 */
async function checkAndBuild(
	fixture: string,
	name: string,
	env: Record<string, string> = {},
	prepare: (site: string) => void = () => {},
): Promise<Run> {
	const site = stage(fixture, name);
	prepare(site);
	const { status, stdout, stderr } = await runContentScript(['check', '--root', 'content'], site);
	const check = { status, output: `${stdout}${stderr}` };
	const build = buildSite(join(site, 'content'), join(site, 'dist'), env);
	// The build runs in the project folder and names the staged files from there; content:check
	// ran in the staged folder. Relative to their folders, both name the same file.
	build.output = build.output.replaceAll(`${relative(ROOT, site)}/`, '');
	return { site, check, build };
}

/** Every file under `dir`, relative to it. */
function filesIn(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

describe('hostile content that is allowed', () => {
	let run: Run;
	let dist = '';
	const page = (file: string): Root => fromHtml(readFileSync(join(dist, file), 'utf8'));

	beforeAll(async () => {
		run = await checkAndBuild('content-hostile', 'safety-hostile');
		dist = join(run.site, 'dist');
	}, 240_000);

	test('passes content:check and the build (byte-order marks in JSON and Markdown accepted)', () => {
		expect(run.check.output).toContain('Content is valid');
		expect(run.check.status).toBe(0);
		expect(run.build.output).not.toContain('[ERROR]');
		expect(run.build.status).toBe(0);
		// The project file that starts with a byte-order mark keeps its title.
		const title = select('h1', page('projects/second-app.html'));
		expect(title && textOf(title)).toBe('Second App');
	});

	test("the error page's status text cannot end its script: it stays data and text", () => {
		const tree = page('404.html');
		const scripts = selectAll('script', tree);
		for (const script of scripts) {
			const type = String(script.properties.type ?? '');
			if (!/json/.test(type)) expect(textOf(script)).not.toContain('alert');
		}
		const data = select('script#route-error', tree);
		expect(data && JSON.parse(textOf(data)).statusText).toBe(HOSTILE_STATUS);
		const shown = select('.detail i', tree);
		expect(shown && textOf(shown)).toBe(HOSTILE_STATUS);
	});

	test('a project file named "My Cool App.md" or "Café Finder.md" has one page, linked from its card', () => {
		const grid = page('projects.html');
		for (const [file, id] of [
			['My Cool App.md', 'my-cool-app'],
			['Café Finder.md', 'café-finder'],
		]) {
			expect(existsSync(join(run.site, 'content/projects', file!))).toBe(true);
			const pages = readdirSync(join(dist, 'projects')).filter((name) =>
				name.startsWith(id!.slice(0, 3)),
			);
			expect(pages).toEqual([`${id}.html`]);
			const links = selectAll('a.details', grid).filter(
				(link) => decodeURI(String(link.properties.href)) === `/projects/${id}`,
			);
			expect(links).toHaveLength(1);
		}
	});

	describe("raw HTML in a project's story", () => {
		let story: Element;
		let tree: Root;
		beforeAll(() => {
			tree = page('projects/café-finder.html');
			story = select('article .body', tree)!;
		});

		test('keeps no element that runs script, redirects, frames, embeds or submits', () => {
			expect(story).toBeDefined();
			const names = elements(story).map((element) => element.tagName);
			for (const name of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'button'])
				expect(names).not.toContain(name);
			// As on GitHub, an input stays only as a disabled checkbox (a task list's box).
			for (const input of selectAll('input', story))
				expect(input.properties).toMatchObject({ type: 'checkbox', disabled: true });
			for (const name of ['meta', 'base', 'link']) expect(names).not.toContain(name);
			// Nowhere on the page: a refresh, a frame or a base address of the story's.
			expect(selectAll('meta[http-equiv="refresh" i], iframe, base', tree)).toEqual([]);
		});

		test('keeps no event handler and no script, data or vbscript address', () => {
			for (const element of elements(story)) {
				for (const [key, value] of Object.entries(element.properties)) {
					expect(key).not.toMatch(/^on/i);
					if (key === 'href' || key === 'src')
						expect(String(value)).not.toMatch(/^\s*(javascript|data|vbscript):/i);
				}
			}
		});

		test('keeps the HTML an owner writes: details/summary, kbd, sub/sup, tables, code, images with alt', () => {
			expect(select('h2#what-it-is', story)).toBeDefined();
			expect(select('details > summary', story)).toBeDefined();
			expect(selectAll('kbd', story).map(textOf)).toEqual(['Ctrl', 'K']);
			expect(select('sub', story) && textOf(select('sub', story)!)).toBe('2');
			expect(select('sup', story) && textOf(select('sup', story)!)).toBe('2');
			expect(selectAll('table tbody tr', story)).toHaveLength(2);
			expect(selectAll('pre code span.token', story).length).toBeGreaterThan(0);
			const diagram = select('img[alt="How a search flows"]', story);
			expect(String(diagram?.properties.src)).toMatch(/^\/_astro\//);
			expect(select('img[alt="The app\'s start screen"]', story)).toBeDefined();
		});
	});

	describe('a hostile note: markup in its title and description, a frame, a handler and script links in its text', () => {
		const TITLE = "Notes </script><script>alert('title')</script> & <b>bold</b>";
		const DESCRIPTION = "A description </script><img src=x onerror=alert('description')>";
		/** What in an HTML tree runs: a script, a frame, a handler, a script link. */
		const runs = (tree: Nodes) =>
			elements(tree).flatMap((element) => [
				...(/^(script|iframe|object|embed)$/.test(element.tagName) &&
				!/json/.test(String(element.properties.type ?? ''))
					? [element.tagName]
					: []),
				...Object.entries(element.properties).flatMap(([key, value]) =>
					/^on/i.test(key) || /^\s*javascript:/i.test(String(value)) ? [`${key}=${value}`] : [],
				),
			]);

		test('its page shows the title and description as text and keeps nothing that runs', () => {
			const tree = page('notes/hostile-note.html');
			expect(textOf(select('h1', tree)!)).toBe(TITLE);
			expect(textOf(select('article .desc', tree)!)).toBe(DESCRIPTION);
			expect(runs(select('main', tree)!)).toEqual([]);
			// The page's own scripts are the site's: none holds the note's words.
			for (const script of selectAll('script:not([type="application/ld+json"])', tree))
				expect(textOf(script)).not.toContain('alert');
			expect(textOf(select('article .body', tree)!)).toContain('After the frame.');
			const data = selectAll('script[type="application/ld+json"]', tree).map(
				(script) => JSON.parse(textOf(script)) as { headline?: string },
			);
			expect(data.map((entry) => entry.headline)).toContain(TITLE);
		});

		test('its feeds carry the title as text and its text without anything that runs', () => {
			for (const file of ['rss.xml', 'atom.xml', 'feed.json']) {
				const parsed = parseFeed(readFileSync(join(dist, 'feeds', file), 'utf8'));
				const entry = (
					parsed.format === 'atom'
						? parsed.feed.entries!.map((item) => ({
								title: textOf(fromHtml(item.title?.value ?? '', { fragment: true })),
								html: (item.content as { value?: string }).value ?? '',
							}))
						: parsed.format === 'rss'
							? parsed.feed.items!.map((item) => ({
									title: item.title ?? '',
									html: item.content?.encoded ?? '',
								}))
							: parsed.format === 'json'
								? parsed.feed.items!.map((item) => ({
										title: item.title ?? '',
										html: item.content_html ?? '',
									}))
								: []
				).find((item) => item.title === TITLE);
				expect(entry, file).toBeDefined();
				const html = fromHtml(entry!.html, { fragment: true });
				expect(runs(html), file).toEqual([]);
				expect(textOf(html), file).toContain('After the frame.');
			}
		});

		test('its link preview draws the title as text', async () => {
			const png = readFileSync(join(dist, 'og', 'notes', 'hostile-note.png'));
			expect(pngTitle(png)).toBe(TITLE);
		});
	});

	test('brand files site.json does not name, and other files beside the projects, are not published', () => {
		const files = filesIn(dist);
		expect(files.filter((file) => /(^|\/)(stray|unused)\b/.test(file))).toEqual([]);
		expect(files.filter((file) => file.startsWith('_astro/') && /\.html?$/.test(file))).toEqual([]);
		for (const file of files.filter((name) => name.endsWith('.js')))
			expect(readFileSync(join(dist, file), 'utf8')).not.toContain("alert('stray')");
	});

	test('every published SVG is inert: no script, foreignObject, handler or outside reference', () => {
		const svgs = filesIn(dist).filter((file) => file.endsWith('.svg'));
		// The logo and the story's diagram are the hostile ones.
		expect(svgs.some((file) => file.includes('logo'))).toBe(true);
		expect(svgs.some((file) => file.includes('story-diagram'))).toBe(true);
		for (const file of svgs) {
			const tree = fromHtml(readFileSync(join(dist, file), 'utf8'), { fragment: true });
			for (const element of elements(tree)) {
				expect(element.tagName.toLowerCase(), file).not.toMatch(/^(script|foreignobject)$/);
				for (const [key, value] of Object.entries(element.properties)) {
					expect(key, file).not.toMatch(/^on/i);
					if (/href$/i.test(key)) expect(String(value), file).toMatch(/^#/);
				}
				if (element.tagName === 'style') expect(textOf(element)).not.toMatch(/@import|https?:/);
			}
		}
	});
});

/** The line both tools print for a bad file: file, field, and what is wrong. */
describe('project files that cannot be read safely', () => {
	let run: Run;
	beforeAll(async () => {
		run = await checkAndBuild('content-broken-files', 'safety-broken-files');
	}, 240_000);

	test.each([
		{
			case: 'JavaScript frontmatter (---js)',
			line: 'content/projects/js-frontmatter.md: (frontmatter): starts with "---js", a frontmatter in js; only YAML is read',
		},
		{
			case: 'TOML frontmatter (+++)',
			line: 'content/projects/toml-frontmatter.md: (frontmatter): starts with "+++", a frontmatter in TOML; only YAML is read',
		},
		{
			case: 'two files with the same id',
			line: 'content/projects/league-manager.md: (file): has the id "league-manager" of content/projects/League Manager.md, so both would be the page /projects/league-manager; rename one of the two files',
		},
		{
			case: 'a byte that is not UTF-8',
			line: 'content/projects/not-utf8.md: (file): not UTF-8 text: the byte 0xE9 at offset 213 is not valid UTF-8',
		},
		{
			case: 'a screenshot that is not there',
			line: 'content/projects/missing-screenshot.md: img: file not found: ./nope.png; put the screenshot beside missing-screenshot.md',
		},
		{
			case: 'a text file named .png',
			line: 'content/projects/text-as-png.md: img: ./text-as-png.png cannot be read as an image',
		},
		{
			case: 'a 20000x20000 screenshot',
			line: 'content/projects/huge-screenshot.md: img: ./huge-screenshot.png is 20000x20000 pixels, over the limit of 40 megapixels',
		},
		{
			case: 'an HTML file named .pdf as the résumé',
			line: 'content/site.json: resume.src: content/brand/resume.pdf is not a PDF: it holds HTML; export it again as a PDF',
		},
		{
			case: 'a 300-byte YAML alias bomb in a list',
			line: 'content/projects/alias-bomb.md: (frontmatter): its YAML aliases (*name) repeat values until it reads as more than',
		},
		...[
			'"file:///etc/passwd"',
			'"C:\\\\Users\\\\me\\\\cv.pdf"',
			'"http://localhost:4321/about"',
		].map((link) => ({
			case: `a link to ${link} in a story`,
			line: `content/projects/local-links.md: (body): the link ${link} leads to a file or server on your own computer, which no visitor can open; `,
		})),
	])('$case fails content:check and the build with the same line', ({ line }) => {
		expect(run.check.status).toBe(1);
		expect(run.check.output).toContain(line);
		expect(run.build.status).not.toBe(0);
		expect(run.build.output).toContain(line);
	});

	test('the ---js frontmatter is never run by either tool', () => {
		const marker = 'frontmatter-ran.txt';
		expect(existsSync(join(run.site, marker))).toBe(false);
		expect(existsSync(join(run.site, 'content', marker))).toBe(false);
		expect(existsSync(join(ROOT, marker))).toBe(false);
		// The fixture's JavaScript really would write the marker, were it evaluated.
		const text = readFileSync(join(run.site, 'content/projects/js-frontmatter.md'), 'utf8');
		expect(text).toContain(`writeFileSync('${marker}'`);
	});
});

/** Note files both tools refuse, each with the same line: file, field, fix. */
describe('note files that cannot be read safely', () => {
	let run: Run;
	beforeAll(async () => {
		run = await checkAndBuild('content-broken-notes', 'safety-broken-notes');
	}, 240_000);

	test.each([
		{
			case: 'a day in words',
			line: 'content/notes/bad-date.md: published: expected a date, got "March 2026"; write the day it is published, e.g. 2026-03-14',
		},
		{
			case: 'a cover that is not there',
			line: 'content/notes/missing-cover.md: cover.src: file not found: ./nope.png; put the picture beside missing-cover.md or fix the path',
		},
		{
			case: 'JavaScript frontmatter (---js)',
			line: 'content/notes/js-note.md: (frontmatter): starts with "---js", a frontmatter in js; only YAML is read',
		},
		{
			case: "a project's field",
			line: 'content/notes/unknown-field.md: desc: unknown field; remove it or fix its spelling',
		},
		{
			case: 'a day the calendar does not have',
			line: 'content/notes/impossible-date.md: published: expected a date, got "2026-13-45"; write the day it is published, e.g. 2026-03-14',
		},
		{
			case: 'a right-to-left override in the title',
			line: 'content/notes/reversed-title.md: title: holds the invisible control U+202E (right-to-left override), which turns the text after it around',
		},
	])('$case fails content:check and the build with the same line', ({ line }) => {
		expect(run.check.status).toBe(1);
		expect(run.check.output).toContain(line);
		expect(run.build.status).not.toBe(0);
		expect(run.build.output).toContain(line);
	});

	test('the ---js frontmatter of a note is never run by either tool', () => {
		for (const folder of [run.site, join(run.site, 'content'), ROOT])
			expect(existsSync(join(folder, 'note-frontmatter-ran.txt'))).toBe(false);
	});
});

describe('files outside the content folder, or not what their name says', () => {
	/** In the outside file's name and bytes: nothing built may hold it. */
	const MARKER = 'outside-secret-5c1e';
	let run: Run;
	let outside = '';
	const link = 'is a link to a file outside the content folder (files there are never published)';
	const out = 'is outside the content folder (files there are never published)';

	beforeAll(async () => {
		// A real picture outside the repository, so that only the check keeps it out of the site.
		outside = join(mkdtempSync(join(tmpdir(), 'content-outside-')), `${MARKER}.png`);
		const png = readFileSync(join(fixtureDir('content-valid'), 'brand/apple-touch-icon.png'));
		writeFileSync(outside, Buffer.concat([png, Buffer.from(MARKER)]));
		run = await checkAndBuild('content-hostile-files', 'safety-hostile-files', {}, (site) => {
			const content = join(site, 'content');
			for (const name of ['logo.svg', 'favicon.svg', 'social.png', 'photo.png', 'resume.pdf'])
				symlinkSync(outside, join(content, 'brand', name));
			symlinkSync(outside, join(content, 'projects/linked-screenshot.png'));
			// Where the fixture's `../../outside.png` leads: beside the content folder.
			copyFileSync(outside, join(site, 'outside.png'));
			const linked = readFileSync(join(content, 'projects/linked-screenshot.md'), 'utf8');
			writeFileSync(
				join(content, 'projects/absolute-screenshot.md'),
				linked
					.replace('./linked-screenshot.png', outside)
					.replace('Linked Screenshot', 'Absolute Screenshot'),
			);
		});
	}, 240_000);

	test.each([
		{ case: 'a linked logo', line: `content/site.json: logo.src: content/brand/logo.svg ${link}` },
		{
			case: 'a linked favicon',
			line: `content/site.json: icon: content/brand/favicon.svg ${link}`,
		},
		{
			case: 'a linked social image',
			line: `content/site.json: socialImage: content/brand/social.png ${link}`,
		},
		{
			case: 'a linked résumé PDF',
			line: `content/site.json: resume.src: content/brand/resume.pdf ${link}`,
		},
		{
			case: 'a linked photo',
			line: `content/resume.json: basics.image: content/brand/photo.png ${link}`,
		},
		{
			case: 'a text file named .png as the touch icon',
			line: 'content/site.json: touchIcon: content/brand/apple-touch-icon.png cannot be read as an image: it holds text, not a PNG image',
		},
		{
			case: 'a linked screenshot',
			line: `content/projects/linked-screenshot.md: img: ./linked-screenshot.png ${link}`,
		},
		{
			case: 'a ../ screenshot',
			line: `content/projects/climbing-screenshot.md: img: ../../outside.png ${out}`,
		},
		{
			case: "a ../ image in a project's story",
			line: `content/projects/climbing-screenshot.md: (body): ../../outside.png ${out}`,
		},
	])('$case fails content:check and the build with the same line', ({ line }) => {
		expect(run.check.status).toBe(1);
		expect(run.check.output).toContain(line);
		expect(run.build.status).not.toBe(0);
		expect(run.build.output).toContain(line);
	});

	test('an absolute screenshot path fails content:check and the build, naming file and field', () => {
		const line = `content/projects/absolute-screenshot.md: img: ${outside} ${out}`;
		expect(run.check.output).toContain(line);
		expect(run.build.output).toContain(line);
	});

	test("no built file holds the outside file's bytes or name", () => {
		const dist = join(run.site, 'dist');
		const files = existsSync(dist) ? filesIn(dist) : [];
		expect(files.filter((file) => /outside/.test(file))).toEqual([]);
		for (const file of files)
			expect(readFileSync(join(dist, file)).includes(MARKER), file).toBe(false);
	});
});

describe('settings files that cannot be read', () => {
	let run: Run;
	beforeAll(async () => {
		run = await checkAndBuild('content-broken-settings', 'safety-broken-settings');
	}, 240_000);

	test.each([
		{
			case: 'an address that is not a URL in site.json',
			line: 'content/site.json: url: expected a URL, got "test.example.com"; write the address the site is served at',
		},
		{
			case: 'a byte that is not UTF-8 in pages.json',
			line: 'content/pages.json: (file): not UTF-8 text: the byte 0xC3 at offset',
		},
	])('$case fails content:check and the build with the same line', ({ line }) => {
		expect(run.check.status).toBe(1);
		expect(run.check.output).toContain(line);
		expect(run.build.status).not.toBe(0);
		expect(run.build.output).toContain(line);
	});
});

test('a PUBLIC_EMAILJS_ORIGIN that would add a policy directive fails the build, naming it', () => {
	const value = 'https://api.emailjs.com;script-src';
	const site = stage('content-valid', 'safety-email-origin');
	// The content itself is valid: only the setting is wrong.
	expect(readJson(join(site, 'content/site.json'), 'site.json')).toBeTruthy();
	const { status, output } = buildSite(join(site, 'content'), join(site, 'dist'), {
		PUBLIC_EMAILJS_ORIGIN: value,
	});
	expect(status).not.toBe(0);
	expect(output).toContain(`PUBLIC_EMAILJS_ORIGIN: "${value}" has characters no host name has`);
}, 240_000);
