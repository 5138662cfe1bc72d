/**
 * Serves a built site folder on 127.0.0.1 the way a static host does: gzip for text, the
 * content types, the folder's `_headers`, `<path>.html` for `/path`, and the folder's 404.html
 * with status 404 for unknown paths. Used by the benches.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { fileFor, headersFor, readHeaderRules } from './static-host.ts';

const CONTENT_TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.gif': 'image/gif',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.woff': 'font/woff',
};
/** Text types are gzipped when the browser accepts it, as every static host does. */
const COMPRESSIBLE = new Set([
	'.html',
	'.css',
	'.js',
	'.mjs',
	'.json',
	'.webmanifest',
	'.xml',
	'.txt',
	'.svg',
]);

export interface StaticServer {
	origin: string;
	close(): void;
}

/** Serves `root` on a free port; `withHeaders: false` ignores its `_headers` file. */
export function serveStatic(root: string, withHeaders = true): Promise<StaticServer> {
	const dist = resolve(root);
	const headerRules = withHeaders ? readHeaderRules(join(dist, '_headers')) : [];
	const notFound = join(dist, '404.html');
	const server: Server = createServer((request, response) => {
		const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
		let file: string | null = null;
		try {
			file = fileFor(dist, pathname);
		} catch {
			// A malformed escape is an unknown path.
		}
		const status = file ? 200 : 404;
		file ??= notFound;
		const ext = extname(file);
		response.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
		// Hashed build assets never change; pages are revalidated, as on a typical static host.
		response.setHeader(
			'Cache-Control',
			pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
		);
		for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
		const gzip =
			COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
		response.setHeader('Vary', 'Accept-Encoding');
		if (gzip) response.setHeader('Content-Encoding', 'gzip');
		response.writeHead(status);
		if (request.method === 'HEAD') return void response.end();
		const stream = createReadStream(file);
		(gzip ? stream.pipe(createGzip()) : stream).pipe(response);
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
