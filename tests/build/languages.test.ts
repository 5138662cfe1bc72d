/**
 * The site in several languages, read from the built HTML (no browser): the owner's content
 * built as it is, the same content with one language (every other language's folder and the
 * `languages` list taken out; an owner with one language has these checks on the fixture in
 * three instead), and a fixture in English and Arabic (right to left) whose only
 * translated file is pages.json, with some of its texts left out. Which languages exist and what
 * is translated is read from the content (through the tests' content reader), never listed here.
 */
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import type { Element, Root } from 'hast';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { buildSite } from '../tools/fixture-site.ts';
import {
	CONTENT_DIR,
	decodedUrl,
	escapeRegExp,
	everyPagePath,
	languages,
	pathIn,
	projects,
	readLanguages,
	readProjects,
	readSite,
	readFurtherLanguages,
	site,
	translatedProjectIds,
} from '../tools/content.ts';
import { normalise, textOf } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';
import { directionOf, languageName, splitRoute } from '../../src/i18n/languages.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { valueAt } from '../../src/i18n/texts.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The owner's content with one language, which this file builds itself. */
const ONE = join(ROOT, '.e2e', 'sites', 'languages', 'one');
const RTL_CONTENT = join(ROOT, SITES.rtl.content);

/** Every file under `dir`, relative to it, with `/` separators. */
function filesIn(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The built page of a route: `/es/projects` → es/projects.html. */
function pageFile(dist: string, route: string): Root {
	const file = route === '/' ? 'index.html' : `${decodeURIComponent(route.slice(1))}.html`;
	return fromHtml(readFileSync(join(dist, file), 'utf8'));
}

/** Every page route of the site built from `dir`, in each of its languages. */
function routesOf(dir: string): string[] {
	return readLanguages(dir).flatMap((lang) =>
		everyPagePath(dir).map((path) => pathIn(lang, path, dir)),
	);
}

/** The error page of each language of the site built from `dir`: `/404`, `/es/404`. */
const errorRoutesOf = (dir: string) => readLanguages(dir).map((lang) => pathIn(lang, '/404', dir));

/** The built file of a route: `/es/projects` → es/projects.html. */
const fileOf = (route: string) =>
	route === '/' ? 'index.html' : `${decodeURIComponent(route.slice(1))}.html`;

const attr = (element: Element | undefined, name: string) =>
	element?.properties[name] === undefined ? undefined : String(element.properties[name]);

/** The owner's content and the right-to-left fixture, built once for the run (in the setup). */
const dist = inject('dist').main;
const oneDist = join(ONE, 'dist');
const rtlDist = inject('dist').rtl;
const other = languages.slice(1);

beforeAll(() => {
	// The same owner with one language: the other languages' folders and the list taken out.
	const one = join(ONE, 'content');
	rmSync(one, { recursive: true, force: true });
	cpSync(CONTENT_DIR, one, { recursive: true });
	for (const lang of other) rmSync(join(one, lang), { recursive: true, force: true });
	const settings = JSON.parse(readFileSync(join(one, 'site.json'), 'utf8')) as object;
	writeFileSync(join(one, 'site.json'), JSON.stringify({ ...settings, languages: undefined }));
	const single = buildSite(one, oneDist);
	expect(single.status, single.output).toBe(0);
});

/** Every text of a pages.json, by its dotted key. */
function textsOf(value: unknown, prefix = ''): [string, string][] {
	if (typeof value === 'string') return [[prefix, value]];
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
	return Object.entries(value).flatMap(([key, inner]) =>
		textsOf(inner, prefix ? `${prefix}.${key}` : key),
	);
}

describe('the owner with one language', () => {
	test('gets the same files and URLs as the default language of the site in all languages', () => {
		const inOther = (file: string) =>
			other.some((lang) => {
				const prefix = lang.toLowerCase();
				return (
					file === `${prefix}.html` ||
					file.startsWith(`${prefix}/`) ||
					file.startsWith(`og/${prefix}/`) ||
					file === `og/${prefix}.png` ||
					// The search index of the language: its own files, named by the language.
					new RegExp(`^pagefind/(.*/)?((pagefind\\.)?${prefix}_|wasm\\.${prefix}\\.)`).test(file)
				);
			});
		// Built scripts and images are named by their content's hash: the content differs.
		const own = (files: string[]) => files.filter((file) => !file.startsWith('_astro/')).sort();
		expect(own(filesIn(oneDist))).toEqual(own(filesIn(dist).filter((file) => !inOther(file))));
		const sitemap = readFileSync(join(oneDist, 'sitemap-0.xml'), 'utf8');
		const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
			.map((match) => decodedUrl(match[1]!))
			.sort();
		const expected = everyPagePath()
			.map((path) => decodedUrl(new URL(path, site.url).href))
			.sort();
		expect(urls).toEqual(expected);
	});

	test('has no language switch, alternates or og:locale', () => {
		for (const file of filesIn(oneDist).filter((name) => name.endsWith('.html'))) {
			const html = readFileSync(join(oneDist, file), 'utf8');
			expect(html, file).not.toMatch(/hreflang|og:locale|inLanguage/i);
		}
		expect(readFileSync(join(oneDist, 'sitemap-0.xml'), 'utf8')).not.toContain('xhtml:link');
	});
});

/**
 * A site in several languages: the owner's when theirs has them, else the fixture in every
 * built-in language, so the checks below run whatever the owner's content holds.
 */
const SEVERAL =
	other.length > 0
		? { name: 'owner’s', dir: CONTENT_DIR, dist }
		: {
				name: 'built-in texts fixture',
				dir: join(ROOT, SITES.builtin.content),
				dist: inject('dist').builtin,
			};

describe(`the ${SEVERAL.name} site in every language`, () => {
	const { dir, dist } = SEVERAL;
	const routes = routesOf(dir);
	const languages = readLanguages(dir);
	const defaultLanguage = languages[0]!;
	const site = readSite(dir);
	const absolute = (route: string) => new URL(route, site.url).href;

	test('has every page in every language, each with its <html lang> and direction', () => {
		const built = filesIn(dist).filter((file) => file.endsWith('.html'));
		const pages = [...routes, ...errorRoutesOf(dir)];
		expect(built.sort()).toEqual(pages.map(fileOf).sort());
		for (const route of pages) {
			const { lang } = splitRoute(route, languages);
			const html = select('html', pageFile(dist, route));
			expect(attr(html, 'lang'), route).toBe(lang);
			expect(attr(html, 'dir'), route).toBe(directionOf(lang) === 'rtl' ? 'rtl' : undefined);
		}
	});

	test('every page names itself and each other language absolutely, reciprocally, with x-default', () => {
		const problems: string[] = [];
		const alternatesOf = new Map<string, Map<string, string>>();
		for (const route of routes) {
			const tree = pageFile(dist, route);
			const links = selectAll('link[rel="alternate"][hreflang]', tree);
			const map = new Map(links.map((link) => [attr(link, 'hrefLang')!, attr(link, 'href')!]));
			alternatesOf.set(absolute(route), map);
			expect(attr(select('link[rel="canonical"]', tree), 'href'), route).toBe(absolute(route));
			expect([...map.keys()].sort(), route).toEqual([...languages, 'x-default'].sort());
			for (const href of map.values())
				if (!href.startsWith(site.url)) problems.push(`${route}: ${href} is not absolute`);
		}
		for (const [page, map] of alternatesOf) {
			const own = [...map].find(([, href]) => href === page)?.[0];
			if (!own || own === 'x-default') problems.push(`${page} does not name itself`);
			for (const [lang, href] of map) {
				if (lang === 'x-default') {
					if (href !== map.get(defaultLanguage))
						problems.push(`${page}: x-default is not ${defaultLanguage}`);
					continue;
				}
				const back = alternatesOf.get(href);
				if (!back) problems.push(`${page} names ${href}, which is no page`);
				else if (back.get(own!) !== page) problems.push(`${href} does not name ${page} back`);
			}
		}
		expect(problems).toEqual([]);
	});

	test('the header and footer switch lead to the same page in each language, named in it', () => {
		for (const route of routes) {
			const tree = pageFile(dist, route);
			const lang = attr(select('html', tree), 'lang')!;
			for (const where of ['header', 'footer']) {
				const links = selectAll(`${where} a[hreflang]`, tree);
				expect(
					links.map((link) => attr(link, 'hrefLang')),
					`${route} ${where}`,
				).toEqual(languages);
				for (const link of links) {
					const target = attr(link, 'hrefLang')!;
					expect(attr(link, 'lang')).toBe(target);
					expect(textOf(link)).toBe(languageName(target));
					const current = attr(link, 'ariaCurrent');
					expect(current, `${route} ${where} ${target}`).toBe(target === lang ? 'true' : undefined);
					// The link leads to this page's own alternate in that language.
					const alternate = attr(
						select(`link[rel="alternate"][hreflang="${target}"]`, tree),
						'href',
					);
					expect(absolute(attr(link, 'href')!), route).toBe(alternate);
				}
			}
		}
	});

	test('og:locale and JSON-LD inLanguage name the page’s language', () => {
		for (const route of routes) {
			const html = readFileSync(
				join(dist, route === '/' ? 'index.html' : `${decodeURIComponent(route.slice(1))}.html`),
				'utf8',
			);
			const tree = fromHtml(html);
			const lang = attr(select('html', tree), 'lang')!;
			const locale = attr(select('meta[property="og:locale"]', tree), 'content');
			expect(locale, route).toMatch(new RegExp(`^${lang.split('-')[0]}_[A-Z]{2}$`));
			expect(selectAll('meta[property="og:locale:alternate"]', tree)).toHaveLength(
				languages.length - 1,
			);
			expect(html, route).toContain(`"inLanguage":"${lang}"`);
		}
	});

	test('the sitemap lists every page with its alternates', () => {
		const sitemap = decodedUrl(readFileSync(join(dist, 'sitemap-0.xml'), 'utf8'));
		for (const route of routes) {
			const loc = escapeRegExp(decodedUrl(absolute(route)));
			const entry = new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`).exec(sitemap);
			expect(entry, route).not.toBeNull();
			expect(entry![1]!.match(/hreflang="/g), route).toHaveLength(languages.length);
		}
	});

	for (const translation of readFurtherLanguages()) {
		const { lang } = translation;
		const translated = translatedProjectIds(lang);
		test(`${lang}: untranslated projects carry lang="${defaultLanguage}", translated ones none`, () => {
			const grid = pageFile(dist, pathIn(lang, '/projects'));
			const cards = selectAll('#project-grid > li', grid);
			expect(cards).toHaveLength(projects.length);
			for (const [index, project] of projects.entries()) {
				const card = cards[index]!;
				const page = pageFile(dist, pathIn(lang, project.path));
				const heading = select('h1', page);
				if (translated.has(project.id)) {
					expect(selectAll('[lang]', card), project.id).toEqual([]);
					expect(attr(heading, 'lang'), project.id).toBeUndefined();
					expect(textOf(heading!)).not.toBe(project.title);
				} else {
					expect(attr(select('.title [lang]', card), 'lang'), project.id).toBe(defaultLanguage);
					expect(attr(select('.desc', card), 'lang'), project.id).toBe(defaultLanguage);
					expect(attr(heading, 'lang'), project.id).toBe(defaultLanguage);
					expect(textOf(heading!)).toBe(project.title);
				}
			}
		});

		test(`${lang}: site texts that fall back carry lang="${defaultLanguage}"`, () => {
			const home = pageFile(dist, pathIn(lang, '/'));
			const note = select('footer .note', home);
			if (translation.site.footerNote === undefined) return expect(note).toBeUndefined();
			expect(attr(note, 'lang')).toBe(
				translation.fallback.site.includes('footerNote') ? defaultLanguage : undefined,
			);
			expect(textOf(note!)).toBe(translation.site.footerNote);
		});
	}
});

describe('a right-to-left language with only pages.json translated', () => {
	const [rtlDefault, rtlLang] = readLanguages(RTL_CONTENT) as [string, string];
	const [translation] = readFurtherLanguages(RTL_CONTENT);

	test('builds every page, right to left, in the translated texts', () => {
		const built = filesIn(rtlDist).filter((file) => file.endsWith('.html'));
		const pages = [...routesOf(RTL_CONTENT), ...errorRoutesOf(RTL_CONTENT)];
		expect(built.sort()).toEqual(pages.map(fileOf).sort());
		const home = pageFile(rtlDist, pathIn(rtlLang, '/', RTL_CONTENT));
		expect(attr(select('html', home), 'lang')).toBe(rtlLang);
		expect(attr(select('html', home), 'dir')).toBe('rtl');
		expect(textOf(select('nav a[href$="/projects"]', home)!)).toBe(translation!.copy.nav.projects);
		const english = pageFile(rtlDist, '/');
		expect(attr(select('html', english), 'dir')).toBeUndefined();
	});

	test(`falls back to ${rtlDefault} for everything else, marked lang="${rtlDefault}"`, () => {
		const home = pageFile(rtlDist, pathIn(rtlLang, '/', RTL_CONTENT));
		expect(attr(select('.welcome', home), 'lang')).toBe(rtlDefault);
		expect(attr(select('.job-title', home), 'lang')).toBe(rtlDefault);
		expect(attr(select('footer .note', home), 'lang')).toBe(rtlDefault);
		const about = pageFile(rtlDist, pathIn(rtlLang, '/about', RTL_CONTENT));
		for (const list of selectAll('.entries, .skills', about))
			expect(attr(list, 'lang')).toBe(rtlDefault);
		for (const project of readProjects(RTL_CONTENT)) {
			const page = pageFile(rtlDist, pathIn(rtlLang, project.path, RTL_CONTENT));
			expect(attr(select('h1', page), 'lang'), project.id).toBe(rtlDefault);
			expect(attr(select('.desc', page), 'lang'), project.id).toBe(rtlDefault);
		}
	});
});

describe('a translation of pages.json with texts left out', () => {
	const [defaultLang, lang] = readLanguages(RTL_CONTENT) as [string, string];
	const defaults = new Map(
		textsOf(JSON.parse(readFileSync(join(RTL_CONTENT, 'pages.json'), 'utf8'))),
	);
	const translated = new Map(
		textsOf(JSON.parse(readFileSync(join(RTL_CONTENT, lang, 'pages.json'), 'utf8'))),
	);
	/** The texts the translation leaves out. */
	const dropped = [...defaults.keys()].filter((key) => key !== 'lang' && !translated.has(key));
	/** A text with no {placeholder}: the whole text of the element that shows it. */
	const plain = (text: string) => !/\{\w+\}/.test(text);
	/** The built-in texts of the language that stand in for them. */
	const builtIn = builtInTexts(lang)!;
	const fallbackTexts = new Set(
		dropped
			.map((key) => valueAt(builtIn, key) as string)
			.filter(plain)
			.map(normalise),
	);
	const ownTexts = new Set(
		[...translated]
			.filter(([key, text]) => !dropped.includes(key) && text !== defaults.get(key) && plain(text))
			.map(([, text]) => normalise(text)),
	);

	/** The text of each element of each page of the language, with the `lang` that applies. */
	function shownTexts(): { page: string; text: string; lang: string | undefined }[] {
		const found: { page: string; text: string; lang: string | undefined }[] = [];
		for (const route of routesOf(RTL_CONTENT).filter(
			(route) => splitRoute(route, [defaultLang, lang]).lang === lang,
		)) {
			const walk = (node: Element, inherited: string | undefined) => {
				const own = attr(node, 'lang') ?? inherited;
				const text = normalise(textOf(node));
				const children = node.children.filter((child) => child.type === 'element');
				// The innermost element with the text: a list item around a link is not the one.
				if (!children.some((child) => normalise(textOf(child)) === text))
					found.push({ page: route, text, lang: own });
				for (const child of children) walk(child, own);
			};
			const root = pageFile(rtlDist, route);
			walk(select('html', root)!, undefined);
		}
		return found;
	}

	test(`each text left out shows the built-in ${lang} one, in the page's language, as its own texts do`, () => {
		const shown = shownTexts();
		const fallbacks = shown.filter(({ text }) => fallbackTexts.has(text));
		// The test reads something: texts left out do show on the pages.
		expect(fallbacks.length).toBeGreaterThan(0);
		for (const { page, text, lang: applies } of fallbacks)
			expect(applies, `${page}: "${text}"`).toBe(lang);
		const own = shown.filter(({ text }) => ownTexts.has(text));
		expect(own.length).toBeGreaterThan(0);
		for (const { page, text, lang: applies } of own)
			expect(applies, `${page}: "${text}"`).toBe(lang);
	});
});
