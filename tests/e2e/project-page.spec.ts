/**
 * Project pages (`/projects/<id>`): one per published project, with the card's facts above the
 * owner's Markdown story, the previous / next project in grid order below, reached from the
 * card's "Details" link. Values come from content/projects through the project schema.
 */
import { tagPath, tagSlug } from '../../src/tags.ts';
import { expect, test, type Page } from '@playwright/test';
import { footerNav, mainNav } from './locators.ts';
import { expectPreloaded } from './preload.ts';
import {
	BODY_CODE,
	BODY_IMAGE,
	copy,
	endsWith,
	escapeRegExp,
	names,
	headerLinkTitles,
	projectWithBody,
	projects,
	site,
	startsWith,
	type PublishedProject,
} from '../content.ts';
import { fill } from '../../src/lib/template.ts';
import { settle } from './settle.ts';
import { NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';
import { watchViolations } from './csp-violations.ts';

const main = (page: Page) => page.getByRole('main');
const rich = projectWithBody(BODY_IMAGE);
const withCode = projectWithBody(BODY_CODE);

/** The body's first paragraph as a visitor reads it: the first line of plain prose. */
function firstParagraph(project: PublishedProject): string | undefined {
	return project.body
		.split('\n')
		.map((line) => line.trim())
		.find((line) => /^[A-Za-z]/.test(line) && !/[`*_[\]<>]/.test(line));
}

/**
 * Text as the page shows it: Markdown typesets straight quotes as curly ones and `--` as dashes,
 * so each of those matches either form.
 */
function typeset(text: string): RegExp {
	const escaped = escapeRegExp(text);
	return new RegExp(
		escaped.replace(/'/g, "['‘’]").replace(/"/g, '["“”]').replace(/---?/g, '(?:---?|–|—)'),
	);
}

test.describe('a project page', { tag: '@any-width' }, () => {
	for (const project of projects) {
		test(`${project.path} shows the project's facts, links and screenshot`, async ({ page }) => {
			await page.goto(project.path);
			await expect(page).toHaveTitle(`${project.title} | ${site.name}`);
			await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(project.title);
			await expect(main(page).getByText(project.desc, { exact: true })).toBeVisible();
			await expect(
				main(page).getByText(fill(copy.project.author, { name: project.authorName })),
			).toBeVisible();

			const tags = main(page)
				.getByRole('list', { name: copy.project.technologies })
				.getByRole('link');
			await expect(tags).toHaveCount(project.category.length);
			for (const [index, tag] of project.category.entries()) {
				await expect(tags.nth(index)).toHaveAccessibleName(names.tag(tag));
				await expect(tags.nth(index)).toHaveAttribute('href', tagPath(tagSlug(tag)));
			}

			for (const [name, href] of [
				[names.live(project.title), project.href],
				[names.code(project.title), project.github],
			] as const) {
				const link = main(page).getByRole('link', { name, exact: true });
				await expect(link).toHaveAttribute('href', href);
				await expect(link).toHaveAttribute('target', '_blank');
				await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
			}

			// The screenshot is the largest paint: fetched at once, first, in the width it is shown at.
			const screenshot = main(page).getByRole('img', { name: names.screenshot(project.title) });
			await expect(screenshot).toHaveAttribute('loading', 'eager');
			await expect(screenshot).toHaveAttribute('fetchpriority', 'high');
			await expect(screenshot).toHaveAttribute('srcset', /\d+w/);
			await expectPreloaded(page, screenshot);
			await expect
				.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth))
				.toBeGreaterThan(0);

			const paragraph = firstParagraph(project);
			if (paragraph) await expect(main(page).getByText(typeset(paragraph))).toBeVisible();
		});
	}

	test('previous and next follow the grid order, and a link leads back to all projects', async ({
		page,
	}) => {
		for (const [index, project] of projects.entries()) {
			await page.goto(project.path);
			const more = page.getByRole('navigation', { name: copy.project.more });
			const previous = projects[index - 1];
			const next = projects[index + 1];
			const previousLink = more.getByRole('link', { name: startsWith(copy.project.previous) });
			const nextLink = more.getByRole('link', { name: startsWith(copy.project.next) });
			if (previous) {
				await expect(previousLink).toHaveAccessibleName(
					`${copy.project.previous} ${previous.title}`,
				);
				await expect(previousLink).toHaveAttribute('href', previous.path);
			} else await expect(previousLink).toHaveCount(0);
			if (next) {
				await expect(nextLink).toHaveAccessibleName(`${copy.project.next} ${next.title}`);
				await expect(nextLink).toHaveAttribute('href', next.path);
			} else await expect(nextLink).toHaveCount(0);
			await expect(more.getByRole('link', { name: copy.project.all })).toHaveAttribute(
				'href',
				'/projects',
			);
		}
		// Following "Next" walks the grid in order.
		await page.goto(projects[0]!.path);
		await page.getByRole('link', { name: startsWith(copy.project.next) }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[1]!.title);
		await page.getByRole('link', { name: copy.project.all }).click();
		await expect(page).toHaveURL(/\/projects$/);
	});

	test('the header and footer links are there, as on every page', async ({ page }) => {
		await page.goto(rich.path);
		const header = mainNav(page);
		await expect(header.getByRole('link', { includeHidden: true })).toHaveText(headerLinkTitles);
		await expect(footerNav(page).getByRole('link', { name: copy.nav.projects })).toHaveAttribute(
			'href',
			'/projects',
		);
	});
});

test.describe('the Markdown body', { tag: '@any-width' }, () => {
	test('renders its text, lists, tables and an image optimised at build', async ({ page }) => {
		await page.goto(rich.path);
		const alt = BODY_IMAGE.exec(rich.body)![1]!;
		const image = main(page).getByRole('img', { name: alt, exact: true });
		await image.scrollIntoViewIfNeeded();
		await expect(image).toBeVisible();
		await expect(image).toHaveAttribute('src', /^\/_astro\//);
		await expect
			.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
			.toBeGreaterThan(0);
		const headings = [...rich.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
		for (const name of headings)
			await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
		if (/^\|.+\|$/m.test(rich.body)) await expect(main(page).getByRole('table')).toBeVisible();
	});

	test('links in it: another site opens in a new tab, this site in the same tab', async ({
		page,
	}) => {
		await page.goto(rich.path);
		const links = await page.locator('main .body a').all();
		for (const link of links) {
			const href = (await link.getAttribute('href'))!;
			if (/^https?:/.test(href)) {
				await expect(link).toHaveAttribute('target', '_blank');
				await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
				await expect(link).toHaveAccessibleName(endsWith(copy.layout.newTab));
			} else {
				await expect(link).not.toHaveAttribute('target', /./);
			}
		}
	});

	test('a fenced code block is highlighted by classes, with no CSP violation', async ({ page }) => {
		const violations = await watchViolations(page);
		await page.goto(withCode.path);
		const block = main(page).locator('pre code');
		await block.first().scrollIntoViewIfNeeded();
		await expect(block.first()).toBeVisible();
		// Highlighted: the tokens come in several colours, and none from a style attribute.
		const colours = await block
			.first()
			.locator('.token')
			.evaluateAll((tokens) => new Set(tokens.map((token) => getComputedStyle(token).color)).size);
		expect(colours).toBeGreaterThanOrEqual(3);
		await expect(main(page).locator('[style]')).toHaveCount(0);
		const policy = await page
			.locator('meta[http-equiv="content-security-policy"]')
			.getAttribute('content');
		expect(policy).not.toContain('unsafe-inline');
		await settle(page);
		expect(violations).toEqual([]);
	});
});

test.describe('the card', { tag: '@any-width' }, () => {
	test('links to its project page in the same tab, after the card and its Github link', async ({
		page,
	}) => {
		await page.goto('/projects');
		await settle(page);
		for (const project of projects) {
			const details = main(page).getByRole('link', {
				name: names.details(project.title),
				exact: true,
			});
			await expect(details).toBeVisible();
			await expect(details).toHaveAttribute('href', project.path);
			await expect(details).not.toHaveAttribute('target', /./);
		}
		// Keyboard order inside a card: the card, its Github link, its Details link.
		const [first] = projects;
		const item = main(page)
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { name: first!.title }) });
		await item.getByRole('link', { name: names.screenshot(first!.title) }).focus();
		await page.keyboard.press('Tab');
		await expect(item.getByRole('link', { name: names.codeStart })).toBeFocused();
		await page.keyboard.press('Tab');
		const details = item.getByRole('link', { name: names.details(first!.title) });
		await expect(details).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`${first!.path}$`));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
	});
});

test.describe('search and sharing', { tag: '@any-width' }, () => {
	test('each page has its own title, description, canonical URL, preview image and JSON-LD', async ({
		page,
		request,
	}) => {
		for (const project of projects) {
			await page.goto(project.path);
			const title = `${project.title} | ${site.name}`;
			await expect(page.locator('meta[name="description"]')).toHaveAttribute(
				'content',
				project.desc,
			);
			await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
				'href',
				new URL(project.path, site.url).href,
			);
			await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
			const image = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
			expect(image).toBe(`${new URL(site.url).origin}/og${project.path}.png`);
			await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);

			// The page's own preview image, 1200x630.
			const response = await request.get(new URL(image).pathname);
			expect(response.headers()['content-type']).toContain('image/png');
			const size = await page.evaluate(async (src) => {
				const img = new Image();
				img.src = src;
				await img.decode();
				return [img.naturalWidth, img.naturalHeight];
			}, new URL(image).pathname);
			expect(size).toEqual([1200, 630]);

			const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
			const code = scripts
				.map((text) => JSON.parse(text))
				.find((data) => data['@type'] === 'SoftwareSourceCode');
			expect(code).toMatchObject({
				name: project.title,
				description: project.desc,
				url: project.href,
				codeRepository: project.github,
				author: { '@type': 'Person', name: project.authorName },
			});
		}
	});

	test('the sitemap lists every project page', async ({ request }) => {
		const sitemap = await (await request.get('/sitemap-0.xml')).text();
		for (const project of projects)
			expect(sitemap).toContain(`<loc>${new URL(project.path, site.url).href}</loc>`);
	});
});

test('a project page with every kind of body content has no axe violations, light or dark', async ({
	page,
}) => {
	for (const path of new Set([rich.path, withCode.path])) {
		await page.goto(path);
		expect(await violationsInEachScheme(page), path).toEqual(NO_VIOLATIONS);
	}
});
