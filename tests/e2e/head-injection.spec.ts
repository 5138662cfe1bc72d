import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { readSite } from '../content.ts';
import { hydrateAll } from './settle.ts';

// Runs against the site built from tests/fixtures/content-hostile-name (the `hostile-content`
// project), whose owner's name and job title are markup that would run if the head let it out.

const owner = readSite(join(import.meta.dirname, '../fixtures/content-hostile-name'));
const PAGES = ['/', '/projects', '/about', '/resume', '/contact', '/no-such-page'];

test('the owner’s settings pass the schema, and are markup that would run', () => {
	expect(owner.name).toContain('</script><script>');
	expect(owner.jobTitle).toContain('<script>');
});

test('no page runs the owner’s name; JSON-LD parses back to it; the policy comes first', async ({
	page,
}) => {
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

		const data = await page
			.locator('script[type="application/ld+json"]')
			.evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
		// The owner's Person on every page; the résumé page is also a ProfilePage about them.
		const parsed = data.map((text) => JSON.parse(text));
		expect(parsed, path).toHaveLength(path === '/resume' ? 2 : 1);
		expect(parsed[0], path).toMatchObject({
			'@type': 'Person',
			name: owner.name,
			jobTitle: owner.jobTitle,
		});
		if (path === '/resume')
			expect(parsed[1]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: owner.name } });
		expect(await page.title(), path).toContain(owner.name);

		// The head: charset, then the policy, and no script anywhere before the policy.
		const head = await page.evaluate(() =>
			[...document.head.children].map((element) =>
				element.matches('meta[http-equiv="content-security-policy" i]')
					? 'policy'
					: element.matches('meta[charset]')
						? 'charset'
						: element.localName,
			),
		);
		expect(head.slice(0, 2), path).toEqual(['charset', 'policy']);
		expect(
			head.filter((name) => name === 'policy'),
			path,
		).toHaveLength(1);
		const policy = await page
			.locator('meta[http-equiv="content-security-policy" i]')
			.getAttribute('content');
		expect(policy, path).toContain('upgrade-insecure-requests');
		expect(policy, path).toMatch(/img-src 'self';/);
		await expect(page.locator('meta[name="referrer"]'), path).toHaveAttribute(
			'content',
			'strict-origin-when-cross-origin',
		);
	}
	expect(dialogs).toEqual([]);
	expect(errors).toEqual([]);
});

test('in the served HTML the JSON-LD is one whole script element, before which sits the policy', async ({
	request,
}) => {
	const html = await (await request.get('/')).text();
	const open = '<script type="application/ld+json">';
	const start = html.indexOf(open) + open.length;
	// The HTML parser ends a script at the first `</script>`: the escaped name contains none.
	const json = html.slice(start, html.indexOf('</script>', start));
	expect(JSON.parse(json)).toMatchObject({ name: owner.name, jobTitle: owner.jobTitle });
	expect(json).not.toMatch(/[<>&]/);
	const policy = html.indexOf('<meta http-equiv="content-security-policy"');
	expect(policy).toBeGreaterThan(html.indexOf('<meta charset="utf-8">'));
	expect(policy).toBeLessThan(html.indexOf('<script'));
});
