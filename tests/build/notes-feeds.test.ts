/**
 * The notes' feeds read back with another package's parser: every format, language and tag, each
 * published note once in its language with links to built pages, no draft or later note.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from 'feedsmith';
import { XMLValidator } from 'fast-xml-parser';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { describe, expect, inject, test } from 'vitest';
import { fill } from '../../src/i18n/template.client.ts';
import { noteSettings } from '../../src/schemas/site.ts';
import { tagSlug } from '../../src/tags/tags.client.ts';
import { localeRoute } from '../../src/i18n/languages.ts';
import {
	noteTranslations,
	readContent,
	readLanguages,
	readFurtherLanguages,
	type PublishedNote,
} from '../tools/content.ts';
import { attribute as attr, normalise, pageFile, textOf } from '../tools/hast.ts';
import { NOTES } from './variants.ts';
import { CONTENT_SITES } from './init-site.ts';

const FORMATS = [
	{ file: 'rss.xml', format: 'rss', type: 'application/rss+xml' },
	{ file: 'atom.xml', format: 'atom', type: 'application/atom+xml' },
	{ file: 'feed.json', format: 'json', type: 'application/feed+json' },
] as const;

/** Text a feed marks as HTML (Atom's `type="html"`), as a reader shows it. */
const htmlText = (html: string) => normalise(textOf(fromHtml(html, { fragment: true })));

/** One entry as every format gives it: its title as shown, its link, its HTML. */
interface Entry {
	title: string;
	link: string;
	html: string;
}

/** The feed at `file` of `dist`: its format, title, language and entries. */
function readFeed(dist: string, file: string) {
	const text = readFileSync(join(dist, file), 'utf8');
	const parsed = parseFeed(text);
	if (parsed.format === 'rss') {
		const { title = '', language, items = [] } = parsed.feed;
		const entries = items.map((item) => ({
			title: item.title ?? '',
			link: item.link ?? '',
			html: item.content?.encoded ?? '',
		}));
		return { format: parsed.format, title, language, entries };
	}
	if (parsed.format === 'atom') {
		const language = /<feed\b[^>]*\bxml:lang="([^"]+)"/.exec(text)?.[1];
		const entries = (parsed.feed.entries ?? []).map((entry) => ({
			title: htmlText(entry.title?.value ?? ''),
			link: entry.links?.[0]?.href ?? '',
			html: (entry.content as { value?: string } | undefined)?.value ?? '',
		}));
		return { format: parsed.format, title: parsed.feed.title?.value ?? '', language, entries };
	}
	if (parsed.format === 'json') {
		const feed = JSON.parse(text) as { version: string };
		expect(feed.version, file).toBe('https://jsonfeed.org/version/1.1');
		const entries = (parsed.feed.items ?? []).map((item) => ({
			title: item.title ?? '',
			link: item.url ?? '',
			html: item.content_html ?? '',
		}));
		const { title = '', language } = parsed.feed;
		return { format: parsed.format, title, language, entries };
	}
	throw new Error(`${file}: not a feed (${parsed.format})`);
}

/** The built file an absolute address of `origin` names: a page, or a file such as an image. */
function builtFile(dist: string, origin: string, address: string): string | undefined {
	const url = new URL(address);
	if (url.origin !== origin) return undefined;
	const direct = join(dist, decodeURIComponent(url.pathname));
	return existsSync(direct) && !direct.endsWith('/') ? direct : pageFile(dist, url.pathname);
}

describe.each(CONTENT_SITES)('the feeds of the site built from $name', ({ name, content }) => {
	const dist = () => inject('dist')[name];
	const { site, settings, notes, copy } = readContent(content);
	const languages = readLanguages(content);
	const textsOf = new Map(readFurtherLanguages(content).map((t) => [t.lang, t.copy]));
	const origin = new URL(site.url).origin;
	const { feedItems } = noteSettings(settings);
	const tagsOfNotes = [...new Set(notes.flatMap((note) => note.tags ?? []))];

	/** What the feed of `lang` (of `tag` when given) holds: its notes' titles and pages, in order. */
	function expected(lang: string, tag?: string) {
		const translated = lang === languages[0] ? new Map() : noteTranslations(lang, content);
		const listed = (tag ? notes.filter((note) => note.tags?.includes(tag)) : notes).slice(
			0,
			feedItems,
		);
		return listed.map((note: PublishedNote) => ({
			title: translated.get(note.id)?.title ?? note.title,
			link: new URL(localeRoute(note.path, lang, languages[0]!), site.url).href,
		}));
	}

	/** Where the feeds of `lang` are, relative to the build. */
	const feedsOf = (lang: string) => localeRoute('/feeds', lang, languages[0]!).slice(1);

	// The cases variant always has notes; the owner's site may have none yet, and then no feeds.
	test(
		name === 'cases' ? 'there are notes to check' : 'feeds are built when there are notes',
		() => {
			if (name === 'cases') {
				expect(notes.length).toBeGreaterThan(0);
				expect(tagsOfNotes.length).toBeGreaterThan(0);
			}
			for (const lang of languages)
				expect(existsSync(join(dist(), feedsOf(lang))), lang).toBe(notes.length > 0);
		},
	);

	test('every XML feed file, of every language and tag, is well-formed to a strict XML parser', () => {
		const files: string[] = [];
		const walk = (folder: string) => {
			for (const entry of readdirSync(folder, { withFileTypes: true })) {
				const path = join(folder, entry.name);
				if (entry.isDirectory()) walk(path);
				else if (/\.xml$/.test(entry.name) && /(^|\/)feeds\//.test(path.slice(dist().length)))
					files.push(path);
			}
		};
		walk(dist());
		expect(files.length > 0).toBe(notes.length > 0);
		for (const file of files)
			expect(XMLValidator.validate(readFileSync(file, 'utf8')), file.slice(dist().length)).toBe(
				true,
			);
	});

	test.each(languages)(
		'%s: RSS, Atom and JSON Feed, every published note once, in the language',
		(lang) => {
			const texts = (lang === languages[0] ? copy : textsOf.get(lang))!.notes!;
			for (const { file, format } of FORMATS) {
				const path = `${feedsOf(lang)}/${file}`;
				if (notes.length === 0) {
					expect(existsSync(join(dist(), path)), path).toBe(false);
					continue;
				}
				const feed = readFeed(dist(), path);
				expect(feed.format, path).toBe(format);
				expect(feed.language, path).toBe(lang);
				expect(feed.title, path).toBe(fill(texts.feedTitle, { name: site.name }));
				expect(
					feed.entries.map(({ title, link }) => ({ title, link })),
					path,
				).toEqual(expected(lang));
				for (const entry of feed.entries) expectResolves(entry, path);
			}
		},
	);

	test("each tag notes carry has its feeds, in every language, with that tag's notes only", () => {
		for (const lang of languages)
			for (const tag of tagsOfNotes)
				for (const { file, format } of FORMATS) {
					const path = `${localeRoute('/feeds', lang, languages[0]!).slice(1)}/tags/${tagSlug(tag)}/${file}`;
					const feed = readFeed(dist(), path);
					expect(feed.format, path).toBe(format);
					expect(feed.language, path).toBe(lang);
					expect(
						feed.entries.map(({ title, link }) => ({ title, link })),
						path,
					).toEqual(expected(lang, tag));
				}
	});

	/** Every address in an entry (its link, its HTML's links and images) on the site is built. */
	function expectResolves(entry: Entry, where: string) {
		expect(builtFile(dist(), origin, entry.link), `${where}: ${entry.link}`).toSatisfy(
			(file?: string) => file !== undefined && existsSync(file),
		);
		const tree = fromHtml(entry.html, { fragment: true });
		for (const element of selectAll('a[href], img[src]', tree)) {
			const address = attr(element, 'href') ?? attr(element, 'src')!;
			expect(address, where).toMatch(/^https?:\/\//);
			const file = builtFile(dist(), origin, address);
			if (file) expect(existsSync(file), `${where}: ${address}`).toBe(true);
		}
	}

	test("every page offers its language's three feeds to feed readers, and the notes page links them", () => {
		const pages = readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter(
			(file) => file.endsWith('.html') && file !== '404.html',
		);
		for (const file of pages) {
			const tree = fromHtml(readFileSync(join(dist(), file), 'utf8'));
			const lang = attr(selectAll('html', tree)[0], 'lang')!;
			const feeds = localeRoute('/feeds', lang, languages[0]!);
			const offered = selectAll('link[rel="alternate"][type]', tree).map((link) => ({
				type: attr(link, 'type'),
				href: new URL(attr(link, 'href')!).pathname,
			}));
			for (const { file: feed, type } of FORMATS)
				if (notes.length > 0)
					expect(offered, file).toContainEqual({ type, href: `${feeds}/${feed}` });
				else
					expect(
						offered.map((link) => link.type),
						file,
					).not.toContain(type);
		}
		if (notes.length === 0) {
			expect(existsSync(pageFile(dist(), '/notes'))).toBe(false);
			return;
		}
		const list = fromHtml(readFileSync(pageFile(dist(), '/notes'), 'utf8'));
		const links = selectAll('main a[type]', list).map((link) => attr(link, 'href'));
		expect(links).toEqual(FORMATS.map(({ file }) => `/feeds/${file}`));
	});

	if (name === 'cases')
		test('no feed holds a draft or a note dated in the future, nor has a feed of its tags', () => {
			const files = readdirSync(join(dist(), 'feeds'), { recursive: true, encoding: 'utf8' });
			for (const file of files.filter((entry) => /\.(xml|json)$/.test(entry))) {
				const text = readFileSync(join(dist(), 'feeds', file), 'utf8');
				for (const hidden of [NOTES.draft, NOTES.future]) {
					expect(text, file).not.toContain(hidden.title);
					expect(text, file).not.toContain(hidden.id);
				}
			}
			for (const hidden of [NOTES.draft, NOTES.future])
				expect(existsSync(join(dist(), 'feeds', 'tags', tagSlug(hidden.tag)))).toBe(false);
		});
});
