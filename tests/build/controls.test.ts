/**
 * The visitor's controls in the built HTML: every page's head applies the remembered colour scheme
 * first, under its hash, and its header holds the choice; the search page in every language, its
 * policy (the only one allowing WebAssembly and a worker), what it lists without JavaScript, and
 * the Pagefind index the build writes. The expected texts come from the content (tests/tools/content.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { fromHtml } from 'hast-util-from-html';
import type { Root } from 'hast';
import { describe, expect, inject, test } from 'vitest';
import {
	pathIn as pathInDir,
	readContent,
	readLanguages,
	readFurtherLanguages,
	SEARCH_PATH,
} from '../tools/content.ts';
import { attribute as attr, nameOf, text } from '../tools/hast.ts';
import { SCHEME_SCRIPT, SCHEMES } from '../../src/theme/scheme.ts';
import { inlineHash } from '../../src/security/inline-hash.ts';
import { tagPath, tagSlug } from '../../src/tags/tags.client.ts';
import { CONTENT_SITES } from './init-site.ts';

const langOf = (tree: Root) => attr(select('html', tree), 'lang')!;
const policyOf = (tree: Root) =>
	attr(select('meta[http-equiv="content-security-policy"]', tree), 'content')!;

describe.each(CONTENT_SITES)('the site built from $name', ({ name, content }) => {
	const dist = () => inject('dist')[name];
	const { copy: defaultCopy, projects, notes } = readContent(content);
	const languages = readLanguages(content);
	const pathIn = (lang: string, path: string) => pathInDir(lang, path, content);

	/** Every built page of the site: its route and parsed HTML. */
	function builtPages(): { route: string; tree: Root }[] {
		return readdirSync(dist(), { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
			.map((entry) => relative(dist(), join(entry.parentPath, entry.name)).split(sep).join('/'))
			.map((file) => ({
				route: `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`,
				tree: fromHtml(readFileSync(join(dist(), file), 'utf8')),
			}));
	}

	/** The page texts of each language, the default's first. */
	const copyOf = new Map([
		[languages[0]!, defaultCopy],
		...readFurtherLanguages(content).map(({ lang, copy }) => [lang, copy] as const),
	]);
	const searchRoutes = languages.map((lang) => pathIn(lang, SEARCH_PATH));
	/** Every tag a published project or note carries, by name. */
	const tagNames = [
		...new Set([
			...projects.flatMap((project) => project.category),
			...notes.flatMap((note) => note.tags ?? []),
		]),
	];

	describe('the colour scheme choice', () => {
		test('every page applies the remembered scheme first in its head, allowed by its hash', () => {
			for (const { route, tree } of builtPages()) {
				const head = selectAll('head > *', tree);
				expect(
					head.slice(0, 4).map((element) => element.tagName),
					route,
				).toEqual(['meta', 'meta', 'meta', 'script']);
				expect(attr(head[1], 'httpEquiv'), route).toBe('content-security-policy');
				expect(text(head[3]!), route).toBe(SCHEME_SCRIPT.replace(/\s+/g, ' ').trim());
				expect(policyOf(tree), route).toContain(`'${inlineHash(SCHEME_SCRIPT)}'`);
			}
		});

		test('every page’s header holds three radios named in the page’s language, the system’s checked', () => {
			for (const { route, tree } of builtPages()) {
				const texts = copyOf.get(langOf(tree))!.scheme;
				const group = select('header fieldset', tree);
				expect(group, route).toBeDefined();
				expect(text(select('legend', group!)!), route).toBe(texts.label);
				const radios = selectAll('input[type="radio"]', group!);
				expect(
					radios.map((radio) => attr(radio, 'name')),
					route,
				).toEqual(SCHEMES.map(() => 'scheme'));
				expect(
					radios.map((radio) => attr(radio, 'value')),
					route,
				).toEqual([...SCHEMES]);
				expect(radios.map((radio) => radio.properties.checked === true)).toEqual([
					true,
					false,
					false,
				]);
				const labels = selectAll('label', group!).map((label) => nameOf(label, tree));
				expect(labels, route).toEqual(SCHEMES.map((scheme) => texts[scheme]));
			}
		});
	});

	describe('the search page', () => {
		test('every page’s header links to the search page in its language, by its name', () => {
			for (const { route, tree } of builtPages()) {
				const lang = langOf(tree);
				const link = selectAll('header a:not([hreflang])', tree).find(
					(anchor) => attr(anchor, 'href') === pathIn(lang, SEARCH_PATH),
				);
				expect(link && nameOf(link, tree), route).toBe(copyOf.get(lang)!.search.link);
			}
		});

		test('only the search pages allow WebAssembly and a worker; every other page keeps its policy', () => {
			const pages = builtPages();
			expect(pages.map(({ route }) => route)).toEqual(expect.arrayContaining(searchRoutes));
			for (const { route, tree } of pages) {
				const policy = policyOf(tree);
				if (searchRoutes.includes(route)) {
					expect(policy, route).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
					expect(policy, route).toMatch(/(^|;)\s*worker-src 'self';/);
				} else {
					expect(policy, route).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
					expect(policy, route).not.toMatch(/wasm|worker-src/);
				}
				expect(policy, route).not.toContain('unsafe-inline');
			}
		});

		test.each(languages)(
			'in %s: a GET form to itself, the words, the tags, and every page as a link',
			(lang) => {
				const tree = fromHtml(
					readFileSync(join(dist(), `${pathIn(lang, SEARCH_PATH).slice(1)}.html`), 'utf8'),
				);
				const texts = copyOf.get(lang)!;
				const url = (path: string) => pathIn(lang, path);
				const form = select('form[role="search"]', tree)!;
				expect(attr(form, 'method')).toBe('get');
				expect(attr(form, 'action')).toBe(url(SEARCH_PATH));
				expect(attr(form, 'dataIndex')).toBe('/pagefind/pagefind.js');
				expect(attr(form, 'dataBase')).toBe('/');
				const field = select('input[name="q"]', form)!;
				expect(attr(field, 'type')).toBe('search');
				expect(text(select(`label[for="${attr(field, 'id')}"]`, form)!)).toBe(texts.search.label);
				const choice = select('select[name="tag"]', form);
				if (name === 'cases') expect(tagNames).not.toEqual([]);
				// No tag yet (an owner's first draft): no choice of one.
				if (tagNames.length === 0) expect(choice).toBeUndefined();
				else {
					expect(text(select(`label[for="${attr(choice, 'id')}"]`, form)!)).toBe(texts.search.tag);
					const names = [...tagNames].sort((a, b) => a.localeCompare(b, lang));
					expect(selectAll('option', choice!).map((option) => attr(option, 'value'))).toEqual([
						'',
						...names,
					]);
				}
				expect(text(select('noscript', tree)!)).toBe(texts.search.noscript);
				const hrefs = selectAll('main a', tree).map((link) => attr(link, 'href'));
				expect(hrefs).toEqual(
					expect.arrayContaining([
						...tagNames.map((name) => url(tagPath(tagSlug(name)))),
						...projects.map((project) => url(project.path)),
						...notes.map((note) => url(note.path)),
						url('/resume'),
						`${url('/resume')}#resume-work`,
					]),
				);
			},
		);
	});

	describe('the search index', () => {
		test('holds Pagefind’s search files, without its ready-made interfaces', () => {
			for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'])
				expect(existsSync(join(dist(), 'pagefind', file)), file).toBe(true);
			const files = readdirSync(join(dist(), 'pagefind'));
			expect(files.filter((file) => /-ui\.|highlight/.test(file))).toEqual([]);
		});

		test('indexes each language’s projects, notes and résumé, and no other page', () => {
			const entry = JSON.parse(
				readFileSync(join(dist(), 'pagefind', 'pagefind-entry.json'), 'utf8'),
			) as {
				languages: Record<string, { page_count: number }>;
			};
			expect(Object.keys(entry.languages).sort()).toEqual(
				languages.map((lang) => lang.toLowerCase()).sort(),
			);
			for (const lang of languages)
				expect(entry.languages[lang.toLowerCase()]!.page_count, lang).toBe(
					projects.length + notes.length + 1,
				);
			const marked = builtPages()
				.filter(({ tree }) => select('[data-pagefind-body]', tree))
				.map(({ route }) => route)
				.sort();
			const expected = languages.flatMap((lang) => [
				...projects.map((project) => pathIn(lang, project.path)),
				...notes.map((note) => pathIn(lang, note.path)),
				pathIn(lang, '/resume'),
			]);
			expect(marked).toEqual(expected.sort());
		});

		test('a project’s or a note’s page gives its tags as the filter, its links to others left out', () => {
			const pages = [
				...projects.map((project) => ({ path: project.path, tags: project.category })),
				...notes.map((note) => ({ path: note.path, tags: note.tags ?? [] })),
			];
			for (const { path, tags } of pages) {
				const tree = fromHtml(readFileSync(join(dist(), `${path.slice(1)}.html`), 'utf8'));
				const filters = selectAll('[data-pagefind-filter]', tree);
				expect(
					filters.map((element) => attr(element, 'dataPagefindFilter')),
					path,
				).toEqual(tags.map(() => 'tag[data-tag]'));
				expect(
					filters.map((element) => attr(element, 'dataTag')),
					path,
				).toEqual(tags);
				expect(select('nav[data-pagefind-ignore]', tree), path).toBeDefined();
			}
		});
	});
});
