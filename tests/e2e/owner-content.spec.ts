/**
 * The site built from another owner's content (the fixture content-owner), in the browser:
 * what only a browser shows. The page colours follow that owner's theme in both colour schemes,
 * every kind of page passes axe in both, and the islands, once used, speak the owner's words (the
 * tag filter's headings and count, the contact form's hint, failure alert and mailto: offer).
 * Every word and link the HTML holds is checked without a browser, by the pages' and the owner
 * site's build tests.
 */
import { expect, test, type Locator } from '@playwright/test';
import { fill, fillCounted } from '../../src/i18n/template.client.ts';
import { channels } from '../../src/schemas/colour/contrast.ts';
import { MISSING_PATH, RESUME_PATH, readContent, tagsOf } from '../tools/content.ts';
import { hydrateAll } from './settle.ts';
import { cards } from './locators.ts';
import { NO_VIOLATIONS, SCHEMES, violationsInEachScheme } from './axe.ts';
import { SITES, urlOf } from './env.ts';

test.use({ baseURL: urlOf(SITES.owner) });

const { copy, site, projects, pagePaths } = readContent(SITES.owner.content);
const tags = tagsOf(projects);

/** One page of each kind: the four main ones, the résumé, the error page, a project's, a tag's. */
const EVERY_KIND = [...pagePaths, RESUME_PATH, MISSING_PATH, projects[0]!.path, tags[0]!.path];

/** `#rrggbb` as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${channels(hex).join(', ')})`;
const style = (locator: Locator, property: string) =>
	locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test("the colours come from the owner's theme, light and dark: page, text, accent, header band, footer, illustration and links", async ({
	page,
}) => {
	for (const colorScheme of SCHEMES) {
		await test.step(colorScheme, async () => {
			await page.emulateMedia({ colorScheme });
			await page.goto('/');
			// The fixture sets every colour of both schemes, so none is derived by the code under test.
			const colours = site.theme[colorScheme];
			const body = page.locator('body');
			expect(await style(body, 'background-color')).toBe(rgb(colours.background));
			expect(await style(body, 'color')).toBe(rgb(colours.text));
			const main = page.getByRole('main');
			expect(await style(main.getByText(site.jobTitle, { exact: true }), 'color')).toBe(
				rgb(colours.accent),
			);
			const header = page.getByRole('banner');
			expect(await style(header, 'background-color')).toBe(rgb(site.theme.header.background));
			expect(await style(page.getByRole('contentinfo'), 'color')).toBe(rgb(site.theme.header.text));
			// The illustration's navy and gold follow the header band.
			expect(await style(page.locator('.art .theme-accent').first(), 'fill')).toBe(
				rgb(site.theme.header.accent),
			);
			expect(await style(page.locator('.art .theme-band').first(), 'fill')).toBe(
				rgb(site.theme.header.background),
			);

			await page.goto('/about');
			const link = page.getByRole('link', { name: copy.about.projectsLink });
			expect(await style(link, 'color')).toBe(rgb(colours.link!));
		});
	}
});

test('every kind of page has no WCAG 2.1 A/AA violations, light or dark', async ({ page }) => {
	test.slow();
	for (const path of EVERY_KIND) {
		await test.step(path, async () => {
			await page.goto(path);
			expect(await violationsInEachScheme(page), path).toEqual(NO_VIOLATIONS);
		});
	}
});

test("the islands, once used, speak the owner's words: the tag filter and the contact form", async ({
	page,
}) => {
	await test.step('the tag filter: back to every project, then to another tag', async () => {
		const [tag, other] = tags;
		await page.goto(tag!.path);
		await hydrateAll(page);
		const heading = page.getByRole('heading', { level: 1 });
		const filter = page.getByRole('navigation', { name: copy.projects.filter });
		await filter.getByRole('link').first().click();
		await expect(page).toHaveURL('/projects');
		await expect(heading).toHaveText(copy.projects.heading);
		await expect(page).toHaveTitle(`${copy.projects.title} | ${site.name}`);
		await filter.getByRole('link', { name: new RegExp(`^${other!.name} `) }).click();
		await expect(heading).toHaveText(fill(copy.projects.tagHeading, { tag: other!.name }));
		await expect(page).toHaveTitle(
			`${fill(copy.projects.tagTitle, { tag: other!.name })} | ${site.name}`,
		);
		await expect(filter.getByRole('status')).toHaveText(
			fillCounted(copy.projects.filtered, copy.lang, other!.titles.length, {
				count: other!.titles.length,
				total: projects.length,
				tag: other!.name,
			}),
		);
	});

	await test.step('the contact form: the hint, the failure alert and the mailto: offer', async () => {
		const form = copy.contact.form;
		const alerts: string[] = [];
		page.on('dialog', async (dialog) => {
			alerts.push(dialog.message());
			await dialog.accept();
		});
		await page.route('**/api/v1.0/email/send-form', (route) =>
			route.fulfill({ status: 500, body: 'Server Error', contentType: 'text/plain' }),
		);
		await page.goto('/contact');
		await hydrateAll(page);
		const main = page.getByRole('main');
		const email = main.getByRole('textbox', { name: form.email, exact: true });
		await email.fill('robin@');
		await email.blur();
		await expect(main.getByText(form.emailHint, { exact: true })).toBeVisible();
		await email.fill('robin@example.com');
		await main.getByRole('textbox', { name: form.name, exact: true }).fill('Robin Visitor');
		await main.getByRole('textbox', { name: form.phone, exact: true }).fill('555 010 1234');
		await main.getByRole('textbox', { name: form.message, exact: true }).fill('Hello there.');
		await main.getByRole('button', { name: form.submit, exact: true }).click();
		await expect.poll(() => alerts).toEqual([form.failed]);
		const mailto = main.getByRole('link', {
			name: fill(form.mailtoLink, { email: site.email! }),
			exact: true,
		});
		await expect(mailto).toBeVisible();
		const href = new URL((await mailto.getAttribute('href'))!);
		expect(href.searchParams.get('subject')).toBe(
			fill(form.mailSubject, { name: 'Robin Visitor' }),
		);
		const [before, after] = form.mailto.split('{link}');
		await expect(main.getByRole('status')).toHaveText(
			`${before}${fill(form.mailtoLink, { email: site.email! })}${after}`,
		);
	});
});

test("a card without a screenshot, at phone and desktop width: as tall as the others in its row, its drawn cover in a screenshot's box, no WCAG 2.1 A/AA violation", async ({
	page,
}) => {
	const bare = projects.findIndex((project) => !project.img);
	const shown = projects.findIndex((project) => project.img);
	expect(bare, 'the fixture has a project without a screenshot').toBeGreaterThanOrEqual(0);
	for (const width of [390, 1280]) {
		await test.step(`${width}px`, async () => {
			// Tall enough for every card to be laid out for real, not at its estimated height.
			await page.setViewportSize({ width, height: 4000 });
			await page.goto('/projects');
			const items = cards(page);
			await expect(items).toHaveCount(projects.length);
			// The card a visitor sees: the bordered link that holds the picture, title and text.
			const boxes = await items.evaluateAll((elements) =>
				elements.map((element) => {
					const { top, height } = element.querySelector('a')!.getBoundingClientRect();
					return { top: Math.round(top), height: Math.round(height) };
				}),
			);
			for (const top of new Set(boxes.map((box) => box.top))) {
				const heights = boxes.filter((box) => box.top === top).map((box) => box.height);
				expect(
					Math.max(...heights) - Math.min(...heights),
					`the row at ${top}px`,
				).toBeLessThanOrEqual(1);
			}
			const cover = (await items.nth(bare).locator('svg[data-cover]').boundingBox())!;
			const screenshot = (await items.nth(shown).getByRole('img').boundingBox())!;
			expect(Math.abs(cover.width - screenshot.width)).toBeLessThanOrEqual(1);
			expect(Math.abs(cover.height - screenshot.height)).toBeLessThanOrEqual(1);
			expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
		});
	}
});
