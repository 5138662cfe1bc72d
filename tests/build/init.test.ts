/**
 * `npm run init` end to end: a copy of the project's content made another person's by init (a
 * résumé with JSON Resume's older names), then built. No built file keeps a word of the previous
 * owner; the new owner's résumé shows where the pages put it; their content passes the check.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { select } from 'hast-util-select';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, test } from 'vitest';
import { readJson } from '../../src/data/content-files.ts';
import { resumeSchema, type Resume } from '../../src/schemas/resume.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { runContentScript } from '../tools/content-script.ts';
import { attribute, readPage, visibleText } from '../tools/hast.ts';
import { pngSize, pngTitle } from '../tools/png.ts';
import { BEFORE, INIT_SITE } from './init-site.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CONTENT = resolve(ROOT, INIT_SITE.content);
const dist = () => inject('dist').init;
const parse = <T>(file: string, schema: { parse: (value: unknown) => T }) =>
	schema.parse(readJson(file, file));

/** The previous owner, as their content says: name, e-mail, domain, addresses and profiles. */
function identityOf(resume: Resume, url: string): string[] {
	const basics = resume.basics ?? {};
	const profiles = basics.profiles ?? [];
	const words = [
		basics.name,
		basics.email,
		new URL(url).host.replace(/^www\./, ''),
		basics.url,
		...profiles.map((profile) => profile.url),
		...profiles.map((profile) => profile.username),
	].filter((word): word is string => Boolean(word && word.length > 3));
	return [...new Set(words.flatMap((word) => [word, encodeURIComponent(word)]))];
}

/** Every file under `dir`. */
const filesIn = (dir: string) =>
	readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.map((file) => join(dir, file))
		.filter((file) => statSync(file).isFile());

/** Files that hold no words: fonts, pictures' pixels, Pagefind's program. */
const WORDLESS = /\.(woff2?|avif|webp|jpe?g|gif|ico|pagefind|wasm)$/;

/** The words a built file holds, as a reader, a search engine or a feed reader gets them. */
async function wordsOf(file: string): Promise<string | undefined> {
	const bytes = readFileSync(file);
	if (file.endsWith('.pdf')) {
		const pdf = await getDocumentProxy(new Uint8Array(bytes));
		return (await extractText(pdf, { mergePages: true })).text;
	}
	if (file.endsWith('.png')) return pngTitle(bytes) ?? '';
	if (/\.pf_(fragment|index|meta)$/.test(file)) return gunzipSync(bytes).toString('utf8');
	if (WORDLESS.test(file)) return undefined;
	return bytes.toString('utf8');
}

describe('npm run init, then a build', () => {
	const previous = parse(join(BEFORE, 'resume.json'), resumeSchema);
	const previousSite = parse(join(BEFORE, 'site.json'), siteSchema);
	const given = parse(INIT_SITE.resume, resumeSchema);
	const basics = given.basics!;

	test("no built file holds the previous owner's name, e-mail, domain or profiles", async () => {
		const identity = identityOf(previous, previousSite.url);
		expect(identity.length).toBeGreaterThan(0);
		const read = new Set<string>();
		for (const file of filesIn(dist())) {
			const words = (await wordsOf(file))?.toLowerCase();
			if (words === undefined) continue;
			read.add(file.split('.').pop()!);
			for (const word of identity)
				expect(words.includes(word.toLowerCase()), `${file} holds ${word}`).toBe(false);
		}
		// Pages, the sitemap, the résumé as JSON and PDF, share images, the search index.
		for (const kind of ['html', 'xml', 'json', 'pdf', 'png', 'pf_fragment', 'svg'])
			expect(read, kind).toContain(kind);
	});

	test('the home page shows the new owner and their job title; its share image is drawn', () => {
		const home = readPage(dist(), '/');
		const words = visibleText(home);
		expect(words).toContain(basics.name);
		expect(words).toContain(basics.label);
		const image = attribute(select('meta[property="og:image"]', home), 'content')!;
		const png = readFileSync(join(dist(), new URL(image).pathname));
		expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
		expect(pngTitle(png)).toBeTruthy();
	});

	test("no page holds a text of the sample's site.json: its footer note, welcome or description", () => {
		const texts = [previousSite.footerNote, previousSite.welcome, previousSite.description];
		const pages = filesIn(dist()).filter((file) => file.endsWith('.html'));
		expect(pages.length).toBeGreaterThan(0);
		for (const text of texts.filter((each) => each !== undefined))
			expect(
				pages.filter((file) => readFileSync(file, 'utf8').includes(text)),
				text,
			).toEqual([]);
	});

	test("the header's logo is the monogram, named for the owner; the touch icon is 180x180", () => {
		const home = readPage(dist(), '/');
		const logo = select('header a img', home)!;
		// Named with the Home link's word in the site's default language.
		const written = parse(join(INIT_SITE.content, 'site.json'), siteSchema);
		const homeWord = builtInTexts(written.languages?.[0] ?? 'en')!.nav.home;
		expect(attribute(logo, 'alt')).toBe(`${basics.name}, ${homeWord}`);
		const svg = readFileSync(join(dist(), attribute(logo, 'src')!), 'utf8');
		expect(svg).toMatch(/<path /);
		const touch = attribute(select('link[rel="apple-touch-icon"]', home), 'href')!;
		expect(pngSize(readFileSync(join(dist(), touch)))).toEqual({ width: 180, height: 180 });
	});

	test('the About and résumé pages list every job by its employer; the e-mail is linked, the phone and street are not shown', () => {
		const employers = (given.work ?? []).map((job) => job.name!);
		expect(employers.length).toBeGreaterThan(0);
		for (const path of ['/about', '/resume']) {
			const page = readPage(dist(), path);
			const words = visibleText(page);
			for (const employer of employers) expect(words, `${path}: ${employer}`).toContain(employer);
			for (const job of given.work ?? []) expect(words).toContain(job.position);
			expect(select(`a[href="mailto:${basics.email}"]`, page), path).toBeTruthy();
		}
		const contact = readPage(dist(), '/contact');
		expect(select(`a[href="mailto:${basics.email}"]`, contact)).toBeTruthy();
		const everything = filesIn(dist())
			.filter((file) => /\.(html|json|xml)$/.test(file))
			.map((file) => readFileSync(file, 'utf8'))
			.join('\n');
		for (const secret of [basics.phone!, basics.location!.address!])
			expect(everything).not.toContain(secret);
	});

	test("the résumé's PDF carries the owner's name and every employer", async () => {
		const file = filesIn(dist()).find((each) => each.endsWith('.pdf'))!;
		const text = (await wordsOf(file))!.replace(/\s+/g, ' ');
		expect(text).toContain(basics.name);
		for (const job of given.work ?? []) expect(text).toContain(job.name);
	});

	test('the content init wrote passes content:check', async () => {
		const checked = await runContentScript(['check', '--root', CONTENT]);
		expect(checked.stderr).toBe('');
		expect(checked.status).toBe(0);
	});
});
