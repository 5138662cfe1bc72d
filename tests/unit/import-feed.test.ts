/**
 * `npm run import -- feed <url>` against three recorded feeds a local server replays: dev.to's RSS
 * (30 articles), an old blog's Atom (Jekyll's) and a JSON Feed. Each article becomes a note that
 * names the original as its canonical address and links to it; a second import keeps the owner's
 * edits; a page that is no feed, or a missing one, is refused with the next step.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from 'feedsmith';
import { describe, expect, test } from 'vitest';
import { checkContent } from '../../src/check/check.ts';
import { readMarkdown, stringifyMarkdown } from '../../src/data/content-files.ts';
import { markdownToHtml } from 'satteri';
import { readTree } from '../../src/owner-files/tree.ts';
import { noteFileSchema, type NoteFile } from '../../src/schemas/note.ts';
import { sameTree } from '../tools/fixture-content.ts';
import { recording, importSpace, runImport, type ReplayServer } from '../tools/replay-server.ts';

/** An import reads, writes and checks a content folder: seconds on a busy machine. */
const IMPORT_TIMEOUT = 60_000;

let server: ReplayServer;
let work: string;
let content: string;
importSpace('import-feed-', (space) => ({ server, work, content } = space));

const run = (path: string, argv: string[] = []) =>
	runImport(server, work, ['feed', `${server.origin}${path}`, ...argv]);

/** Every note of the content folder by its canonical address. */
function notes(): Map<string, { name: string; data: NoteFile; body: string }> {
	const dir = join(content, 'notes');
	return new Map(
		readdirSync(dir).map((name) => {
			const { data, body } = readMarkdown(join(dir, name), name);
			const note = noteFileSchema.parse(data);
			return [note.canonical!, { name, data: note, body }];
		}),
	);
}

describe('feed', { timeout: IMPORT_TIMEOUT }, () => {
	test("dev.to's RSS: each of its 30 articles a draft note with its title, day, summary, tags and original address", async () => {
		const { status } = await run('/feed/ada_lovelace');
		expect(status).toBe(0);
		const feed = parseFeed(recording('feeds/devto.xml'));
		const items = feed.format === 'rss' ? (feed.feed.items ?? []) : [];
		expect(items).toHaveLength(30);
		const written = notes();
		expect(written.size).toBe(items.length);
		for (const item of items) {
			const note = written.get(item.link!)!;
			expect(note.data.title).toBe(item.title);
			expect(note.data.published.toISOString().slice(0, 10)).toBe(
				new Date(item.pubDate!).toISOString().slice(0, 10),
			);
			expect(note.data.draft).toBe(true);
			expect(note.data.description.length).toBeLessThanOrEqual(280);
			// The site's own spelling of a tag it already has (React, CSS), the feed's for the others.
			const tags = (item.categories ?? []).map(({ name }) => name!);
			expect(note.data.tags!.map((tag) => tag.toLowerCase())).toEqual(tags);
			expect(note.data.tags).not.toContain('react');
			expect(note.body).toContain(`<${item.link}>`);
		}
		expect((await checkContent(content, (path) => path)).problems).toEqual([]);
	});

	test("Atom: HTML titles as text, the day as the blog wrote it, an update, a summary's Markdown characters kept as text", async () => {
		expect((await run('/feed.xml', ['--publish'])).status).toBe(0);
		const written = notes();
		const tables = written.get('https://ada.example.org/2021/06/12/tables.html')!;
		expect(tables.data.title).toBe('Why I still write <table> by hand');
		expect(tables.data.updated?.toISOString().slice(0, 10)).toBe('2021-06-20');
		expect(tables.data.tags).toEqual(['html', 'Accessibility']);
		expect(tables.data.draft).toBe(false);
		// Published 1 February at 08:00 in Tokyo: a note of 1 February, in a file named in Japanese.
		const fonts = written.get('https://ada.example.org/2020/02/01/japanese-fonts.html')!;
		expect(fonts.name).toBe('日本語のウェブフォント.md');
		expect(fonts.data.published.toISOString().slice(0, 10)).toBe('2020-02-01');
		const react = written.get('https://ada.example.org/2018/09/30/react.html')!;
		const html = markdownToHtml(react.body).html;
		expect(html).toContain(
			'# Not a heading: a summary that starts with a hash, *stars* and [brackets].',
		);
		expect(html).not.toMatch(/<h1|<em>/);
		expect((await checkContent(content, (path) => path)).problems).toEqual([]);
	});

	test('JSON Feed: an article without a title is left out, named', async () => {
		const { status, out } = await run('/feed.json');
		expect(status).toBe(0);
		expect([...notes().keys()].sort()).toEqual([
			'https://notes.ada.example/2025/12/view-transitions',
			'https://notes.ada.example/2026/01/focus-rings',
		]);
		expect(out[0]).toBe(
			'Note: https://notes.ada.example/2025/11/micro: the feed gives it no title, so it is left out.',
		);
	});

	test('an article a feed lists twice is one note', async () => {
		const feed = JSON.parse(recording('feeds/notes.json')) as { items: unknown[] };
		server.answer('/feed.json', {
			text: JSON.stringify({ ...feed, items: [feed.items[0], ...feed.items] }),
			type: 'application/feed+json',
		});
		expect((await run('/feed.json')).status).toBe(0);
		expect(notes().size).toBe(2);
		expect(readdirSync(join(content, 'notes'))).toHaveLength(2);
	});

	test("a second import keeps the owner's title and tag and takes the feed's new summary", async () => {
		expect((await run('/feed.json')).status).toBe(0);
		const url = 'https://notes.ada.example/2026/01/focus-rings';
		const { name, data, body } = notes().get(url)!;
		const file = join(content, 'notes', name);
		const raw = readMarkdown(file, name).data as Record<string, unknown>;
		writeFileSync(
			file,
			stringifyMarkdown(body, { ...raw, title: 'Keep your focus rings', tags: ['CSS', 'Focus'] }),
		);
		const feed = JSON.parse(recording('feeds/notes.json')) as {
			items: { url: string; summary?: string }[];
		};
		const item = feed.items.find((entry) => entry.url === url)!;
		item.summary = 'Keep focus rings, and make them match the site.';
		server.answer('/feed.json', { text: JSON.stringify(feed), type: 'application/feed+json' });
		const { status, out } = await run('/feed.json');
		expect(status).toBe(0);
		const after = notes().get(url)!.data;
		expect(after.title).toBe('Keep your focus rings');
		expect(after.tags).toEqual(['CSS', 'Focus']);
		expect(after.description).toBe('Keep focus rings, and make them match the site.');
		expect(after.published).toEqual(data.published);
		expect(out).toContain(`Updated content/notes/${name}: description.`);
	});

	test('a web page or a missing feed is refused with the next step, and nothing changes', async () => {
		const before = readTree(work);
		server.answer('/blog', 'web-page');
		let result = await run('/blog');
		expect(result.status).toBe(1);
		expect(result.err[0]).toBe(
			`${server.origin}/blog is not an RSS, Atom or JSON feed (it is a web page): give the feed's own address, often linked as RSS on the blog. Nothing was changed.`,
		);
		result = await run('/no-feed-here');
		expect(result.err[0]).toMatch(
			/\/no-feed-here answered 404 Not Found: check the feed's address \(dev\.to: https:\/\/dev\.to\/feed\/<you>/,
		);
		result = await runImport(server, work, ['feed', 'dev.to/feed/ada']);
		expect(result.err[0]).toMatch(
			/^"dev\.to\/feed\/ada" is not a feed's address: give its full address/,
		);
		expect(sameTree(readTree(work), before)).toBe(true);
	});
});
