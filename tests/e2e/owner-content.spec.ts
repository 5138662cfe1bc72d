/**
 * The site built from another owner's content (tests/fixtures/content-owner): different page
 * texts, three profiles (one on Mastodon), a résumé and a different theme. Every page shows that
 * owner's words, links and colours, passes axe in both colour schemes, and keeps none of the
 * shipped site's texts.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { fill, placeholders } from '../../src/lib/template.ts';
import { tagIndex, tagPath } from '../../src/tags.ts';
import { resolveTheme } from '../../src/lib/theme.ts';
import { channels } from '../../src/lib/contrast.ts';
import { formatFileSize } from '../../src/lib/file-size.ts';
import shippedPages from '../../content/pages.json' with { type: 'json' };
import { escapeRegExp, readCopy, readProjects, readSite } from '../content.ts';
import { hydrateAll } from './settle.ts';
import { NO_VIOLATIONS, violationsInEachScheme } from './axe.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/content-owner');
const site = readSite(FIXTURE);
const copy = readCopy(FIXTURE);
const theme = resolveTheme(site.theme);
const projects = readProjects(FIXTURE);
const tags = tagIndex(projects.map(({ id, category }) => ({ id, file: id, tags: category })));
const newTab = copy.layout.newTab;

const PAGES = [
	{ path: '/', copy: undefined },
	{ path: '/projects', copy: copy.projects },
	{ path: '/about', copy: copy.about },
	{ path: '/contact', copy: copy.contact },
	{ path: '/no-such-page', copy: copy.error },
];
/** Every kind of page, for the checks that read them all: the above, a project's, a tag's. */
const ALL_PATHS = [
	...PAGES.map(({ path }) => path),
	'/resume',
	projects[0]!.path,
	tagPath(tags[0]!.slug),
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
			const links = footer
				.getByRole('navigation', { name: copy.layout.footerNav })
				.getByRole('link');
			await expect(links).toHaveText(NAV.map((link) => link.name));
			await expect(
				page
					.getByRole('navigation', { name: copy.layout.mainNav })
					.getByRole('link', { name: copy.nav.about }),
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
			code: `${code.label} ${newTab}`,
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
		const resume = main.getByRole('link', {
			name: fill(copy.about.resume, { label: site.resume!.label, size }),
		});
		await expect(resume).toBeVisible();
		const response = await request.get((await resume.getAttribute('href'))!);
		expect(response.status()).toBe(200);
		expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
	});

	test("résumé: linked from About and the header in the owner's words; the owner's PDF wins", async ({
		page,
	}) => {
		await page.goto('/about');
		await page.getByRole('main').getByRole('link', { name: copy.about.resumeLink }).click();
		await expect(page).toHaveURL(/\/resume$/);
		await expect(page).toHaveTitle(`${copy.resume.title} | ${site.name}`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
		// Turned on in site.json: the résumé page after the four main links, in the header only.
		await expect(
			page.getByRole('navigation', { name: copy.layout.mainNav }).getByRole('link'),
		).toHaveText([...NAV.map((link) => link.name), copy.resume.title]);
		const headings = page.getByRole('main').getByRole('heading', { level: 2 });
		await expect(headings.first()).toHaveText(copy.resume.sections.work);
		const download = page.getByRole('link', { name: copy.resume.download });
		await expect(download).toHaveAttribute('download', site.resume!.src);
		expect(await download.getAttribute('href')).toMatch(/\.pdf$/);
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
		await expect(main.getByText(copy.error.status, { exact: true })).toBeVisible();
		await expect(main.getByRole('link', { name: copy.error.homeButton })).toHaveAttribute(
			'href',
			'/',
		);
	});

	test('every page: language, skip link, landmark names, menu button and copyright line', async ({
		page,
	}) => {
		for (const path of ALL_PATHS) {
			await page.goto(path);
			await expect(page.locator('html'), path).toHaveAttribute('lang', copy.lang);
			await expect(page.getByRole('link', { name: copy.layout.skipLink, exact: true })).toHaveCount(
				1,
			);
			const header = page.getByRole('banner');
			await expect(header.getByRole('navigation', { name: copy.layout.mainNav })).toHaveCount(1);
			// The phone menu's toggle: hidden at this width, named all the same.
			await expect(
				header.getByRole('button', { name: copy.layout.menuButton, includeHidden: true }),
			).toHaveCount(1);
			await expect(page.getByRole('contentinfo').locator('.copyright')).toHaveText(
				fill(copy.layout.copyright, { year: site.copyrightYear, name: site.name }),
			);
		}
	});

	test("projects: the chips, and each card's picture, code link and details link", async ({
		page,
	}) => {
		await page.goto('/projects');
		const filter = page.getByRole('navigation', { name: copy.projects.filter });
		await expect(filter.getByRole('link').first()).toHaveText(
			`${copy.projects.allTags} (${projects.length})`,
		);
		const cards = page.locator('#project-grid > li');
		await expect(cards).toHaveCount(projects.length);
		for (const [index, { title, github, path, category }] of projects.entries()) {
			const card = cards.nth(index);
			await expect(card.getByRole('img')).toHaveAccessibleName(
				fill(copy.card.screenshot, { title }),
			);
			await expect(card.getByRole('heading')).toHaveAccessibleName(
				`${title} ${copy.card.opensLive}`,
			);
			await expect(card.getByRole('list')).toHaveAccessibleName(
				fill(copy.card.technologies, { title }),
			);
			expect(category.length).toBeGreaterThan(0);
			const code = card.getByRole('link', {
				name: `${copy.card.code} ${fill(copy.card.codeHint, { title })} ${newTab}`,
				exact: true,
			});
			await expect(code).toHaveAttribute('href', github);
			await expect(code).toContainText(copy.card.code);
			const details = card.getByRole('link', {
				name: `${copy.card.details} ${fill(copy.card.detailsHint, { title })}`,
				exact: true,
			});
			await expect(details).toHaveAttribute('href', path);
		}
	});

	test("a tag page: title, description and heading; the filter keeps the owner's words", async ({
		page,
	}) => {
		const tag = tags[0]!;
		await page.goto(tagPath(tag.slug));
		await expect(page).toHaveTitle(
			`${fill(copy.projects.tagTitle, { tag: tag.name })} | ${site.name}`,
		);
		const description =
			tag.count === 1 ? copy.projects.tagDescriptionOne : copy.projects.tagDescription;
		await expect(page.locator('meta[name="description"]')).toHaveAttribute(
			'content',
			fill(description, { count: tag.count, tag: tag.name }),
		);
		const heading = page.getByRole('heading', { level: 1 });
		await expect(heading).toHaveText(fill(copy.projects.tagHeading, { tag: tag.name }));

		// Filtering in place: back to every project, then to another tag, in the owner's words.
		await hydrateAll(page);
		const filter = page.getByRole('navigation', { name: copy.projects.filter });
		await filter.getByRole('link').first().click();
		await expect(page).toHaveURL('/projects');
		await expect(heading).toHaveText(copy.projects.heading);
		await expect(page).toHaveTitle(`${copy.projects.title} | ${site.name}`);
		const other = tags[1]!;
		await filter.getByRole('link', { name: new RegExp(`^${other.name} `) }).click();
		await expect(heading).toHaveText(fill(copy.projects.tagHeading, { tag: other.name }));
		await expect(page).toHaveTitle(
			`${fill(copy.projects.tagTitle, { tag: other.name })} | ${site.name}`,
		);
		await expect(filter.getByRole('status')).toHaveText(
			fill(copy.projects.filtered, { count: other.count, total: projects.length, tag: other.name }),
		);
	});

	test('a project page: author, tags, links, screenshot and the links to other projects', async ({
		page,
	}) => {
		const [first, second] = projects;
		await page.goto(first!.path);
		const main = page.getByRole('main');
		await expect(
			main.getByText(fill(copy.project.author, { name: first!.authorName })),
		).toBeVisible();
		const tagLinks = main.getByRole('list', { name: copy.project.technologies }).getByRole('link');
		await expect(tagLinks).toHaveCount(first!.category.length);
		for (const [index, tag] of first!.category.entries()) {
			await expect(tagLinks.nth(index)).toHaveAccessibleName(
				fill(copy.projects.tagHeading, { tag }),
			);
		}
		const title = first!.title;
		await expect(
			main.getByRole('link', {
				name: `${copy.project.live} ${fill(copy.project.liveHint, { title })} ${newTab}`,
				exact: true,
			}),
		).toHaveAttribute('href', first!.href);
		await expect(
			main.getByRole('link', {
				name: `${copy.card.code} ${fill(copy.card.codeHint, { title })} ${newTab}`,
				exact: true,
			}),
		).toHaveAttribute('href', first!.github);
		await expect(
			main.getByRole('img', { name: fill(copy.card.screenshot, { title }) }),
		).toBeVisible();
		const more = main.getByRole('navigation', { name: copy.project.more });
		await expect(
			more.getByRole('link', { name: `${copy.project.next} ${second!.title}`, exact: true }),
		).toHaveAttribute('href', second!.path);
		await expect(more.getByRole('link', { name: copy.project.all, exact: true })).toHaveAttribute(
			'href',
			'/projects',
		);
		await page.goto(second!.path);
		await expect(
			page
				.getByRole('navigation', { name: copy.project.more })
				.getByRole('link', { name: `${copy.project.previous} ${first!.title}`, exact: true }),
		).toHaveAttribute('href', first!.path);
	});

	test("a link in a project's story to another site says it opens a new tab, in the owner's words", async ({
		page,
	}) => {
		const told = projects.find((project) => /\]\(https?:/.test(project.body))!;
		await page.goto(told.path);
		const external = page.locator('main .body a[href^="https:"]').first();
		await expect(external).toHaveAttribute('target', '_blank');
		await expect(external).toHaveAccessibleName(new RegExp(` ${escapeRegExp(newTab)}$`));
		await expect(page.locator('main .body a[href="/about"]')).not.toHaveAttribute('target', /./);
	});

	test('contact form: labels, hint, button, the failure alert and the mailto: offer', async ({
		page,
	}) => {
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
		await expect(main.getByRole('combobox', { name: form.country, exact: true })).toBeVisible();
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
			name: fill(form.mailtoLink, { email: site.email }),
			exact: true,
		});
		await expect(mailto).toBeVisible();
		const href = new URL((await mailto.getAttribute('href'))!);
		expect(href.searchParams.get('subject')).toBe(
			fill(form.mailSubject, { name: 'Robin Visitor' }),
		);
		const [before, after] = form.mailto.split('{link}');
		await expect(main.getByRole('status')).toHaveText(
			`${before}${fill(form.mailtoLink, { email: site.email })}${after}`,
		);
	});

	test('footer: every profile, in order, with its icon, in a new tab; Mastodon with rel="me"', async ({
		page,
	}) => {
		await page.goto('/');
		const links = page
			.getByRole('contentinfo')
			.getByRole('list', { name: copy.layout.profiles })
			.getByRole('link');
		await expect(links).toHaveCount(site.profiles.length);
		for (const [index, profile] of site.profiles.entries()) {
			const link = links.nth(index);
			await expect(link).toHaveAccessibleName(`${profile.label} ${newTab}`);
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
		// Every shipped text, cut at its placeholders: the pieces a visitor would read. A text
		// without placeholders counts whole, even one word ("Menu"); of a cut text only pieces of
		// two words or more, since one word ("projects" of "{tag} projects") is anyone's word.
		const texts = (value: unknown): string[] =>
			typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
		const shipped = texts(shippedPages)
			.flatMap((value) => {
				const pieces = value.split(/\{\w+\}/).map((piece) => piece.trim().replace(/^[.,:]\s*/, ''));
				return pieces.length === 1 ? pieces : pieces.filter((piece) => /\S\s+\S/.test(piece));
			})
			.filter((piece) => piece.length > 2 && placeholders(piece).length === 0);
		expect(shipped.length).toBeGreaterThan(10);
		for (const path of ALL_PATHS) {
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
	}

	for (const path of ALL_PATHS) {
		test(`${path} has no WCAG 2.1 A/AA violations, light or dark`, async ({ page }) => {
			await page.goto(path);
			expect(await violationsInEachScheme(page)).toEqual(NO_VIOLATIONS);
		});
	}
});

/** The text of an HTML page a visitor can read: element text, <title>, alt and meta texts. */
function visibleText(html: string): string {
	// Attributes a visitor reads or a link preview shows; addresses are not words.
	const attributes = [...html.matchAll(/\b(?:content|alt|aria-label)="([^"]*)"/g)]
		.map((match) => match[1]!)
		.filter((value) => !/^https?:/.test(value));
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
	const escaped = escapeRegExp(piece).replace(/\s+/g, '\\s+');
	const before = /^[\p{L}\d]/u.test(piece) ? '(?<![\\p{L}\\d])' : '';
	const after = /[\p{L}\d]$/u.test(piece) ? '(?![\\p{L}\\d])' : '';
	return new RegExp(`${before}${escaped}${after}`, 'u');
}
