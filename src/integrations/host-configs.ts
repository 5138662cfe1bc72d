// After the build: writes the header rules into dist/_headers and the error pages' into
// dist/_redirects, and stops the build when a built file is covered by neither the pages' nor the
// files' policy. Nothing is written outside dist/: the kept host files hold for any languages.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
	forLanguages,
	headerRules,
	type HeaderRule,
	pagePaths,
	pathMatches,
	filePaths,
	spelledOut,
	SEARCH_FILE_PATHS,
	searchPagePaths,
	withoutPages,
} from '../hosts/host-headers.ts';
import { headersFile, redirectsFile } from '../hosts/host-formats.ts';
import { headerBase, rulesUnderBase } from '../hosts/host-base.ts';
import { ERROR_PAGE_RULES, errorPagesFor, errorPagesUnderBase } from '../hosts/host-errors.ts';

/** The hosts' own files the build writes: not part of the site, so no rule covers them. */
const HOST_FILES = ['/_headers', '/_redirects'];

/** Every file under `dir`, as a URL path. */
function urlPaths(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/**
 * The built files of a site in `languages` that neither the pages' nor the files' paths cover:
 * as the kept host files match them (`/:lang/about`), and as `_headers` spells them out.
 */
export function uncoveredFiles(dist: string, languages: readonly string[] = []): string[] {
	const forms = [(paths: string[]) => paths, (paths: string[]) => spelledOut(paths, languages)];
	return urlPaths(dist).filter((path) => {
		if (HOST_FILES.includes(path)) return false;
		const paths = path.endsWith('.html')
			? [...pagePaths(), ...searchPagePaths()]
			: [...filePaths(), ...SEARCH_FILE_PATHS];
		return forms.some((form) => !form(paths).some((pattern) => pathMatches(pattern, path)));
	});
}

/**
 * `languages` are the site's (the default first): each further one's pages and files get the
 * same headers under its prefix. A page the owner turns off (`pages`) leaves the rules.
 */
export default function hostConfigs(
	languages: readonly string[] = [],
	pages: { resume: boolean; contact: boolean } = { resume: true, contact: true },
): AstroIntegration {
	const off = [...(pages.resume ? [] : ['/resume']), ...(pages.contact ? [] : ['/contact'])];
	let rules: HeaderRule[] = withoutPages(headerRules(), off);
	let base = '';
	return {
		name: 'host-configs',
		hooks: {
			'astro:config:done': ({ config }) => {
				base = headerBase(config.base);
				rules = rulesUnderBase(withoutPages(headerRules(), off), base);
			},
			'astro:build:done': ({ dir, logger }) => {
				const dist = fileURLToPath(dir);
				const uncovered = uncoveredFiles(dist, languages);
				if (uncovered.length > 0) {
					throw new Error(
						`No header rule covers ${uncovered.join(', ')}: add the path to PAGE_PATHS or FILE_PATHS in src/hosts/host-headers.ts.`,
					);
				}
				writeFileSync(join(dist, '_headers'), headersFile(forLanguages(rules, languages)));
				const errors = errorPagesFor(errorPagesUnderBase(ERROR_PAGE_RULES, base), languages);
				writeFileSync(join(dist, '_redirects'), redirectsFile(errors));
				logger.info(
					`wrote dist/_headers and dist/_redirects${base ? ` for the site under ${base}/` : ''}`,
				);
			},
		},
	};
}
