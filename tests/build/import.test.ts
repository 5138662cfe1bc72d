/**
 * `npm run import` end to end: repositories and feed articles imported (as published files) into a
 * copy of the valid fixture content from recorded answers, then built. The imported projects and
 * notes have their pages; a note first published elsewhere names the original as its canonical
 * address and the feeds link to it; the owner's checks hold; and no built file holds the token
 * or the address of the API the import read.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseFeed } from 'feedsmith';
import { select } from 'hast-util-select';
import { describe, expect, inject, test } from 'vitest';
import { readMarkdown } from '../../src/data/content-files.ts';
import { noteFileSchema } from '../../src/schemas/note.ts';
import { projectFileSchema } from '../../src/schemas/project.ts';
import { checkContent } from '../../src/check/check.ts';
import { attribute, readPage } from '../tools/hast.ts';
import {
	brokenLinks,
	malformedPages,
	missingPages,
	overBudget,
	unreadableData,
} from '../owner/site-checks.ts';
import { privacyLeaks } from '../owner/privacy-checks.ts';
import { API_HOST, FAKE_TOKEN, IMPORT_SITE } from './import-site.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONTENT = resolve(ROOT, IMPORT_SITE.content);
const dist = () => inject('dist').import;

/** The imported files of a folder (those with the import's record), as the schema reads them. */
function imported<T>(section: string, schema: { parse: (data: unknown) => T }) {
	const dir = join(CONTENT, section);
	return readdirSync(dir)
		.filter((name) => name.endsWith('.md'))
		.map((name) => ({
			id: name.replace(/\.md$/, ''),
			data: schema.parse(readMarkdown(join(dir, name), name).data),
		}))
		.filter(({ data }) => (data as { imported?: unknown }).imported);
}

const projects = imported('projects', projectFileSchema);
const notes = imported('notes', noteFileSchema);

describe('imported repositories and articles, built', () => {
	test('the import wrote what it was asked for, and the content check accepts it', async () => {
		const asked = [...IMPORT_SITE.github.only.split(','), IMPORT_SITE.gitlab.only];
		expect(projects.map(({ data }) => data.title).sort()).toEqual(asked.sort());
		expect(notes.length).toBeGreaterThan(0);
		expect((await checkContent(CONTENT, (path) => path)).problems).toEqual([]);
	});

	test('each imported project and note has its page, with its title', () => {
		for (const { id, data } of projects) {
			const page = readPage(dist(), `/projects/${id}`);
			expect(select('h1', page), id).toBeTruthy();
			expect(JSON.stringify(select('h1', page))).toContain(data.title);
		}
		for (const { id } of notes)
			expect(statSync(join(dist(), 'notes', `${id}.html`)).isFile()).toBe(true);
	});

	test("a note's page names the article's original address as its canonical one", () => {
		for (const { id, data } of notes) {
			const page = readPage(dist(), `/notes/${id}`);
			expect(data.canonical).toMatch(/^https:/);
			expect(attribute(select('link[rel="canonical"]', page), 'href')).toBe(data.canonical);
			expect(attribute(select('meta[property="og:url"]', page), 'content')).toBe(data.canonical);
		}
	});

	test('the feeds link each imported note to its original (JSON Feed: external_url)', () => {
		const originals = new Set(notes.map(({ data }) => data.canonical));
		const rss = parseFeed(readFileSync(join(dist(), 'feeds/rss.xml'), 'utf8'));
		const atom = parseFeed(readFileSync(join(dist(), 'feeds/atom.xml'), 'utf8'));
		const json = JSON.parse(readFileSync(join(dist(), 'feeds/feed.json'), 'utf8')) as {
			items: { url: string; external_url?: string }[];
		};
		const rssLinks = rss.format === 'rss' ? (rss.feed.items ?? []).map((item) => item.link) : [];
		const atomLinks =
			atom.format === 'atom'
				? (atom.feed.entries ?? []).map((entry) => entry.links?.[0]?.href)
				: [];
		for (const original of originals) {
			expect(rssLinks).toContain(original);
			expect(atomLinks).toContain(original);
			expect(json.items.map((item) => item.external_url)).toContain(original);
		}
		// The JSON Feed's own address of each item stays the note's page on this site.
		for (const item of json.items) expect(item.url.startsWith('https://')).toBe(true);
	});

	test("the owner's checks hold on the built site", async () => {
		expect([
			...missingPages(dist(), CONTENT),
			...(await malformedPages(dist())),
			...brokenLinks(dist(), CONTENT),
			...unreadableData(dist(), CONTENT),
			...(await privacyLeaks(dist(), CONTENT)),
			...overBudget(dist()),
		]).toEqual([]);
	});

	test('no built file and no imported file holds the token or the API address', () => {
		const files = (dir: string) =>
			readdirSync(dir, { recursive: true, encoding: 'utf8' })
				.map((file) => join(dir, file))
				.filter((file) => statSync(file).isFile());
		// The replay server's host (on any port) stood for GitHub's and GitLab's APIs.
		const secrets = [FAKE_TOKEN, API_HOST, 'api.github.com', '/api/v4/'];
		for (const file of [...files(dist()), ...files(CONTENT)]) {
			const text = readFileSync(file).toString('latin1');
			for (const secret of secrets)
				expect(text.includes(secret), `${file} holds ${secret}`).toBe(false);
		}
	});
});
