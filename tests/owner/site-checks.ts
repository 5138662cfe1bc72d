/**
 * The owner's checks of a built site, without a browser: what holds for any content the content
 * check accepts, read from the build (`dist`) and the content folder it was built from. Each check
 * returns problems in the content check's form, `page or file: field: problem; fix`, none when it
 * holds; no check knows a count, a text, a language or a page of the owner's.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseFeed } from 'feedsmith';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { validateSite } from '../../scripts/validate-html.ts';
import { readJson } from '../../src/data/content-files.ts';
import { isLocalAddress, localAddressMessage } from '../../src/schemas/messages.ts';
import { pageSettings, siteSchema } from '../../src/schemas/site.ts';
import { budgetProblems, inlineScripts, scriptTotal } from '../tools/budget.ts';
import { attribute } from '../tools/hast.ts';
import { everyPagePath } from '../tools/content.ts';

/** Every file under `dir`, `/`-separated and relative to it. */
export function filesIn(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((path) => statSync(join(dir, path)).isFile())
		.map((path) => path.split(sep).join('/'))
		.sort();
}

/** The page a built .html file serves: `es/about.html` → `/es/about`, `index.html` → `/`. */
export const pageOf = (file: string) =>
	`/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');

/** The built pages of `dist`: their path and file (the search index's and assets' left out). */
export function builtPages(dist: string): { path: string; file: string }[] {
	return filesIn(dist)
		.filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'))
		.map((file) => ({ path: pageOf(file), file }));
}

/** Whether `path` (decoded, no query or fragment) is a file the build holds. */
function resolves(dist: string, path: string): boolean {
	const inDist = join(dist, path);
	if (relative(dist, inDist).startsWith('..')) return false;
	const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
	return (
		isFile(inDist) ||
		isFile(`${inDist.replace(/\/$/, '')}.html`) ||
		isFile(join(inDist, 'index.html'))
	);
}

/** The site's own address (site.json's `url`), whose links are the build's files. */
const ownOrigin = (content: string) =>
	new URL(
		siteSchema.parse(readJson(join(content, 'site.json'), 'site.json')).url ??
			'https://site.invalid',
	).origin;

/** Every page the content asks for is built (the optional pages site.json turns off left out). */
export function missingPages(dist: string, content: string): string[] {
	const on = pageSettings(siteSchema.parse(readJson(join(content, 'site.json'), 'site.json')));
	const off = (path: string) =>
		(!on.resume && path === '/resume') ||
		(!on.contact && path === '/contact') ||
		(!on.tags && path.startsWith('/projects/tags/'));
	return everyPagePath(content)
		.filter((path) => !off(path) && !resolves(dist, decodeURI(path)))
		.map(
			(path) =>
				`page ${path}: (build): the content has this page but the build holds no file for it; the template's code left it out: report it with your content`,
		);
}

/** Every page is well-formed HTML (html-validate's standard rules). */
export async function malformedPages(dist: string): Promise<string[]> {
	const { errors } = await validateSite(dist);
	return errors.map((line) => {
		const [, file = '', rest = line] = /^(.*?\.html):(.*)$/.exec(line) ?? [];
		return `page ${pageOf(relative(dist, file).split(sep).join('/'))}: (html): line ${rest.trim()}; the pages escape every text of yours, so this is the template's markup: report it with your content`;
	});
}

/** The attributes that name another file of the site. */
const LINKS =
	'a[href], link[href], img[src], img[srcset], source[srcset], script[src], meta[content]';

/**
 * Every link and asset of every page leads to a file of the build: the site's own links (relative,
 * root-relative, or on the site's own address) and the fragments of a page; and none leads to the
 * owner's own computer (a file, a drive, a share, localhost), where no visitor can follow it.
 */
export function brokenLinks(dist: string, content: string): string[] {
	const origin = ownOrigin(content);
	const problems = new Set<string>();
	for (const { path, file } of builtPages(dist)) {
		const tree = fromHtml(readFileSync(join(dist, file), 'utf8'));
		const base = new URL(path, origin);
		for (const element of selectAll(LINKS, tree)) {
			const values =
				element.tagName === 'meta'
					? [attribute(element, 'content') ?? ''].filter((value) => /^(\/|https?:)/.test(value))
					: element.properties.srcSet
						? String(attribute(element, 'srcSet'))
								.split(',')
								.map((part) => part.trim().split(/\s+/)[0]!)
						: [attribute(element, 'href') ?? attribute(element, 'src') ?? ''];
			for (const value of values.filter(Boolean)) {
				if (isLocalAddress(value)) {
					problems.add(
						`page ${path}: link: ${localAddressMessage(value, 'link to its address on the web in your content (a Markdown link or a JSON field)')}`,
					);
					continue;
				}
				let url: URL;
				try {
					url = new URL(value, base);
				} catch {
					problems.add(
						`page ${path}: link: "${value}" is not an address; correct it in your content`,
					);
					continue;
				}
				if (url.origin !== origin) continue;
				const target = decodeURIComponent(url.pathname);
				if (!resolves(dist, target))
					problems.add(
						`page ${path}: link: ${target} leads to no page or file of the site; correct the link in your content (a Markdown link or a JSON field), or add what it names`,
					);
			}
		}
	}
	return [...problems];
}

/** The feeds the pages announce (`<link rel="alternate">`), as files of the build. */
function announcedFeeds(dist: string, origin: string): string[] {
	const feeds = new Set<string>();
	for (const { file } of builtPages(dist)) {
		const html = readFileSync(join(dist, file), 'utf8');
		for (const [, href = ''] of html.matchAll(
			/<link\b[^>]*type="application\/(?:rss\+xml|atom\+xml|feed\+json)"[^>]*href="([^"]+)"/g,
		))
			feeds.add(decodeURIComponent(new URL(href, origin).pathname));
	}
	return [...feeds].sort();
}

/** Every feed the pages announce parses as a feed; every JSON file of the build parses. */
export function unreadableData(dist: string, content: string): string[] {
	const problems: string[] = [];
	for (const feed of announcedFeeds(dist, ownOrigin(content))) {
		const file = join(dist, feed);
		if (!existsSync(file)) {
			problems.push(
				`file ${feed}: (feed): announced by the pages but not built; report it with your content`,
			);
			continue;
		}
		try {
			parseFeed(readFileSync(file, 'utf8'));
		} catch (error) {
			problems.push(
				`file ${feed}: (feed): a feed reader cannot read it (${(error as Error).message}); report it with your content`,
			);
		}
	}
	for (const file of filesIn(dist).filter((name) => name.endsWith('.json'))) {
		try {
			const value = JSON.parse(readFileSync(join(dist, file), 'utf8')) as unknown;
			if (/(^|\/)resume\.json$/.test(file) && typeof value !== 'object')
				problems.push(
					`file /${file}: (json): not a JSON Resume document; report it with your content`,
				);
		} catch (error) {
			problems.push(
				`file /${file}: (json): not JSON (${(error as Error).message}); report it with your content`,
			);
		}
	}
	return problems;
}

/**
 * Each page's scripts before any interaction: none loaded from a file, and the inline ones within
 * the budget (gzip -9).
 */
export function overBudget(dist: string): string[] {
	return builtPages(dist).flatMap(({ path, file }) => {
		const html = readFileSync(join(dist, file), 'utf8');
		const files = [...html.matchAll(/<script\b[^>]*\bsrc\s*=/gi)].map(() => '');
		const before = scriptTotal([], inlineScripts(html));
		before.files = files.length;
		return budgetProblems(path, before, { scripts: 0, files: 0, bytes: 0 }).map(
			(line) =>
				`page ${path}: (scripts): ${line.slice(path.length + 1)}; report it with your content`,
		);
	});
}
