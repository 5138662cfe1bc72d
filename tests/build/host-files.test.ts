// Every file of the built test sites, in each of their languages, gets its headers from the host
// files kept in the repository (read as their hosts read them) and from the site's own _headers;
// a missing path under a language's prefix gets that language's error page wherever a host can.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import {
	FILE_POLICY,
	PAGE_POLICY,
	SEARCH_FILE_POLICY,
	SEARCH_PAGE_POLICY,
} from '../../src/hosts/host-headers.ts';
import { MISSING_PATH, pathIn, readLanguages } from '../tools/content.ts';
import { SITES } from '../e2e/env.ts';
import {
	errorPageFromNginxConf,
	fromHeadersFile,
	fromNginxConf,
	fromVercelJson,
} from '../tools/host-files.ts';
import { errorPageFor, readErrorPageRules } from '../../scripts/lib/static-host.ts';
import { attribute, readPage } from '../tools/hast.ts';
import { select } from 'hast-util-select';

/** The URL paths a host serves a built file at: `/about` and `/about.html` for a page. */
function servedPaths(dist: string): { path: string; isPage: boolean }[] {
	return readdirSync(dist, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && !['_headers', '_redirects'].includes(entry.name))
		.flatMap((entry): { path: string; isPage: boolean }[] => {
			const path = `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
			if (!path.endsWith('.html')) return [{ path, isPage: false }];
			// The error pages (the default's, each further language's) are served for unknown paths,
			// not at an address of their own.
			if (/^(\/[^/]+)?\/404\.html$/.test(path)) return [{ path, isPage: true }];
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

describe.each(['main', 'rtl'] as const)('the %s site’s error pages', (name) => {
	const content = SITES[name].content;
	test.each(readLanguages(content))(
		'a missing path in %s gets the error page in that language from the build’s _redirects and the kept nginx.conf',
		(lang) => {
			const dist = inject('dist')[name];
			const exists = (file: string) => existsSync(join(dist, file));
			const redirects = readErrorPageRules(join(dist, '_redirects'));
			const conf = readFileSync('deploy/nginx.conf', 'utf8');
			for (const missing of [MISSING_PATH, '/projects/no-such-project/deeper']) {
				const path = pathIn(lang, missing, content);
				for (const page of [
					errorPageFor(redirects, path),
					errorPageFromNginxConf(conf, path, exists).page,
				]) {
					expect(page, path).not.toBeNull();
					const html = select('html', readPage(dist, page!.replace(/\.html$/, '')));
					expect(attribute(html, 'lang'), path).toBe(lang);
				}
			}
		},
	);
});
