/**
 * `npm run import -- github <user>` on a copy of the valid fixture content, against the recorded
 * answers of GitHub's REST API (the import's fixtures: a user with 40 repositories, forks and
 * archived ones among them, READMEs with relative images, HTML and a huge image) that a local
 * server replays: what it writes, how a second import keeps the owner's edits, and each refusal
 * as a sentence with the next step, with nothing changed.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkContent } from '../../src/check/check.ts';
import { parseMarkdown, stringifyMarkdown } from '../../src/data/content-files.ts';
import type { Forge, Repository } from '../../src/import/forge.ts';
import { github } from '../../src/import/github.ts';
import { importRepositories } from '../../src/import/run.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { projectFileSchema, type ProjectFile } from '../../src/schemas/project.ts';
import { VALID_CONTENT } from '../tools/content.ts';
import { sameTree } from '../tools/fixture-content.ts';
import {
	recording,
	importSpace,
	routedFetch,
	runImport,
	type ReplayServer,
} from '../tools/replay-server.ts';

/** An import reads, writes and checks a content folder: seconds on a busy machine. */
const IMPORT_TIMEOUT = 60_000;

const USER = 'ada-lovelace-dev';
const LIST = `/users/${USER}/repos`;
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

interface Recorded {
	name: string;
	html_url: string;
	description: string | null;
	homepage: string | null;
	topics: string[];
	stargazers_count: number;
	pushed_at: string;
	fork: boolean;
	archived: boolean;
}

/** The user's repositories as GitHub answered. */
const recorded = JSON.parse(recording('github/repos.json')) as Recorded[];
const byName = (name: string) => recorded.find((repository) => repository.name === name)!;
/** Those an import takes unless asked for more: neither forks nor archived. */
const kept = recorded.filter((repository) => !repository.fork && !repository.archived);

let server: ReplayServer;
let work: string;
let content: string;
importSpace('import-github-', (space) => ({ server, work, content } = space));

const run = (argv: string[], env?: Record<string, string>) =>
	runImport(server, work, ['github', USER, ...argv], env);

/** A project file of the content folder: its frontmatter (validated) and body. */
function project(name: string): {
	data: ProjectFile & { imported?: { stars?: number; from: string } };
	body: string;
} {
	const file = join(content, 'projects', `${name}.md`);
	const { data, body } = parseMarkdown(readFileSync(file, 'utf8'), file);
	return { data: projectFileSchema.parse(data), body };
}

const markdownNames = () =>
	readdirSync(join(content, 'projects'))
		.filter((name) => name.endsWith('.md'))
		.sort();

describe('github: the first import', { timeout: IMPORT_TIMEOUT }, () => {
	test('--yes writes a draft project for each repository but forks and archived ones, which the content check accepts', async () => {
		const before = markdownNames();
		const { status, out, err } = await run(['--yes']);
		expect(err).toEqual([]);
		expect(status).toBe(0);
		const added = markdownNames().filter((name) => !before.includes(name));
		expect(added).toEqual(kept.map(({ name }) => `${name}.md`).sort());
		for (const repository of kept) {
			const { data } = project(repository.name);
			expect(data.title).toBe(repository.name);
			expect(data.github).toBe(repository.html_url);
			expect(data.draft).toBe(true);
			expect(data.imported?.from).toBe(repository.html_url);
			expect(data.imported?.stars).toBe(repository.stargazers_count);
		}
		expect((await checkContent(content, (path) => path)).problems).toEqual([]);
		// The previous folder is kept whole, and the line to put it back was printed first.
		const restore = out.find((line) => line.includes('npm run content:restore -- '));
		expect(restore).toBeDefined();
		const stamp = /content:restore -- (\S+)/.exec(restore!)![1]!;
		expect(
			sameTree(readTree(join(work, '.content-backup', stamp, 'content')), readTree(VALID_CONTENT)),
		).toBe(true);
	});

	test('a README becomes the story: links absolute, images as links, HTML sanitised, its first raster image the screenshot', async () => {
		expect((await run(['--only', 'weather-now,tiny-cli,homepage-without-scheme'])).status).toBe(0);
		const weather = project('weather-now');
		expect(weather.data.img).toBe('./weather-now.png');
		expect(readFileSync(join(content, 'projects', 'weather-now.png'))).toEqual(
			readFileSync(
				join(import.meta.dirname, '..', 'fixtures', 'import', 'images', 'screenshot.png'),
			),
		);
		expect(weather.data.href).toBe(`${byName('weather-now').homepage}/`);
		expect(weather.data.desc).toBe(byName('weather-now').description);
		const body = weather.body;
		expect(body).toContain(
			'(<https://github.com/ada-lovelace-dev/weather-now/blob/main/docs/guide.md>)',
		);
		expect(body).toContain(
			'(<https://github.com/ada-lovelace-dev/weather-now/blob/main/CHANGELOG.md>)',
		);
		expect(body).toContain(
			'[Architecture diagram](<https://raw.githubusercontent.com/ada-lovelace-dev/weather-now/main/docs/architecture.png>)',
		);
		expect(body).toContain(
			'href="https://github.com/ada-lovelace-dev/weather-now/blob/main/docs/themes.md"',
		);
		for (const gone of [
			'<script',
			'document.cookie',
			'onclick',
			'![',
			'docs/screenshot.png',
			'# Weather Now',
			'## Usage',
			'Never reached',
		])
			expect(body, gone).not.toContain(gone);
		expect(body).toContain('## Getting started');
		// Tags keep the spelling the site's other projects give them.
		expect(weather.data.category).toEqual(expect.arrayContaining(['TypeScript', 'React', 'pwa']));
		expect(weather.data.category).not.toContain('react');
		// No description on GitHub: the README's first sentence (under its underlined title).
		expect(project('tiny-cli').data.desc).toBe(
			'Tiny-cli turns a folder of Markdown notes into a searchable index.',
		);
		expect(project('homepage-without-scheme').data.href).toBe('https://links.ada.example/');
	});

	test('what the owner must finish is said per file: no README, a README without text, an image too large', async () => {
		const { status, out } = await run(['--only', 'pixel-garden,notes-app,badges-only']);
		expect(status).toBe(0);
		const line = (file: string) =>
			out.filter((text) => text.startsWith(`content/projects/${file}.md: `)).join('\n');
		expect(line('pixel-garden')).toMatch(
			/img: .*garden-full\.png is 12000x12000 pixels, over the limit of 40 megapixels;.*put a screenshot beside it/,
		);
		expect(project('pixel-garden').data.img).toBeUndefined();
		expect(project('pixel-garden').data.category).toEqual(['Rust', '🌱', 'ゲーム', 'пиксель-арт']);
		expect(line('notes-app')).toMatch(
			/\(body\): notes-app has no README.*write one below the frontmatter/,
		);
		expect(project('notes-app').body.trim()).toBe('');
		expect(line('badges-only')).toMatch(/\(body\): the README of badges-only has no text/);
		expect(line('badges-only')).toMatch(/category: .*no language or topics.*name its technologies/);
	});
});

describe('github: a second import', { timeout: IMPORT_TIMEOUT }, () => {
	test("keeps the owner's title and tag, updates the stars and what the owner left, and names a change on both sides", async () => {
		const only = ['--only', 'weather-now,tiny-cli'];
		expect((await run(only)).status).toBe(0);
		const file = join(content, 'projects', 'weather-now.md');
		const { data, body } = parseMarkdown(readFileSync(file, 'utf8'), file);
		const edited = data as ProjectFile;
		edited.title = 'Weather Now, my way';
		edited.category = edited.category.map((tag) => (tag === 'pwa' ? 'Offline' : tag));
		writeFileSync(file, stringifyMarkdown(body, edited));
		const changed = recorded.map((repository) =>
			repository.name === 'weather-now'
				? {
						...repository,
						stargazers_count: 200,
						description: 'Weather for the next hours, offline first.',
						topics: [...repository.topics, 'maps'],
					}
				: repository,
		);
		server.answer(LIST, { items: changed, paging: 'github' });
		{
			const { status, out } = await run(only);
			expect(status).toBe(0);
			const after = project('weather-now').data;
			expect(after.title).toBe('Weather Now, my way');
			expect(after.category).toContain('Offline');
			expect(after.category).not.toContain('pwa');
			expect(after.imported?.stars).toBe(200);
			expect(after.desc).toBe('Weather for the next hours, offline first.');
			expect(out).toContain('Updated content/projects/weather-now.md: desc, stars.');
			expect(
				out.find((line) => line.startsWith('content/projects/weather-now.md: category: kept your')),
			).toMatch(/GitHub now has .*"maps".*to take it, write it in/);
			expect(out.some((line) => line.includes('title'))).toBe(false);
			expect(out.at(-2)).toBe(`From GitHub (${USER}): 0 added, 1 updated, 1 up to date.`);
		}
	});

	test('a new README image replaces the screenshot the owner left; one the owner replaced stays, named', async () => {
		const image = (file: string) => readFileSync(join(FIXTURES, file));
		const shot = join(content, 'projects', 'weather-now.png');
		const route =
			'/raw.githubusercontent.com/ada-lovelace-dev/weather-now/main/docs/screenshot.png';
		expect((await run(['--only', 'weather-now'])).status).toBe(0);
		expect(readFileSync(shot)).toEqual(image('import/images/screenshot.png'));
		server.answer(route, { file: 'images/sun.png', type: 'image/png' });
		let result = await run(['--only', 'weather-now']);
		expect(result.out).toContain('Updated content/projects/weather-now.md: img.');
		expect(readFileSync(shot)).toEqual(image('import/images/sun.png'));
		const own = image('content-valid/brand/apple-touch-icon.png');
		writeFileSync(shot, own);
		server.answer(route, { file: 'images/screenshot.png', type: 'image/png' });
		result = await run(['--only', 'weather-now']);
		expect(result.status).toBe(0);
		expect(readFileSync(shot)).toEqual(own);
		expect(result.out).toContain(
			'content/projects/weather-now.md: img: kept your picture; the README shows another now: https://raw.githubusercontent.com/ada-lovelace-dev/weather-now/main/docs/screenshot.png.',
		);
	});

	test('with one new repository adds one file, and deletes or changes none', async () => {
		expect((await run(['--yes'])).status).toBe(0);
		const before = readTree(content);
		server.append(LIST, JSON.parse(recording('github/new-repository.json')));
		{
			const { status, out } = await run(['--yes']);
			expect(status).toBe(0);
			const after = readTree(content);
			expect([...after.keys()].filter((path) => !before.has(path))).toEqual([
				'projects/new-shiny-thing.md',
			]);
			for (const [path, entry] of before) expect(after.get(path), path).toEqual(entry);
			expect(out.at(-2)).toBe(
				`From GitHub (${USER}): 1 added, 0 updated, ${kept.length} up to date.`,
			);
		}
	});

	test('an unchanged source changes nothing and makes no backup', async () => {
		expect((await run(['--only', 'tiny-cli'])).status).toBe(0);
		const before = readTree(work);
		const { status, out } = await run(['--only', 'tiny-cli']);
		expect(status).toBe(0);
		expect(out.at(-1)).toMatch(/1 up to date\. Nothing to change\.$/);
		expect(sameTree(readTree(work), before)).toBe(true);
	});

	test("leaves the owner's own file about a repository as it is", async () => {
		const own = join(content, 'projects', 'valid-app.md');
		const { data, body } = parseMarkdown(readFileSync(own, 'utf8'), own);
		writeFileSync(
			own,
			stringifyMarkdown(body, { ...(data as object), github: byName('tiny-cli').html_url }),
		);
		const before = readFileSync(own);
		const { status, out } = await run(['--only', 'tiny-cli']);
		expect(status).toBe(0);
		expect(out[0]).toMatch(
			/^content\/projects\/valid-app\.md is yours and is about https:\/\/github\.com\/ada-lovelace-dev\/tiny-cli: left as it is/,
		);
		expect(readFileSync(own)).toEqual(before);
		expect(existsSync(join(content, 'projects', 'tiny-cli.md'))).toBe(false);
	});
});

describe('github: choosing', { timeout: IMPORT_TIMEOUT }, () => {
	test('without --yes, --only or a terminal it lists the repositories by stars (or --sort pushed) and changes nothing', async () => {
		const before = readTree(work);
		const listed = async (argv: string[]) => {
			const { status, out } = await run(argv);
			expect(status).toBe(2);
			return out.filter((line) => line.startsWith('  ')).map((line) => line.trim().split(' ')[0]!);
		};
		const byStars = [...kept].sort(
			(a, b) => b.stargazers_count - a.stargazers_count || b.pushed_at.localeCompare(a.pushed_at),
		);
		expect(await listed([])).toEqual(byStars.map(({ name }) => name));
		const byPush = [...kept].sort((a, b) => b.pushed_at.localeCompare(a.pushed_at));
		expect(await listed(['--sort', 'pushed'])).toEqual(byPush.map(({ name }) => name));
		expect(sameTree(readTree(work), before)).toBe(true);
	});

	test('a fork, an archived, a private or a misspelt name in --only says why, and changes nothing', async () => {
		const before = readTree(work);
		const refused = async (name: string, reason: RegExp) => {
			const { status, err } = await run(['--only', name]);
			expect(status).toBe(1);
			expect(err.join('\n')).toMatch(reason);
		};
		await refused('react', /^react is a fork: add --forks to import it\. Nothing was changed\.$/);
		await refused(
			'old-blog',
			/^old-blog is archived: add --archived to import it\. Nothing was changed\.$/,
		);
		await refused(
			'secret-plans',
			/GitHub lists no public repository named secret-plans for ada-lovelace-dev: check the name .* A private repository is never imported.*make it public on GitHub first\. Nothing was changed\./,
		);
		expect(sameTree(readTree(work), before)).toBe(true);
		expect((await run(['--only', 'react,old-blog', '--forks', '--archived'])).status).toBe(0);
		expect(markdownNames()).toEqual(expect.arrayContaining(['react.md', 'old-blog.md']));
	});

	test('an API address that is no web address, and a project file that is not YAML, stop it with their names', async () => {
		let result = await run(['--yes'], { GITHUB_API_URL: 'api.github.example' });
		expect(result.status).toBe(2);
		expect(result.err[0]).toBe(
			'GITHUB_API_URL: api.github.example is not a web address; write one such as https://api.github.com',
		);
		writeFileSync(join(content, 'projects', 'scripted.md'), '---js\n({ title: "x" })\n---\n');
		const before = readTree(work);
		result = await run(['--only', 'tiny-cli']);
		expect(result.status).toBe(1);
		expect(result.err[0]).toMatch(
			/^content\/projects\/scripted\.md: \(frontmatter\): starts with "---js"/,
		);
		expect(sameTree(readTree(work), before)).toBe(true);
	});

	test('a file the content check would refuse stops the whole import: nothing is written', async () => {
		// A forge that gives one sound repository and one whose name is blank (no title).
		const repository = (name: string): Repository => ({
			id: name,
			name,
			url: `https://github.com/${USER}/${name.trim() || 'blank'}`,
			description: 'A project.',
			topics: ['cli'],
			stars: 1,
			fork: false,
			archived: false,
			private: false,
		});
		const forge: Forge = {
			name: 'GitHub',
			repositories: async () => [],
			details: async () => ({}),
		};
		const before = readTree(content);
		const lines: string[] = [];
		const status = await importRepositories(forge, USER, [repository('sound'), repository(' ')], {
			content,
			fetcher: routedFetch(server),
			publish: false,
			out: (line) => lines.push(line),
			err: (line) => lines.push(line),
			show: (path) => relative(work, path),
		});
		expect(status).toBe(1);
		expect(lines).toContain('content/projects/project.md: title: is empty; write the project name');
		expect(lines.at(-1)).toMatch(
			/^The content check refuses a file the import would write: .* Nothing was changed\.$/,
		);
		expect(sameTree(readTree(content), before)).toBe(true);
	});

	test('every page of a long list is read', async () => {
		const forge = github({
			fetcher: routedFetch(server),
			api: server.origin,
			tokenVariable: 'GITHUB_TOKEN',
			pageSize: 25,
		});
		const start = server.requests.length;
		expect((await forge.repositories(USER)).map(({ name }) => name)).toEqual(
			recorded.map(({ name }) => name),
		);
		expect(server.requests.slice(start).filter((path) => path.startsWith(LIST))).toHaveLength(2);
	});
});

describe(
	'github: refusals, each a sentence with the next step, nothing changed',
	{ timeout: IMPORT_TIMEOUT },
	() => {
		const refusal = async (argv: string[], env: Record<string, string>, pattern: RegExp) => {
			const before = readTree(work);
			const { status, err } = await run(argv, env);
			expect(status).toBe(1);
			expect(err.join('\n')).toMatch(pattern);
			expect(err.join('\n')).toMatch(/Nothing was changed\.$/);
			expect(sameTree(readTree(work), before)).toBe(true);
		};

		test('a used-up rate limit, with the time it resets', async () => {
			const reset = Math.floor(Date.now() / 1000) + 23 * 60;
			server.answer(LIST, 'github-rate-limited', { 'x-ratelimit-reset': String(reset) });
			const time = new Intl.DateTimeFormat(undefined, {
				hour: '2-digit',
				minute: '2-digit',
				timeZoneName: 'short',
			}).format(new Date(reset * 1000));
			await refusal(
				['--yes'],
				{},
				new RegExp(
					`^GitHub's limit of 60 requests an hour without a token is used up until ${time} \\(in 23 minutes\\)\\. Run the import again then, or set GITHUB_TOKEN to a token of yours`,
				),
			);
		});

		test('a user GitHub does not have, and a name that cannot be one', async () => {
			server.answer(LIST, 'github-not-found');
			await refusal(['--yes'], {}, /^GitHub has no user ada-lovelace-dev: check the spelling/);
			const { err } = await runImport(server, work, ['github', 'no such user', '--yes']);
			expect(err[0]).toMatch(
				/^"no such user" is not a GitHub user name: give the name in your profile's address, github\.com\/<name>\./,
			);
		});

		test('a token GitHub refuses, and one without access', async () => {
			server.answer(LIST, 'github-bad-credentials');
			await refusal(
				['--yes'],
				{ GITHUB_TOKEN: 'ghp_expired' },
				/^GitHub refused the token in GITHUB_TOKEN \(GitHub says: Bad credentials\): it may have expired or been revoked; make a new one, or unset GITHUB_TOKEN/,
			);
			server.answer(LIST, 'github-no-access');
			await refusal(
				['--yes'],
				{ GITHUB_TOKEN: 'ghp_narrow' },
				/^The token in GITHUB_TOKEN has no access to this \(GitHub says: Resource not accessible by personal access token\): give it read access to public repositories/,
			);
		});

		test('no network', async () => {
			// A port of this machine where nothing listens.
			const port = await new Promise<number>((done) => {
				const probe = createServer().listen(0, '127.0.0.1', () => {
					const { port: free } = probe.address() as AddressInfo;
					probe.close(() => done(free));
				});
			});
			await refusal(
				['--yes'],
				{ GITHUB_API_URL: `http://127.0.0.1:${port}` },
				new RegExp(
					`^Could not reach 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\): check your connection and GITHUB_API_URL if you set it, then run the import again\\.`,
				),
			);
		});
	},
);

test(
	'the token goes to the API alone, never to the hosts of the images, and into no file',
	{ timeout: IMPORT_TIMEOUT },
	async () => {
		// Shaped as GitHub's tokens are, made here so that no file of the project holds one.
		const token = `ghp_${'0123456789abcdefghij'.repeat(2).slice(0, 36)}`;
		const start = server.requests.length;
		expect((await run(['--only', 'weather-now'], { GITHUB_TOKEN: token })).status).toBe(0);
		const asked = server.requests.slice(start).map((path, index) => ({
			path,
			authorization: server.headers[start + index]!.authorization,
		}));
		expect(
			asked
				.filter(({ path }) => !path.startsWith('/raw.'))
				.every(({ authorization }) => authorization === `Bearer ${token}`),
		).toBe(true);
		const images = asked.filter(({ path }) => path.startsWith('/raw.githubusercontent.com/'));
		expect(images.length).toBeGreaterThan(0);
		for (const { authorization } of images) expect(authorization).toBeUndefined();
		for (const [path, entry] of readTree(content)) {
			const text = 'bytes' in entry ? Buffer.from(entry.bytes).toString('latin1') : '';
			expect(text.includes(token), path).toBe(false);
			expect(text.includes(new URL(server.origin).host), path).toBe(false);
		}
	},
);
