/**
 * `npm run import -- gitlab <user> --gitlab-url <instance>` against the recorded answers of
 * GitLab's REST API (v4), as an instance answers without a token (each project's simple fields in
 * the list, the rest from its own page), replayed by a local server standing for a self-hosted
 * instance: projects written, forks and archived ones left out, the main language, the README,
 * and GitLab's refusals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkContent } from '../../src/check/check.ts';
import { readMarkdown } from '../../src/data/content-files.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { projectFileSchema } from '../../src/schemas/project.ts';
import { sameTree } from '../tools/fixture-content.ts';
import { recording, importSpace, runImport, type ReplayServer } from '../tools/replay-server.ts';

/** An import reads, writes and checks a content folder: seconds on a busy machine. */
const IMPORT_TIMEOUT = 60_000;

const USER = 'jane-gitlab';
const LIST = `/api/v4/users/${USER}/projects`;

let server: ReplayServer;
let work: string;
let content: string;
importSpace('import-gitlab-', (space) => ({ server, work, content } = space));

const run = (argv: string[], env?: Record<string, string>) =>
	runImport(server, work, ['gitlab', USER, '--gitlab-url', server.origin, ...argv], env);

const project = (name: string) => {
	const file = join(content, 'projects', `${name}.md`);
	const { data, body } = readMarkdown(file, file);
	return { data: projectFileSchema.parse(data), body };
};

describe('gitlab', { timeout: IMPORT_TIMEOUT }, () => {
	test('--yes writes the public projects but the fork and the archived one, with their main language and README', async () => {
		const { status, out } = await run(['--yes']);
		expect(status).toBe(0);
		const listed = JSON.parse(recording('gitlab/projects.json')) as {
			name: string;
			web_url: string;
		}[];
		const added = out.filter((line) => line.startsWith('Added '));
		expect(added).toEqual([
			'Added content/projects/tram-times.md (a draft).',
			'Added content/projects/lab-notebook.md (a draft).',
			'Added content/projects/без-описания.md (a draft).',
		]);
		const tram = project('tram-times');
		expect(tram.data.github).toBe(listed.find(({ name }) => name === 'Tram Times')!.web_url);
		// Vue is the main language (61 %); the topic "vue" is the same tag.
		expect(tram.data.category).toEqual(['Vue', 'öpnv', '🚋']);
		// The README's image is named .png but holds a JPEG: it is saved by what it holds.
		expect(tram.data.img).toBe('./tram-times.jpg');
		expect(readFileSync(join(content, 'projects', 'tram-times.jpg')).subarray(0, 3)).toEqual(
			Buffer.from([0xff, 0xd8, 0xff]),
		);
		expect(tram.body).toContain(
			'(<https://gitlab.com/jane-gitlab/tram-times/-/blob/main/docs/data.md>)',
		);
		expect(project('lab-notebook').data.category).toEqual(['Python', 'science']);
		// No description and no README: the placeholder, kept a draft, and a line saying so.
		expect(project('без-описания').data.draft).toBe(true);
		expect(out.join('\n')).toMatch(
			/без-описания\.md: desc: GitLab has no description of Без описания/,
		);
		const problems = (await checkContent(content, (path) => path)).problems;
		expect(problems).toEqual([]);
	});

	test('a user the instance does not have, and a used-up rate limit', async () => {
		const before = readTree(work);
		server.answer(LIST, 'gitlab-user-not-found');
		let result = await run(['--yes']);
		expect(result.status).toBe(1);
		expect(result.err[0]).toBe(
			`${new URL(server.origin).host} has no user ${USER}: check the spelling (the name in your profile's address, ${server.origin}/<name>). Nothing was changed.`,
		);
		server.answer(LIST, 'gitlab-rate-limited', {
			'ratelimit-reset': String(Math.floor(Date.now() / 1000) + 10 * 60),
		});
		result = await run(['--yes']);
		expect(result.status).toBe(1);
		expect(result.err[0]).toMatch(
			/^GitLab's limit of 400 requests without a token is used up until .* \(in 10 minutes\)\. Run the import again then, or set GITLAB_TOKEN/,
		);
		expect(sameTree(readTree(work), before)).toBe(true);
	});

	test('a token goes in the PRIVATE-TOKEN header, to the instance alone', async () => {
		const start = server.requests.length;
		expect(
			(await run(['--only', 'Tram Times'], { GITLAB_TOKEN: 'glpat-not-a-real-one' })).status,
		).toBe(0);
		const asked = server.requests.slice(start).map((path, index) => ({
			path,
			token: server.headers[start + index]!['private-token'],
		}));
		for (const { path, token } of asked)
			expect(token, path).toBe(path.startsWith('/api/v4/') ? 'glpat-not-a-real-one' : undefined);
		expect(asked.some(({ path }) => path.startsWith('/gitlab.com/'))).toBe(true);
	});
});
