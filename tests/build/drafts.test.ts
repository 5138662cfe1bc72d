/**
 * Drafts, on the variant of the valid fixture content with a draft added (`VARIANTS`: it
 * carries a tag no published project has, and one they have): the production build leaves it
 * out of the grid, the project pages, the sitemap and the tag counts; the development server
 * shows it, marked "Draft" (and says on the search page that search needs a build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildEnv } from '../tools/fixture-site.ts';
import { decodedUrl, readCopy, readProjects } from '../tools/content.ts';
import { freePorts } from '../e2e/env.ts';
import { DRAFT, VARIANTS } from './variants.ts';

const ROOT = join(import.meta.dirname, '../..');
/** The draft's content folder, written by the setup, for the development server. */
const content = join(ROOT, VARIANTS.cases.content);
/** The fixture owner's texts: the draft badge and note, the chip that shows every project. */
const copy = readCopy(content);
const published = readProjects(content);

/** `text` as it stands in the built HTML, as a pattern: escaped for HTML, then for a RegExp. */
const ENTITIES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '(?:"|&quot;|&#34;)',
	"'": "(?:'|&#39;|&#x27;)",
};
const inHtml = (text: string) =>
	text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const dist = inject('dist').cases;
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

describe('a production build with a draft', () => {
	test('has no page for the draft, and pages for the published projects', () => {
		expect(existsSync(join(content, 'projects', `${DRAFT.id}.md`))).toBe(true);
		expect(existsSync(join(dist, 'projects', `${DRAFT.id}.html`))).toBe(false);
		for (const { path } of published)
			expect(existsSync(join(dist, `${path}.html`)), path).toBe(true);
	});

	test(`leaves the draft out of the grid, its tag out of the chips, and ${DRAFT.shared} counted without it`, () => {
		const grid = read('projects.html');
		expect(grid).not.toContain(DRAFT.title);
		expect(grid).not.toContain(DRAFT.tag);
		expect(grid).not.toMatch(new RegExp(`>${inHtml(copy.card.draft)}<`));
		expect(grid).not.toContain(`/projects/${DRAFT.id}`);
		// The chips as rendered count the published projects only.
		// React's own text nodes are separated by comments in its server HTML.
		const chip = (label: string) =>
			new RegExp(`>${inHtml(label)}(?:<!-- -->)? <span[^>]*>\\((?:<!-- -->)?(\\d+)`).exec(
				grid,
			)?.[1];
		expect(chip(copy.projects.allTags)).toBe(String(published.length));
		const shared = published.filter(({ category }) => category.includes(DRAFT.shared));
		expect(shared.length).toBeGreaterThan(0);
		expect(chip(DRAFT.shared)).toBe(String(shared.length));
	});

	test('leaves the draft out of the sitemap and of its neighbours', () => {
		expect(read('sitemap-0.xml')).not.toContain(DRAFT.id);
		for (const { path } of published) {
			expect(decodedUrl(read('sitemap-0.xml'))).toContain(`${path}<`);
			expect(read(`${path.slice(1)}.html`), path).not.toContain(DRAFT.title);
		}
	});
});

describe('the development server with a draft', () => {
	let server: ChildProcess | undefined;
	let base = '';

	beforeAll(async () => {
		// A port free at the time, for the development server.
		const [port] = await freePorts(1);
		base = `http://127.0.0.1:${port}`;
		// The server keeps its content store in the project's .astro/: entries of an earlier copy
		// of the same files elsewhere would stand for these, pointing at that copy's images.
		rmSync(join(ROOT, '.astro', 'data-store.json'), { force: true });
		server = spawn(
			process.execPath,
			[
				join(ROOT, 'node_modules/astro/bin/astro.mjs'),
				'dev',
				'--host',
				'127.0.0.1',
				'--port',
				String(port),
				'--ignore-lock',
			],
			{ cwd: ROOT, env: buildEnv({ CONTENT_DIR: content }), stdio: 'ignore' },
		);
		const deadline = Date.now() + 60_000;
		while (Date.now() < deadline) {
			try {
				if ((await fetch(`${base}/`)).ok) return;
			} catch {
				// not listening yet
			}
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
		throw new Error(`astro dev did not answer on port ${port}`);
	}, 90_000);

	afterAll(() => {
		server?.kill();
	});

	test('lists the draft with a visible "Draft" badge, and gives it a page', async () => {
		const grid = await (await fetch(`${base}/projects`)).text();
		expect(grid).toContain(DRAFT.title);
		expect(grid).toMatch(new RegExp(`>${inHtml(copy.card.draft)}<`));
		const page = await fetch(`${base}/projects/${DRAFT.id}`);
		expect(page.status).toBe(200);
		const html = await page.text();
		expect(html).toContain(DRAFT.title);
		expect(html).toMatch(new RegExp(`>${inHtml(copy.project.draft)}<`));
	}, 60_000);

	// The same server, for what only it shows: it writes no search index.
	test('says on the search page that search works in a build; the build does not', async () => {
		const note = new RegExp(`>\\s*${inHtml(copy.search.dev)}\\s*<`);
		expect(await (await fetch(`${base}/search`)).text()).toMatch(note);
		expect(read('search.html')).not.toMatch(note);
	}, 60_000);
});
