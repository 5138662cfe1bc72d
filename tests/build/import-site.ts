/**
 * The site `npm run import` makes: a copy of the valid fixture content with three GitHub
 * repositories and a GitLab project imported as published projects, and two feeds' articles as
 * published notes, from the recorded answers the replay server gives (a token set, as an owner
 * with one would). Written under .e2e/ by the build suite's setup and built beside the other sites.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../scripts/import.ts';
import { readTree } from '../../src/owner-files/tree.ts';
import { sameTree, VALID } from '../tools/fixture-content.ts';
import { replayServer, routedFetch } from '../tools/replay-server.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** A token as GitHub writes one (never a real one): no built file may hold it. */
export const FAKE_TOKEN = `ghp_${'Import0Test0Token0Never0Real'.padEnd(36, 'x')}`;

/** The site the import makes, and what it imports. */
export const IMPORT_SITE = {
	content: '.e2e/fixtures/import',
	dist: '.e2e/sites/import/dist',
	github: { user: 'ada-lovelace-dev', only: 'weather-now,tiny-cli,pixel-garden' },
	gitlab: { user: 'jane-gitlab', only: 'Tram Times' },
	feeds: ['/feed.json', '/feed.xml'],
};

/** The host the import reached the APIs at (the replay server's, on any port): no built file may hold it. */
export const API_HOST = '127.0.0.1';

/** Writes the content the imports make of a copy of the valid fixture content; the exit codes and lines. */
export async function writeImportSite(): Promise<{ status: number; out: string[] }> {
	const server = await replayServer();
	const work = mkdtempSync(join(tmpdir(), 'import-site-'));
	const content = join(work, 'content');
	cpSync(VALID, content, { recursive: true });
	const out: string[] = [];
	const io = {
		cwd: work,
		env: { GITHUB_API_URL: server.origin, GITHUB_TOKEN: FAKE_TOKEN, GITLAB_TOKEN: FAKE_TOKEN },
		out: (line: string) => out.push(line),
		err: (line: string) => out.push(line),
		fetcher: routedFetch(server),
		isTerminal: false,
	};
	const { github, gitlab, feeds } = IMPORT_SITE;
	const runs = [
		['github', github.user, '--only', github.only, '--publish'],
		['gitlab', gitlab.user, '--gitlab-url', server.origin, '--only', gitlab.only, '--publish'],
		...feeds.map((path) => ['feed', `${server.origin}${path}`, '--publish']),
	];
	let status = 0;
	try {
		for (const argv of runs) status ||= await main(argv, io);
	} finally {
		await server.close();
	}
	const dest = resolve(ROOT, IMPORT_SITE.content);
	if (status === 0 && !sameTree(readTree(dest), readTree(content))) {
		rmSync(dest, { recursive: true, force: true });
		cpSync(content, dest, { recursive: true });
	}
	rmSync(work, { recursive: true, force: true });
	return { status, out };
}
