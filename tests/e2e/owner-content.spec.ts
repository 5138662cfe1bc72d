/**
 * The site built from another owner's content (tests/fixtures/content-owner): different page
 * texts, three profiles (one on Mastodon), a résumé and a different theme. Every page shows that
 * owner's words, links and colours, passes axe in both colour schemes, and keeps none of the
 * shipped site's texts.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteSchema } from '../../src/schemas/site.ts';
import { fill, pagesSchema, placeholders } from '../../src/schemas/pages.ts';
import { resolveTheme } from '../../src/lib/theme.ts';
import { channels } from '../../src/lib/contrast.ts';
import { formatFileSize } from '../../src/lib/file-size.ts';
import ownerSite from '../fixtures/content-owner/site.json' with { type: 'json' };
import ownerPages from '../fixtures/content-owner/pages.json' with { type: 'json' };
import shippedPages from '../../content/pages.json' with { type: 'json' };
import { settle } from './settle.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/content-owner');
const site = siteSchema.parse(ownerSite);
const copy = pagesSchema.parse(ownerPages);
const theme = resolveTheme(site.theme);

const PAGES = [
	{ path: '/', copy: undefined },
	{ path: '/projects', copy: copy.projects },
	{ path: '/about', copy: copy.about },
	{ path: '/contact', copy: copy.contact },
	{ path: '/no-such-page', copy: copy.error },
];
const NAV = [
	{ name: copy.nav.home, path: '/' },
	{ name: copy.nav.projects, path: '/projects' },
	{ name: copy.nav.about, path: '/about' },
	{ name: copy.nav.contact, path: '/contact' },
];

/** `#rrggbb` as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${channels(hex).join(', ')})`;
const style = (locator: Locator, property: string) =>
	locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('every word and link comes from the content folder', () => {
	for (const { path, copy: texts } of PAGES) {
		test(`${path}: title, description, heading, and the header and footer links`, async ({
			page,
		}) => {
			await page.goto(path);
			if (texts) {
				await expect(page).toHaveTitle(`${texts.title} | ${site.name}`);
				await expect(page.locator('meta[name="description"]')).toHaveAttribute(
					'content',
					fill(texts.description, { name: site.name }),
				);
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
			}
			const footer = page.getByRole('contentinfo');
			await expect(footer.getByText(site.footerNote)).toBeVisible();
			const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
			await expect(links).toHaveText(NAV.map((link) => link.name));
			await expect(
				page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: copy.nav.about }),
			).toHaveAttribute('href', '/about');
		});
	}

	test('home: the greeting, and both buttons with their labels', async ({ page }) => {
		await page.goto('/');
		const main = page.getByRole('main');
		await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleName(
			`${copy.home.greeting} ${site.name}`,
		);
		await expect(main.getByRole('link', { name: copy.home.projectsButton })).toHaveAttribute(
			'href',
			'/projects',
		);
		await expect(main.getByRole('link', { name: copy.home.aboutButton })).toHaveAttribute(
			'href',
			'/about',
		);
	});

	test('projects: the intro', async ({ page }) => {
		await page.goto('/projects');
		await expect(page.getByRole('main').getByText(copy.projects.intro)).toBeVisible();
	});

	test('about: block headings, the sentence with its links, the code profile and the résumé', async ({
		page,
		request,
	}) => {
		await page.goto('/about');
		const main = page.getByRole('main');
		for (const heading of [copy.about.education, copy.about.experience, copy.about.skills]) {
			await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
		}
		await expect(
			main.getByText(fill(copy.about.experienceSummary, { years: site.yearsOfExperience })),
		).toBeVisible();

		const code = site.profiles.find((profile) => profile.code)!;
		const sentence = fill(copy.about.links, {
			projects: copy.about.projectsLink,
			code: `${code.label} (opens in a new tab)`,
			contact: copy.about.contactLink,
			email: site.email,
		});
		const intro = main.getByRole('region', { name: copy.about.heading });
		await expect(intro).toContainText(sentence);
		await expect(intro.getByRole('link', { name: copy.about.projectsLink })).toHaveAttribute(
			'href',
			'/projects',
		);
		await expect(intro.getByRole('link', { name: copy.about.contactLink })).toHaveAttribute(
			'href',
			'/contact',
		);
		const codeLink = intro.getByRole('link', { name: new RegExp(`^${code.label}\\b`) });
		await expect(codeLink).toHaveAttribute('href', code.url);
		await expect(codeLink).toHaveAttribute('target', '_blank');

		// "Curriculum vitae (PDF, 1 KB)": the owner's label and the file's real size.
		const size = formatFileSize(statSync(join(FIXTURE, 'brand', site.resume!.src)).size);
		const resume = main.getByRole('link', { name: `${site.resume!.label} (PDF, ${size})` });
		await expect(resume).toBeVisible();
		const response = await request.get((await resume.getAttribute('href'))!);
		expect(response.status()).toBe(200);
		expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
	});

	test('contact: heading, lead and the text around the e-mail link', async ({ page }) => {
		await page.goto('/contact');
		const intro = page.getByRole('region', { name: copy.contact.heading });
		await expect(intro.getByText(copy.contact.lead)).toBeVisible();
		await expect(intro).toContainText(fill(copy.contact.text, { email: site.email }));
		await expect(intro.getByRole('link', { name: site.email })).toHaveAttribute(
			'href',
			`mailto:${site.email}`,
		);
	});

	test('error page: heading, apology and the button home', async ({ page }) => {
		await page.goto('/no-such-page');
		const main = page.getByRole('main');
		await expect(main.getByText(copy.error.text)).toBeVisible();
		await expect(main.getByRole('link', { name: copy.error.homeButton })).toHaveAttribute(
			'href',
			'/',
		);
	});

	test('footer: every profile, in order, with its icon, in a new tab; Mastodon with rel="me"', async ({
		page,
	}) => {
		await page.goto('/');
		const links = page
			.getByRole('contentinfo')
			.getByRole('list', { name: 'Profiles' })
			.getByRole('link');
		await expect(links).toHaveCount(site.profiles.length);
		for (const [index, profile] of site.profiles.entries()) {
			const link = links.nth(index);
			await expect(link).toHaveAccessibleName(`${profile.label} (opens in a new tab)`);
			await expect(link).toHaveAttribute('href', profile.url);
			await expect(link).toHaveAttribute('target', '_blank');
			const rel = ((await link.getAttribute('rel')) ?? '').split(' ');
			expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
			expect(rel.includes('me'), profile.label).toBe(profile.icon === 'mastodon');
			await expect(link.locator('svg')).toBeVisible();
		}
		// What a Mastodon server looks for to verify the profile: a link to it with rel~="me".
		const mastodon = site.profiles.find((profile) => profile.icon === 'mastodon')!;
		await expect(page.locator(`a[rel~="me"][href="${mastodon.url}"]`)).toHaveCount(1);
	});

	test('JSON-LD sameAs lists the profiles', async ({ page }) => {
		await page.goto('/');
		const data = JSON.parse(
			(await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
		);
		expect(data.sameAs).toEqual(site.profiles.map((profile) => profile.url));
	});

	test("no page keeps a text of the shipped site's content/pages.json", async ({ request }) => {
		// Every shipped text, cut at its placeholders: the pieces a visitor would read.
		const shipped = Object.values(shippedPages)
			.flatMap((group) => Object.values(group) as string[])
			.flatMap((value) => value.split(/\{\w+\}/))
			.map((piece) => piece.trim().replace(/^[.,:]\s*/, ''))
			.filter((piece) => piece.length > 2 && placeholders(piece).length === 0);
		expect(shipped.length).toBeGreaterThan(10);
		for (const { path } of PAGES) {
			const html = await (await request.get(path)).text();
			const text = visibleText(html);
			for (const piece of shipped) {
				expect(text, `${path} shows the shipped text "${piece}"`).not.toMatch(wordsRegExp(piece));
			}
		}
	});
});

test.describe('the colours come from the theme', () => {
	test('theme-color is the header band', async ({ page }) => {
		await page.goto('/');
		await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
			'content',
			site.theme.header.background,
		);
	});

	for (const colorScheme of ['light', 'dark'] as const) {
		test(`${colorScheme} scheme: page, text, accent, header, buttons and illustration`, async ({
			page,
		}) => {
			await page.emulateMedia({ colorScheme });
			await page.goto('/');
			const colours = theme[colorScheme];
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
			expect(await style(link, 'color')).toBe(rgb(colours.link));
		});

		for (const { path } of PAGES) {
			test(`${colorScheme} scheme: ${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
				await page.emulateMedia({ colorScheme });
				await page.goto(path);
				expect(await violations(page)).toEqual([]);
			});
		}
	}
});

async function violations(page: Page): Promise<string[]> {
	await settle(page);
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	return results.violations.flatMap((violation) =>
		violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
	);
}

/** The text of an HTML page a visitor can read: element text, <title>, alt and meta texts. */
function visibleText(html: string): string {
	const attributes = [...html.matchAll(/\b(?:content|alt|aria-label)="([^"]*)"/g)].map(
		(match) => match[1],
	);
	const text = html
		.replace(/<script[\s\S]*?<\/script>/g, ' ')
		.replace(/<style[\s\S]*?<\/style>/g, ' ')
		.replace(/<[^>]*>/g, ' ');
	return [text, ...attributes]
		.join('\n')
		.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
		.replace(/&#x([\da-f]+);/gi, (_, code) => String.fromCharCode(parseInt(code, 16)))
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')
		.replace(/\s+/g, ' ');
}

/** `piece` as whole words (not inside a longer word), whitespace-tolerant. */
function wordsRegExp(piece: string): RegExp {
	const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
	const before = /^[\p{L}\d]/u.test(piece) ? '(?<![\\p{L}\\d])' : '';
	const after = /[\p{L}\d]$/u.test(piece) ? '(?![\\p{L}\\d])' : '';
	return new RegExp(`${before}${escaped}${after}`, 'u');
}
