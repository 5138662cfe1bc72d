import { expect, test, type Page } from '@playwright/test';
import { DIST, featuresSite, SEND_FORM_URL } from './env.ts';
import {
	allPaths,
	copy,
	MISSING_PATH,
	RESUME_PATH,
	SEARCH_PATH,
	tagPaths,
} from '../tools/content.ts';
import { headersFor, readHeaderRules } from '../../scripts/lib/static-host.ts';
import { hydrateAll } from './settle.ts';
import { watchViolations } from './csp-violations.ts';
import { features, onFeatures } from './features.ts';

/** A site the policy is checked on: its pages, its build and what a search there finds. */
interface Checked {
	name: string;
	use: { baseURL?: string };
	dist: string;
	pages: string[];
	/** A word its search finds, as the title of a result; none where nothing is published. */
	search?: string;
}

const SITES_CHECKED: Checked[] = [
	// The owner's: every page and one tag page, whatever the content holds.
	{ name: "the owner's site", use: {}, dist: DIST, pages: [...allPaths, ...tagPaths.slice(0, 1)] },
	// Pages with screenshots, story pictures, code and notes: a project's, a tag's, a note's.
	{
		name: 'a site with projects, notes and tags',
		use: onFeatures,
		dist: featuresSite().dist,
		pages: [
			...features.pagePaths,
			RESUME_PATH,
			SEARCH_PATH,
			MISSING_PATH,
			...features.projects.slice(0, 1).map(({ path }) => path),
			...features.tags.slice(0, 1).map(({ path }) => path),
			...features.notes.slice(0, 1).map(({ path }) => path),
		],
		search: features.projects[0]!.title,
	},
];

/**
 * Opens every page of `pages`, scrolls it and hydrates its islands: everything a page runs, runs.
 * `check` runs on each page as it opens.
 */
async function useEveryPage(page: Page, pages: string[], check?: (path: string) => Promise<void>) {
	for (const path of pages) {
		await page.goto(path);
		await check?.(path);
		await page.mouse.wheel(0, 4000);
		await hydrateAll(page);
	}
}

/** Fills the contact form in and sends it; the send is answered with success, and the page goes home. */
async function sendContactForm(page: Page) {
	let requests = 0;
	await page.route(SEND_FORM_URL, async (route) => {
		requests++;
		await route.fulfill({ status: 200, body: 'OK' });
	});
	page.on('dialog', (dialog) => dialog.accept());
	await page.goto('/contact');
	await hydrateAll(page);
	const form = copy.contact.form;
	await page.getByLabel(form.name).fill('Ada Lovelace');
	await page.getByLabel(form.email).fill('ada@example.com');
	await page.getByLabel(form.phone).fill('5551234567');
	await page.getByLabel(form.message).fill('Hello from the CSP test');
	await page.getByRole('button', { name: form.submit }).click();
	await expect(page).toHaveURL(/\/$/);
	expect(requests).toBe(1);
}

/** Searches for a project's title: Pagefind's script, worker and WebAssembly all run. */
async function search(page: Page, title: string) {
	await page.goto(SEARCH_PATH);
	await page.getByRole('searchbox', { name: features.copy.search.label }).fill(title);
	await expect(
		page.locator('#search-results').getByRole('link', { name: title }).first(),
	).toBeVisible();
	// It searched in its worker, which its own policy let fetch and compile.
	expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
		'/pagefind/pagefind-worker.js',
	]);
}

for (const checked of SITES_CHECKED) {
	test.describe(`Content-Security-Policy on ${checked.name}`, () => {
		test.use(checked.use);

		test(`every page carries a strict policy and reports no violation, islands and ${checked.search === undefined ? 'the contact flow' : 'a search'} included`, async ({
			page,
		}) => {
			const violations = await watchViolations(page);
			await test.step('every page carries a policy without unsafe-inline scripts, and runs', () =>
				useEveryPage(page, checked.pages, async (path) => {
					const policy = await page
						.locator('meta[http-equiv="content-security-policy"]')
						.getAttribute('content');
					// Pagefind's WebAssembly and worker: the search page's alone.
					const search = path === SEARCH_PATH;
					expect(policy, path).toMatch(
						search
							? /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+/
							: /script-src 'self'( 'sha256-[^']+')+/,
					);
					expect(policy?.includes("worker-src 'self'"), path).toBe(search);
					expect(policy, path).not.toContain('unsafe-inline');
					expect(policy, path).toContain("connect-src 'self' https://emailjs.e2e.invalid");
				}));
			expect(violations, 'no violation on any page, islands included').toEqual([]);
			if (checked.search === undefined) {
				await test.step('the contact flow sends to the EmailJS origin', () =>
					sendContactForm(page));
				expect(violations, 'no violation in the contact flow').toEqual([]);
			} else {
				const { search: title } = checked;
				await test.step('a search runs Pagefind', () => search(page, title));
				expect(violations, 'no violation in a search').toEqual([]);
			}
		});

		test('with the headers a static host adds from _headers, islands still run', async ({
			page,
			baseURL,
		}) => {
			// Browsers enforce the header policy and the page's <meta> policy together. The build
			// writes the file into the folder it serves.
			const rules = readHeaderRules(`${checked.dist}/_headers`);
			expect(headersFor(rules, '/').map(([name]) => name)).toContain('Content-Security-Policy');
			await page.route(`${baseURL}/**`, async (route) => {
				const response = await route.fetch();
				const { pathname } = new URL(route.request().url());
				const headers = {
					...response.headers(),
					...Object.fromEntries(headersFor(rules, pathname)),
				};
				await route.fulfill({ response, headers });
			});
			const violations = await watchViolations(page);
			await useEveryPage(page, checked.pages);
			if (checked.search !== undefined) await search(page, checked.search);
			expect(violations).toEqual([]);
		});
	});
}
