/**
 * An e-mail address is optional. The Russian owner's site (made by init from a résumé without
 * one, the form set up) offers the form alone on its contact page, in Russian and English; the
 * sparse variant (no address, the form not set up) says so plainly and links the owner's
 * profiles. Neither site holds a mailto: link, an empty contact line or an e-mail in its JSON-LD,
 * and the résumé's PDF has no empty entry in its contact line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, test } from 'vitest';
import { readJson } from '../../src/data/content-files.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { fill } from '../../src/i18n/template.client.ts';
import { profilesOf } from '../../src/resume/profiles.ts';
import type { Resume } from '../../src/schemas/resume.ts';
import { attribute, readPage, text } from '../tools/hast.ts';
import { RUSSIAN_SITE } from './russian-site.ts';
import { VARIANTS } from './variants.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Every built page of `dist`, by its file. */
const pagesOf = (dist: string) =>
	readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
		(file) => file.endsWith('.html') && !file.startsWith('pagefind'),
	);

/** The JSON-LD objects of a page's HTML. */
const jsonLdOf = (html: string) =>
	[...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
		([, json]) => JSON.parse(json!) as Record<string, unknown>,
	);

/** What every page of a site without an e-mail address holds: no mailto:, no JSON-LD e-mail. */
function expectNoAddress(dist: string) {
	for (const file of pagesOf(dist)) {
		const html = readFileSync(join(dist, file), 'utf8');
		expect(html, file).not.toContain('mailto:');
		for (const data of jsonLdOf(html)) expect(data, file).not.toHaveProperty('email');
	}
	const resume = readPage(dist, '/resume');
	const lines = selectAll('ul.contact > li', resume).map(text);
	expect(lines.length).toBeGreaterThan(0);
	expect(lines).not.toContain('');
}

/** The text of a PDF's first page. */
async function firstPage(file: string): Promise<string> {
	const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
	const { text: pages } = await extractText(pdf, { mergePages: false });
	return pages[0] ?? '';
}

describe('init and a build from a résumé without an e-mail address, the form set up', () => {
	const dist = () => inject('dist')['russian-init'];

	test.each([
		['ru', '/contact'],
		['en', '/en/contact'],
	])('the %s contact page offers the form alone and says so', (lang, path) => {
		const texts = builtInTexts(lang)!;
		const page = readPage(dist(), path);
		const intro = select('section.intro', page)!;
		expect(selectAll('p', intro).map(text)).toContain(texts.contact.textNoEmail);
		const html = readFileSync(join(dist(), `${path.slice(1)}.html`), 'utf8');
		expect(/<noscript>(.*?)<\/noscript>/s.exec(html)?.[1]).toContain(texts.contact.noscriptNoEmail);
		expect(select('form', page)).toBeTruthy();
	});

	test('no page links an address, the JSON-LD names none, the résumé lists no empty line', () => {
		expectNoAddress(dist());
	});

	test("the PDF's contact line starts with what there is, no empty entry", async () => {
		const first = await firstPage(join(dist(), 'resume.pdf'));
		const basics = (readJson(RUSSIAN_SITE.resume, 'russian.json') as { basics: { url: string } })
			.basics;
		expect(first).toContain(basics.url);
		expect(first).not.toMatch(/·\s*·|^\s*·/m);
	});
});

describe('a build without an e-mail address and without the form set up', () => {
	const dist = () => inject('dist').sparse;
	const content = resolve(ROOT, VARIANTS.sparse.content);
	const texts = builtInTexts('en')!;

	test('the contact page says the form is not set up, links each profile, and offers no form', () => {
		const resume = readJson(join(content, 'resume.json'), 'resume.json') as {
			basics: { profiles: { network: string; url: string }[] };
		};
		const page = readPage(dist(), '/contact');
		const intro = select('section.intro', page)!;
		expect(selectAll('p', intro).map(text)).toContain(texts.contact.unavailable);
		expect(
			selectAll('ul.profiles a', intro).map((link) => [text(link), attribute(link, 'href')]),
		).toEqual(resume.basics.profiles.map((profile) => [profile.network, profile.url]));
		expect(select('form', page)).toBeUndefined();
		expect(readFileSync(join(dist(), 'contact.html'), 'utf8')).not.toContain('<noscript>');
	});

	test("About's sentence of links is the one without an address", () => {
		const { basics } = readJson(join(content, 'resume.json'), 'resume.json') as Resume;
		const code = profilesOf(basics).find((profile) => profile.code)!;
		const sentence = fill(texts.about.linksNoEmail, {
			projects: texts.about.projectsLink,
			code: `${code.label} ${texts.layout.newTab}`,
			contact: texts.about.contactLink,
		});
		expect(text(select('main', readPage(dist(), '/about'))!)).toContain(sentence);
	});

	test('no page links an address, the JSON-LD names none, the résumé lists no empty line', () => {
		expectNoAddress(dist());
	});
});
