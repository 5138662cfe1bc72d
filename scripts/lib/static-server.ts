// Serves a built site folder on 127.0.0.1 the way a static host does, for the benches and the
// tests: sirv serves the files (`/path` answered by `path.html`), @polka/compression gzips text,
// the folder's `_headers` rules are applied, and an unknown path gets the error page its
// `_redirects` rules name (a language's own), else the folder's 404.html, with status 404.
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import compression from '@polka/compression';
import sirv from 'sirv';
import {
	errorPageFor,
	fileFor,
	headersFor,
	readErrorPageRules,
	readHeaderRules,
} from './static-host.ts';

export interface StaticServer {
	origin: string;
	close(): void;
}

/** Serves `root` on a free port; `withHeaders: false` ignores its `_headers` file. */
export function serveStatic(root: string, withHeaders = true): Promise<StaticServer> {
	const dist = resolve(root);
	const headerRules = withHeaders ? readHeaderRules(join(dist, '_headers')) : [];
	const errorPages = readErrorPageRules(join(dist, '_redirects'));
	const setHostHeaders = (response: ServerResponse, pathname: string) => {
		// Hashed build assets never change; pages are revalidated, as on a typical static host.
		response.setHeader(
			'Cache-Control',
			pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
		);
		for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
	};
	const files = sirv(dist, { extensions: ['html'], setHeaders: setHostHeaders });
	const gzip = compression();
	const server = createServer((request, response) => {
		gzip(request, response, () =>
			files(request, response, () => {
				const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
				setHostHeaders(response, pathname);
				response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
				if (request.method === 'HEAD') return void response.end();
				const page = errorPageFor(errorPages, pathname);
				createReadStream((page && fileFor(dist, page)) ?? join(dist, '404.html')).pipe(response);
			}),
		);
	});
	return new Promise((done) =>
		server.listen(0, '127.0.0.1', () =>
			done({
				origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
				close: () => server.close(),
			}),
		),
	);
}

/** The first `.html` page in a folder of the build, as a route (`/projects/x`), if any. */
export function firstPageIn(dist: string, folder: string): string | null {
	const dir = join(dist, folder);
	if (!existsSync(dir)) return null;
	const page = readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => entry.name)
		.sort()[0];
	return page ? `/${folder}/${page.slice(0, -'.html'.length)}` : null;
}
