/**
 * A local HTTP server that replays the recorded answers of GitHub's and GitLab's REST APIs, of the
 * raw files their READMEs show and of three feeds (the import fixtures' recordings), so the
 * import's tests never reach the internet. Lists are served page by page as each API pages them
 * (GitHub's `Link` header, GitLab's `x-next-page`); a test can swap an answer for a recorded refusal
 * (a used-up rate limit, a missing user) or add an entry to a list. `routedFetch` sends the
 * requests the import makes to other hosts (raw files) to the server, and refuses any other host.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { VALID } from './fixture-content.ts';

const RECORDINGS = join(import.meta.dirname, '..', 'fixtures', 'import');

/** A recorded answer: a file (or a list served in pages, or an inline body), its status and headers. */
interface Route {
	file?: string;
	/** A recorded list, served in pages; or `items`, a list the test gives. */
	list?: string;
	items?: unknown[];
	paging?: 'github' | 'gitlab';
	type?: string;
	status?: number;
	headers?: Record<string, string>;
	body?: unknown;
	text?: string;
}

const recorded = JSON.parse(readFileSync(join(RECORDINGS, 'recordings.json'), 'utf8')) as {
	routes: Record<string, Route>;
	answers: Record<string, Route>;
};

/** The names of the recorded refusals and pages a test may put in a route's place. */
export type AnswerName = keyof typeof recorded.answers & string;

/** A recorded file's text. */
export const recording = (file: string) => readFileSync(join(RECORDINGS, file), 'utf8');

/** The answer GitHub gives a path it does not know. */
const NOT_FOUND: Route = {
	status: 404,
	body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
};

/** The hosts whose files the recordings hold, served under `/<host>/…`. */
const FILE_HOSTS = ['raw.githubusercontent.com', 'gitlab.com'];

export interface ReplayServer {
	origin: string;
	/** Every path asked for, in order, with its query. */
	requests: string[];
	/** Every request's headers, in order. */
	headers: Record<string, string | string[] | undefined>[];
	/**
	 * Puts a recorded answer (with `headers` changed, as a reset time the test needs), or a route
	 * of the test's own, in the place of `path`'s.
	 */
	answer(path: string, answer: AnswerName | Route, headers?: Record<string, string>): void;
	/** Adds an entry to the list served at `path`. */
	append(path: string, entry: unknown): void;
	/** Puts every recorded answer back, as the server started. */
	reset(): void;
	close(): Promise<void>;
}

/** Starts the server on a free port of 127.0.0.1. */
export async function replayServer(): Promise<ReplayServer> {
	let routes = new Map(Object.entries(recorded.routes));
	const extra = new Map<string, unknown[]>();
	const requests: string[] = [];
	const headers: ReplayServer['headers'] = [];
	const server = createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://replay.invalid');
		requests.push(`${url.pathname}${url.search}`);
		headers.push(request.headers);
		const route = routes.get(decodeURIComponent(url.pathname)) ?? NOT_FOUND;
		const head: Record<string, string> = { ...route.headers };
		let body: string | Buffer;
		if (route.list || route.items) {
			const listed = route.items ?? (JSON.parse(recording(route.list!)) as unknown[]);
			const all = [...listed, ...(extra.get(url.pathname) ?? [])];
			const size = Math.min(
				100,
				Number(url.searchParams.get('per_page') ?? (route.paging === 'github' ? 30 : 20)),
			);
			const page = Number(url.searchParams.get('page') ?? 1);
			const last = Math.max(1, Math.ceil(all.length / size));
			body = JSON.stringify(all.slice((page - 1) * size, page * size));
			const at = (n: number) => {
				const next = new URL(`${origin}${url.pathname}${url.search}`);
				next.searchParams.set('page', String(n));
				return next.href;
			};
			if (route.paging === 'github' && page < last)
				head.link = `<${at(page + 1)}>; rel="next", <${at(last)}>; rel="last"`;
			if (route.paging === 'gitlab')
				Object.assign(head, {
					'x-page': String(page),
					'x-per-page': String(size),
					'x-next-page': page < last ? String(page + 1) : '',
					'x-total': String(all.length),
					'x-total-pages': String(last),
				});
		} else if (route.file) body = readFileSync(join(RECORDINGS, route.file));
		else if (route.text !== undefined) body = route.text;
		else body = JSON.stringify(route.body ?? null);
		head['content-type'] =
			route.type ?? (route.text !== undefined ? 'text/plain' : 'application/json; charset=utf-8');
		response.writeHead(route.status ?? 200, head);
		response.end(body);
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		origin,
		requests,
		headers,
		answer: (path, answer, headers = {}) => {
			const route = typeof answer === 'string' ? recorded.answers[answer]! : answer;
			routes.set(path, { ...route, headers: { ...route.headers, ...headers } });
		},
		append: (path, entry) => extra.set(path, [...(extra.get(path) ?? []), entry]),
		reset: () => {
			routes = new Map(Object.entries(recorded.routes));
			extra.clear();
		},
		close: () => new Promise((done) => server.close(() => done())),
	};
}

/**
 * A fetch for the import that never leaves this machine: its own addresses as they are, the
 * recorded hosts' files under the server's `/<host>/`, and any other address refused as a
 * network failure would be.
 */
export function routedFetch(server: ReplayServer) {
	return (url: string, init: RequestInit): Promise<Response> => {
		const target = new URL(url);
		// The server itself, and any other port of this machine (to find no server there).
		if (target.hostname === '127.0.0.1') return fetch(url, init);
		if (target.protocol === 'https:' && FILE_HOSTS.includes(target.host))
			return fetch(`${server.origin}/${target.host}${target.pathname}${target.search}`, init);
		return Promise.reject(
			new TypeError('fetch failed', {
				cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${target.host}`), {
					code: 'ENOTFOUND',
				}),
			}),
		);
	};
}

/**
 * Runs `npm run import` (its main, in this process) in `cwd` against the server: the API's
 * address is the server's, `env` adds variables (a token). Its exit code and the lines it printed.
 */
export async function runImport(
	server: ReplayServer,
	cwd: string,
	argv: string[],
	env: Record<string, string> = {},
) {
	const { main } = await import('../../scripts/import.ts');
	const out: string[] = [];
	const err: string[] = [];
	const status = await main(argv, {
		cwd,
		env: { GITHUB_API_URL: server.origin, ...env },
		out: (line) => out.push(line),
		err: (line) => err.push(line),
		fetcher: routedFetch(server),
		isTerminal: false,
	});
	return { status, out, err };
}

/** What an import test works on: the server, and a fresh folder holding a copy of the valid content. */
export interface ImportSpace {
	server: ReplayServer;
	/** The folder the command runs in. */
	work: string;
	/** Its `content/`. */
	content: string;
}

/**
 * The hooks of an import test file: one server for the file, put back as recorded after each
 * test, and a fresh copy of the valid fixture content for each test (named `prefix`…), handed
 * to `set` as they change.
 */
export function importSpace(prefix: string, set: (space: ImportSpace) => void): void {
	let space: ImportSpace;
	beforeAll(async () => {
		space = { server: await replayServer(), work: '', content: '' };
	});
	afterAll(() => space.server.close());
	beforeEach(() => {
		const work = mkdtempSync(join(tmpdir(), prefix));
		space = { ...space, work, content: join(work, 'content') };
		cpSync(VALID, space.content, { recursive: true });
		set(space);
	});
	afterEach(() => {
		space.server.reset();
		rmSync(space.work, { recursive: true, force: true });
	});
}
