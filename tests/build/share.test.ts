/**
 * What a build gives link previews and hosts, on the variant of the valid fixture content with no
 * `socialImage` (so the home page's image is drawn too) and one project whose title is far too
 * long for its image (`VARIANTS`): every page names an og:image that is in dist/, a 1200x630
 * PNG drawn for that page; and dist/_headers holds the header rules.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { pngSize, pngTitle } from '../tools/png.ts';
import { HEADER_RULES, forLanguages } from '../../src/hosts/host-headers.ts';
import { headersFile } from '../../src/hosts/host-formats.ts';
import { decodedUrl, readLanguages } from '../tools/content.ts';
import { LONG, VARIANTS } from './variants.ts';

const dist = inject('dist').cases;

/** The text of HTML with its tags dropped and the entities Astro writes decoded. */
const text = (html: string) =>
	html
		.replace(/<[^>]+>/g, '')
		.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
		.replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
		.trim();

const meta = (html: string, key: string) =>
	new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews and host headers in the build', () => {
	test('every page names its own 1200x630 PNG in dist/, with alt text and a large card', () => {
		const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
			file.endsWith('.html'),
		);
		expect(pages.length).toBeGreaterThan(5);
		const images = new Set<string>();
		for (const file of pages) {
			const html = readFileSync(join(dist, file), 'utf8');
			const image = meta(html, 'og:image');
			expect(image, file).toBeDefined();
			const pathname = decodedUrl(new URL(image!).pathname);
			expect(pathname, file).toMatch(/^\/og\/.+\.png$/);
			images.add(pathname);
			const png = readFileSync(join(dist, pathname));
			expect(pngSize(png), file).toEqual({ width: 1200, height: 630 });
			// Drawn for this page: the title in the file is the page's heading (on the home page,
			// the owner's name in it).
			const heading = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!);
			expect(heading, file).toContain(pngTitle(png));
			expect(meta(html, 'og:image:width'), file).toBe('1200');
			expect(meta(html, 'og:image:height'), file).toBe('630');
			expect(meta(html, 'og:image:alt'), file).toBeTruthy();
			expect(meta(html, 'twitter:card'), file).toBe('summary_large_image');
		}
		// One image per page, and no image that no page names.
		expect(images.size).toBe(pages.length);
		const drawn = readdirSync(join(dist, 'og'), { recursive: true, encoding: 'utf8' }).filter(
			(file) => file.endsWith('.png'),
		);
		expect(drawn).toHaveLength(images.size);
	});

	test('the project with the long title gets its image, which names the whole title', () => {
		const png = readFileSync(join(dist, 'og', 'projects', `${LONG.id}.png`));
		expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
		expect(pngTitle(png)).toBe(LONG.title);
	});

	test('dist/_headers holds the header rules', () => {
		const languages = readLanguages(VARIANTS.cases.content);
		expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(
			headersFile(forLanguages(HEADER_RULES, languages)),
		);
	});
});
