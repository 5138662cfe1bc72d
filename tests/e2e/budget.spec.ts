import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { scrollThrough } from './settle.ts';
import { CONTENT_DIR, readProjects } from './projects-data.ts';

/** One tag page, of the first tag in grid order. */
const TAG_PAGE = readProjects(CONTENT_DIR).tags[0]!.path;

/** Issue 3: at most 90 KB of gzipped JavaScript per page (aim for 80). */
const BUDGET_BYTES = 90 * 1024;
const PAGES = ['/', '/projects', TAG_PAGE, '/about', '/contact', '/no-such-page'];

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Inline scripts the browser runs: no `src`, and a JavaScript type (or none). JSON data is left out. */
function inlineScripts(html: string): string[] {
	return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
		.filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
		.filter(([, attributes = '']) => {
			const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
			return !type || type === 'module' || type.includes('javascript');
		})
		.map(([, , body = '']) => body)
		.filter((body) => body.trim() !== '');
}

// Measured once, at the 390px phone viewport: the @phone tag runs it in the mobile project only.
test(
	'every page loads at most 90 KB of gzipped JavaScript at a phone width',
	{ tag: '@phone' },
	async ({ browser, baseURL }, testInfo) => {
		// Five fresh browser contexts, each scrolled to the bottom and left to go idle.
		test.slow();
		const rows: { path: string; scripts: number; bytes: number }[] = [];
		for (const path of PAGES) {
			// A fresh context per page: an empty cache, so every script the page needs is fetched.
			const context = await browser.newContext({
				baseURL,
				viewport: { width: 390, height: 844 },
				isMobile: true,
				hasTouch: true,
			});
			const page = await context.newPage();
			const scripts = new Map<string, Promise<Buffer>>();
			const collect = (response: Response) => {
				const url = response.url();
				const isScript =
					response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js');
				// A redirect has no body; the response it leads to is collected in its turn.
				const isRedirect = response.status() >= 300 && response.status() < 400;
				if (isScript && !isRedirect && !scripts.has(url)) scripts.set(url, response.body());
			};
			page.on('response', collect);
			const response = await page.goto(path);
			// Every island hydrated: each has fetched its component and everything that imports.
			await scrollThrough(page);
			await page.waitForLoadState('networkidle');
			const external = await Promise.all(scripts.values());
			const inline = inlineScripts(await response!.text());
			await context.close();
			expect(external.length + inline.length, `${path} runs some JavaScript`).toBeGreaterThan(0);
			const bytes = [...external, ...inline].reduce((sum, script) => sum + gzipSize(script), 0);
			rows.push({ path, scripts: external.length + inline.length, bytes });
		}

		const table = [
			'| Page | Scripts | JS (gzip -9) |',
			'|---|---:|---:|',
			...rows.map(({ path, scripts, bytes }) => `| ${path} | ${scripts} | ${kb(bytes)} KB |`),
		].join('\n');
		console.log(`JavaScript per page (budget ${kb(BUDGET_BYTES)} KB):\n${table}`);
		testInfo.annotations.push({ type: 'JS budget', description: table });

		for (const { path, bytes } of rows) {
			expect(bytes, `${path}: ${kb(bytes)} KB of gzipped JavaScript`).toBeLessThanOrEqual(
				BUDGET_BYTES,
			);
		}
	},
);
