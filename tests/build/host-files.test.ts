// Every file of the built test sites, in each of their languages, gets its headers from the host
// files kept in the repository (read as their hosts read them) and from the site's own _headers.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import {
	FILE_POLICY,
	PAGE_POLICY,
	SEARCH_FILE_POLICY,
	SEARCH_PAGE_POLICY,
} from '../../src/hosts/host-headers.ts';
import { readLanguages } from '../tools/content.ts';
import { SITES } from '../e2e/env.ts';
import { fromHeadersFile, fromNginxConf, fromVercelJson } from '../tools/host-files.ts';

/** The URL paths a host serves a built file at: `/about` and `/about.html` for a page. */
function servedPaths(dist: string): { path: string; isPage: boolean }[] {
	return readdirSync(dist, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name !== '_headers')
		.flatMap((entry): { path: string; isPage: boolean }[] => {
			const path = `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
			if (!path.endsWith('.html')) return [{ path, isPage: false }];
			// The error page is served for unknown paths, not at an address of its own.
			if (path === '/404.html') return [{ path, isPage: true }];
			const clean = path === '/index.html' ? '/' : path.slice(0, -'.html'.length);
			return [path, clean].map((served) => ({ path: served, isPage: true }));
		});
}

describe.each(['main', 'rtl', 'owner'] as const)('the %s site', (name) => {
	test(`every built file, in ${readLanguages(SITES[name].content).join(' and ')}, gets its policy from every host file`, () => {
		const dist = inject('dist')[name];
		const hosts = [
			{ text: readFileSync(join(dist, '_headers'), 'utf8'), read: fromHeadersFile },
			{ text: readFileSync('vercel.json', 'utf8'), read: fromVercelJson },
			{ text: readFileSync('deploy/nginx.conf', 'utf8'), read: fromNginxConf },
		];
		// The search page and Pagefind's files have policies of their own (WebAssembly, a worker).
		const expected = (path: string, isPage: boolean) => {
			const isSearch = /^(\/[^/]+)?\/search(\.html)?$/.test(path);
			if (isPage) return isSearch ? SEARCH_PAGE_POLICY : PAGE_POLICY;
			return path.startsWith('/pagefind/') ? SEARCH_FILE_POLICY : FILE_POLICY;
		};
		const wrong = servedPaths(dist).flatMap(({ path, isPage }) =>
			hosts
				.map(({ text, read }) => read(text, path)['Content-Security-Policy'])
				.filter((policy) => policy !== expected(path, isPage))
				.map((policy) => `${path}: ${policy}`),
		);
		expect(wrong).toEqual([]);
	});
});
