/**
 * Drafts, on a copy of the valid fixture content with one draft added (it carries a tag no
 * published project has): the production build leaves it out of the grid, the project pages,
 * the sitemap and the tag counts; the development server shows it, marked "Draft".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildEnv, buildSite } from '../../scripts/fixture-site.ts';
import { pagesSchema } from '../../src/schemas/pages.ts';

const ROOT = join(import.meta.dirname, '../..');
/** A port of this suite's own, for the development server. */
const DEV_PORT = Number(process.env.DRAFTS_DEV_PORT ?? 4450);
const DRAFT = { id: 'draft-app', title: 'Unfinished Draft App', tag: 'Elixir' };
const FIXTURE = join(ROOT, 'tests/fixtures/content-valid');
/** The fixture owner's texts: the draft badge and note, the chip that shows every project. */
const copy = pagesSchema.parse(JSON.parse(readFileSync(join(FIXTURE, 'pages.json'), 'utf8')));

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

/** The draft's content folder, for the build and the development server. */
let content = '';
const dist = join(ROOT, '.e2e', 'sites', 'drafts', 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

beforeAll(() => {
	// Inside the project, where the development server may read it.
	content = join(ROOT, '.e2e', 'content-drafts');
	rmSync(content, { recursive: true, force: true });
	cpSync(FIXTURE, content, { recursive: true });
	writeFileSync(
		join(content, 'projects', `${DRAFT.id}.md`),
		[
			'---',
			`title: ${DRAFT.title}`,
			'desc: Not ready to be shown.',
			'img: ./valid-app.svg',
			'authorName: Test Author',
			'href: https://draft.example.com',
			'github: https://github.com/test/draft-app',
			`category: [${DRAFT.tag}, React]`,
			'order: 0',
			'draft: true',
			'---',
			'',
			'Half of a story.',
			'',
		].join('\n'),
	);
	const build = buildSite(content, dist);
	expect(build.status, build.output).toBe(0);
}, 240_000);

afterAll(() => {
	rmSync(content, { recursive: true, force: true });
});

describe('a production build with a draft', () => {
	test('has no page for the draft, and pages for the published projects', () => {
		expect(existsSync(join(dist, 'projects', `${DRAFT.id}.html`))).toBe(false);
		expect(existsSync(join(dist, 'projects', 'valid-app.html'))).toBe(true);
		expect(existsSync(join(dist, 'projects', 'second-app.html'))).toBe(true);
	});

	test('leaves the draft out of the grid, its tag out of the chips, and React counted once', () => {
		const grid = read('projects.html');
		expect(grid).not.toContain(DRAFT.title);
		expect(grid).not.toContain(DRAFT.tag);
		expect(grid).not.toMatch(new RegExp(`>${inHtml(copy.card.draft)}<`));
		expect(grid).not.toContain(`/projects/${DRAFT.id}`);
		// The chips as rendered: two published projects, one of them with React.
		// React's own text nodes are separated by comments in its server HTML.
		const chip = (label: string) =>
			new RegExp(`>${inHtml(label)}(?:<!-- -->)? <span[^>]*>\\((?:<!-- -->)?(\\d+)`).exec(
				grid,
			)?.[1];
		expect(chip(copy.projects.allTags)).toBe('2');
		expect(chip('React')).toBe('1');
	});

	test('leaves the draft out of the sitemap and of its neighbours', () => {
		expect(read('sitemap-0.xml')).not.toContain(DRAFT.id);
		expect(read('sitemap-0.xml')).toContain('/projects/valid-app<');
		for (const file of ['projects/valid-app.html', 'projects/second-app.html'])
			expect(read(file)).not.toContain(DRAFT.title);
	});
});

describe('the development server with a draft', () => {
	let server: ChildProcess | undefined;
	const base = `http://127.0.0.1:${DEV_PORT}`;

	beforeAll(async () => {
		server = spawn(
			process.execPath,
			[
				join(ROOT, 'node_modules/astro/bin/astro.mjs'),
				'dev',
				'--host',
				'127.0.0.1',
				'--port',
				String(DEV_PORT),
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
		throw new Error(`astro dev did not answer on port ${DEV_PORT}`);
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
});
