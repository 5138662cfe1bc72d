import { expect, test } from '@playwright/test';
import { readSite } from '../tools/content.ts';
import { SITES, urlOf } from './env.ts';
import { hydrateAll } from './settle.ts';

// Runs against the site built from the fixture content-hostile-name, whose owner's name and
// job title are markup that would run if the head let it out.
// What its served HTML holds (the policy first, each JSON-LD block whole and parsing back to the
// name) is checked without a browser, by the head-injection build test.

test.use({ baseURL: urlOf(SITES.hostile) });

const owner = readSite(SITES.hostile.content);
const PAGES = ['/', '/projects', '/about', '/resume', '/contact', '/no-such-page'];

test('no page runs the owner’s name, with every island loaded', async ({ page }) => {
	// Six pages, each until its islands have hydrated: more than one load's time on a busy machine.
	test.slow();
	const dialogs: string[] = [];
	const errors: string[] = [];
	page.on('dialog', async (dialog) => {
		dialogs.push(dialog.message());
		await dialog.dismiss();
	});
	page.on('pageerror', (error) => errors.push(error.message));
	for (const path of PAGES) {
		const console: string[] = [];
		const listener = (message: { type(): string; text(): string }) => {
			if (message.type() === 'error') console.push(message.text());
		};
		page.on('console', listener);
		await page.goto(path);
		// Every island loaded and run, so any script the name could smuggle in has had its chance.
		await hydrateAll(page);
		page.off('console', listener);
		// The error page logs its routing error and the browser its 404 status, by design.
		if (path !== '/no-such-page') expect(console, path).toEqual([]);
		// The page is this site's, its title carrying the name as text.
		expect(await page.title(), path).toContain(owner.name);
	}
	expect(dialogs).toEqual([]);
	expect(errors).toEqual([]);
});
