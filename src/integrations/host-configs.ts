// After the build: writes the header rules into each host's file (`_headers` in the output,
// `vercel.json` and the nginx server block in the repository), and stops the build when a built
// file is covered by neither the pages' nor the files' policy.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
	filePaths,
	headerRules,
	headersFile,
	pagePaths,
	nginxConf,
	pathMatches,
	vercelJson,
} from '../security/host-headers.ts';
import { headerBase, rulesUnderBase } from '../security/host-base.ts';

/** Every file under `dir`, as a URL path. */
function urlPaths(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** The built files that neither the pages' nor the files' paths (of a site in `languages`) cover. */
export function uncoveredFiles(dist: string, languages: readonly string[] = []): string[] {
	const pages = pagePaths(languages);
	const files = filePaths(languages);
	return urlPaths(dist).filter((path) => {
		if (path === '/_headers') return false;
		const paths = path.endsWith('.html') ? pages : files;
		return !paths.some((pattern) => pathMatches(pattern, path));
	});
}

/** Writes `text` to `file` unless it already holds exactly that. */
function writeIfChanged(file: string, text: string): void {
	let current: string | undefined;
	try {
		current = readFileSync(file, 'utf8');
	} catch {
		current = undefined;
	}
	if (current === text) return;
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, text);
}

/**
 * `languages` are the site's (the default first): each further one's pages and files get the
 * same headers under its prefix. The host files kept in the repository (vercel.json and the
 * nginx server block) are written only by a build of the owner's own content folder, so a build of
 * a test's content folder leaves them alone (one with a root folder of its own writes them there).
 */
export default function hostConfigs(
	languages: readonly string[] = [],
	ownContent = true,
): AstroIntegration {
	let rules = headerRules(languages);
	let root = '';
	let base = '';
	return {
		name: 'host-configs',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = fileURLToPath(config.root);
				base = headerBase(config.base);
				rules = rulesUnderBase(headerRules(languages), base);
			},
			'astro:build:done': ({ dir, logger }) => {
				const dist = fileURLToPath(dir);
				const uncovered = uncoveredFiles(dist, languages);
				if (uncovered.length > 0) {
					throw new Error(
						`No header rule covers ${uncovered.join(', ')}: add the path to PAGE_PATHS or FILE_PATHS in src/security/host-headers.ts.`,
					);
				}
				writeFileSync(join(dist, '_headers'), headersFile(rules));
				const under = base ? ` for the site under ${base}/` : '';
				// A build from a root folder of its own (a test's) keeps its files there.
				if (!ownContent && resolve(root) === process.cwd()) {
					logger.info(`wrote dist/_headers${under}`);
					return;
				}
				writeIfChanged(join(root, 'vercel.json'), vercelJson(rules));
				writeIfChanged(join(root, 'deploy', 'nginx.conf'), nginxConf(rules, base));
				logger.info(`wrote dist/_headers, vercel.json and deploy/nginx.conf${under}`);
			},
		},
	};
}
