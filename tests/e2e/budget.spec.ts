import { expect, test, type Response } from '@playwright/test';
import { hydrateAll, scrollThrough } from './settle.ts';
import { allPaths, languages, notes, pathIn, projects, tagPaths } from '../tools/content.ts';
import {
	budgetProblems,
	inlineScripts,
	kb,
	scriptTotal,
	type ScriptTotal,
} from '../tools/budget.ts';

/**
 * JavaScript per page, gzip level 9, at a phone width, in two figures: what a visitor who only
 * reads and scrolls loads (islands hydrate on intent, so that is no island code at all), and
 * what the page has loaded once every island on it has been used. Before interaction a page
 * requests no script file at all: what it runs is inline, so no request for code competes with
 * the first screen's image and nothing waits on a chain of imports. The arithmetic and the
 * budgets are in the budget module (unit-tested); this measures what the browser loads.
 */

/**
 * Every page, the first project page, the first tag page and the newest note (when there are
 * projects and notes), in every language of the site.
 */
const PAGES = languages.flatMap((lang) =>
	[
		...allPaths,
		...projects.slice(0, 1).map(({ path }) => path),
		...tagPaths.slice(0, 1),
		...notes.slice(0, 1).map(({ path }) => path),
	].map((path) => pathIn(lang, path)),
);

interface Row {
	path: string;
	before: ScriptTotal;
	after: ScriptTotal;
}

/** How many pages are measured at a time: each spends much of its time waiting for an idle network. */
const AT_ONCE = 4;

// Measured once, at the 390px phone viewport: the @phone tag runs it in the mobile project only.
test(
	'every page stays within its JavaScript budget before and after interaction, at a phone width',
	{ tag: '@phone' },
	async ({ browser, baseURL }, testInfo) => {
		// Sixteen page loads and their idle waits: more time than one page needs on a busy machine.
		test.slow();
		/** One page in a fresh browser context, scrolled to the bottom, left to go idle, then used. */
		const measure = async (path: string): Promise<Row> => {
			// A fresh context per page: an empty cache, so every script the page needs is fetched.
			const context = await browser.newContext({
				baseURL,
				viewport: { width: 390, height: 844 },
				isMobile: true,
				hasTouch: true,
			});
			try {
				const page = await context.newPage();
				const scripts = new Map<string, Promise<Buffer>>();
				page.on('response', (response: Response) => {
					const url = response.url();
					const isScript =
						response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js');
					// A redirect has no body; the response it leads to is collected in its turn.
					const isRedirect = response.status() >= 300 && response.status() < 400;
					if (isScript && !isRedirect && !scripts.has(url)) scripts.set(url, response.body());
				});
				const response = await page.goto(path);
				const inline = inlineScripts(await response!.text());
				const total = async () => scriptTotal(await Promise.all(scripts.values()), inline);
				// A reader: scrolls to the bottom and waits, touching nothing.
				await scrollThrough(page);
				await page.waitForLoadState('networkidle');
				const before = await total();
				// Then every island is used: each fetches its component and everything that imports.
				await hydrateAll(page);
				await page.waitForLoadState('networkidle');
				const after = await total();
				expect(after.scripts, `${path} runs some JavaScript`).toBeGreaterThan(0);
				return { path, before, after };
			} finally {
				await context.close();
			}
		};

		// The pages are measured a few at a time, each in its own context, so their idle waits
		// overlap; the rows keep the order of PAGES.
		const rows: Row[] = new Array(PAGES.length);
		let next = 0;
		const worker = async () => {
			for (let index = next++; index < PAGES.length; index = next++)
				rows[index] = await measure(PAGES[index]!);
		};
		await Promise.all(Array.from({ length: AT_ONCE }, worker));

		const table = [
			'| Page | Before interaction | After using every island |',
			'|---|---:|---:|',
			...rows.map(
				({ path, before, after }) =>
					`| ${path} | ${kb(before.bytes)} KB (${before.scripts} scripts) | ${kb(after.bytes)} KB (${after.scripts} scripts) |`,
			),
		].join('\n');
		console.log(`JavaScript per page, gzip -9:\n${table}`);
		testInfo.annotations.push({ type: 'JS budget', description: table });

		expect(rows.flatMap(({ path, before, after }) => budgetProblems(path, before, after))).toEqual(
			[],
		);
	},
);
