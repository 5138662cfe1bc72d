/**
 * A site with no pages.json listing every built-in language, none with a folder (`SITES.builtin`):
 * every page shows the template's built-in texts in its own language, right to left where the
 * script is, and the only English on those pages is the owner's, marked as English.
 */
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import type { Element, Root } from 'hast';
import { describe, expect, inject, test } from 'vitest';
import { escapeRegExp, everyPagePath, pathIn, readLanguages } from '../tools/content.ts';
import { attribute, elements, normalise, readPage, text } from '../tools/hast.ts';
import { BUILT_IN_LANGUAGES, builtInTexts, english } from '../../src/i18n/built-in/languages.ts';
import { valueAt, type InterfaceTexts } from '../../src/i18n/texts.ts';
import { directionOf } from '../../src/i18n/languages.ts';
import { TEXT_KEYS } from '../../src/i18n/text-layers.ts';
import { SITES } from '../e2e/env.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const content = join(ROOT, SITES.builtin.content);
const dist = inject('dist').builtin;
const languages = readLanguages(content);
const [defaultLang] = languages;

/** The `lang` that applies to `element`: its own or its nearest ancestor's. */
function langsOf(tree: Root): Map<Element, string | undefined> {
	const langs = new Map<Element, string | undefined>();
	const walk = (element: Element, inherited: string | undefined) => {
		const own = attribute(element, 'lang') ?? inherited;
		langs.set(element, own);
		for (const child of element.children) if (child.type === 'element') walk(child, own);
	};
	walk(select('html', tree)!, undefined);
	return langs;
}

test('the site lists every built-in language', () => {
	expect(languages).toEqual(expect.arrayContaining([...BUILT_IN_LANGUAGES]));
});

/** Whether a text is one string (not plural forms). */
const isText = (value: unknown): value is string => typeof value === 'string';

/** The pages every language's interface texts are checked on, its error page among them. */
const PAGES = ['/', '/projects', '/about', '/contact', '/404'];

describe.each(languages)('the pages in %s', (lang) => {
	// The texts as the pages' text reads (no-break spaces as spaces: Czech "O\u00a0mně").
	const texts = JSON.parse(
		JSON.stringify(builtInTexts(lang)!).replace(/[\u00a0\u202f]/g, ' '),
	) as InterfaceTexts;
	const at = (path: string) => readPage(dist, pathIn(lang, path, content));

	test('name the language and its direction, right to left for Arabic, Persian and Hebrew', () => {
		const rtl = ['ar', 'fa', 'he'].includes(lang);
		expect(directionOf(lang)).toBe(rtl ? 'rtl' : 'ltr');
		for (const path of PAGES) {
			const html = select('html', at(path));
			expect(attribute(html, 'lang'), path).toBe(lang);
			expect(attribute(html, 'dir'), path).toBe(rtl ? 'rtl' : undefined);
		}
	});

	test('head each page and the footer with the built-in texts', () => {
		expect(text(select('main h1', at('/projects'))!)).toBe(texts.projects.heading);
		expect(text(select('main h1', at('/about'))!)).toBe(texts.about.heading);
		expect(text(select('main h1', at('/contact'))!)).toBe(texts.contact.heading);
		for (const path of PAGES) {
			const nav = selectAll('header nav a', at(path)).map(text);
			for (const label of Object.values(texts.nav)) expect(nav, path).toContain(label);
		}
	});

	test('show the built-in nav, buttons, form labels and skip link', () => {
		const home = at('/');
		const nav = selectAll('header nav a', home).map(text);
		for (const label of Object.values(texts.nav)) expect(nav).toContain(label);
		const links = selectAll('main a', home).map(text);
		expect(links).toContain(texts.home.projectsButton);
		expect(links).toContain(texts.home.aboutButton);
		expect(text(select('.skip-link', home)!)).toBe(texts.layout.skipLink);
		const contact = at('/contact');
		const labels = selectAll('label', contact).map(text);
		for (const label of [
			texts.contact.form.name,
			texts.contact.form.email,
			texts.contact.form.message,
		])
			expect(
				labels.some((shown) => shown.startsWith(label)),
				label,
			).toBe(true);
		expect(selectAll('button', contact).map(text)).toContain(texts.contact.form.submit);
	});

	test('have an error page in the language, its way home to the language’s home page', () => {
		const page = at('/404');
		expect(text(select('#error-heading', page)!)).toBe(texts.error.heading);
		const main = select('main', page)!;
		expect(text(main)).toContain(texts.error.text);
		expect(text(main)).toContain(texts.error.status);
		const home = selectAll('a', main).find((link) => text(link) === texts.error.homeButton);
		expect(attribute(home, 'href')).toBe(pathIn(lang, '/', content));
		expect(text(select('title', page)!)).toMatch(
			new RegExp(`^${escapeRegExp(texts.error.title)} \\| `),
		);
	});
});

describe.each(languages.slice(1))('the %s pages', (lang) => {
	const texts = builtInTexts(lang)!;
	// The English interface texts, without placeholders, that are none of the language's (French
	// says "Contact" too).
	const own = new Set(
		TEXT_KEYS.map((key) => valueAt(texts, key))
			.filter(isText)
			.map(normalise),
	);
	const englishOnly = new Set(
		TEXT_KEYS.map((key) => valueAt(english, key))
			.filter(isText)
			.map(normalise)
			.filter((value) => !/\{\w+\}/.test(value) && !own.has(value)),
	);

	test('show no English interface text; the owner’s English words are marked lang="en"', () => {
		let marked = 0;
		for (const path of everyPagePath(content)) {
			const tree = readPage(dist, pathIn(lang, path, content));
			const langs = langsOf(tree);
			for (const element of elements(tree)) {
				if (element.tagName === 'script' || element.tagName === 'style') continue;
				const shown = text(element);
				if (!englishOnly.has(shown)) continue;
				expect(langs.get(element), `${path}: "${shown}"`).toBe(defaultLang);
			}
			marked += [...langs.values()].filter((applies) => applies === defaultLang).length;
			expect(attribute(select('footer .note', tree), 'lang'), path).toBe(defaultLang);
		}
		expect(marked).toBeGreaterThan(0);
	});
});
