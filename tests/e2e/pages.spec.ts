/**
 * Every route: heading, title, description, landmarks, skip link, header and footer, and each
 * page's own content. The header in a phone (390px) and a desktop (1280px) viewport; what no
 * width changes (tagged @any-width) in one. Owner values come from
 * content/, so the tests follow the owner's edits.
 */
import { expect, test, type Page } from '@playwright/test';
import { footerNav, mainNav } from './locators.ts';
import { fill } from '../../src/lib/template.ts';
import { hydrateAll } from './settle.ts';
import {
	codeProfile,
	copy,
	education,
	experience,
	names,
	headerLinkTitles,
	navLinks,
	site,
	skills,
} from '../content.ts';

const ROUTES = [
	{
		path: '/',
		heading: `${copy.home.greeting} ${site.name}`,
		title: `${site.jobTitle} | ${site.name}`,
	},
	...(['projects', 'about', 'contact'] as const).map((page) => ({
		path: `/${page}`,
		heading: copy[page].heading,
		title: `${copy[page].title} | ${site.name}`,
	})),
];

/** On phones the header links sit behind the "Menu" button. */
async function openMenu(page: Page, isMobile: boolean) {
	if (!isMobile) return;
	const toggle = page.getByRole('banner').getByRole('button', { name: copy.layout.menuButton });
	// Hydrated (islands load on intent): the island has set aria-expanded, so the click is handled
	// by the final markup.
	await hydrateAll(page);
	await expect(toggle).toHaveAttribute('aria-expanded', 'false');
	await toggle.click();
	await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const descriptionOf = (page: Page) =>
	page.locator('meta[name="description"]').getAttribute('content');

for (const route of ROUTES) {
	test.describe(`${route.path}`, () => {
		test.beforeEach(async ({ page }) => {
			await page.goto(route.path);
		});

		test('heading, title, description, lang, landmarks; the skip link is the first stop @any-width', async ({
			page,
		}) => {
			// The accessible name: the home greeting's per-letter spans are hidden from it.
			await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
			await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(route.heading);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			await expect(page).toHaveTitle(route.title);
			expect((await descriptionOf(page))?.trim()).toBeTruthy();
			await expect(page.locator('html')).toHaveAttribute('lang', copy.lang);

			await expect(page.getByRole('banner')).toHaveCount(1);
			await expect(page.getByRole('main')).toHaveCount(1);
			await expect(page.getByRole('contentinfo')).toHaveCount(1);
			await expect(mainNav(page)).toHaveCount(1);
			await expect(footerNav(page)).toHaveCount(1);

			const skip = page.getByRole('link', { name: copy.layout.skipLink });
			await page.keyboard.press('Tab');
			await expect(skip).toBeFocused();
			await expect(skip).toBeVisible();
			await page.keyboard.press('Enter');
			await expect(page).toHaveURL(/#main$/);
			await expect(page.getByRole('main')).toBeFocused();
		});

		test('header: the logo links home at 120x50, then the four links in order', async ({
			page,
			isMobile,
		}) => {
			const header = page.getByRole('banner');
			const logo = header.getByRole('link', { name: site.logo.alt });
			await expect(logo).toHaveAttribute('href', '/');
			const image = logo.getByRole('img', { name: site.logo.alt });
			await expect(image).toBeVisible();
			expect(await image.boundingBox()).toMatchObject({ width: 120, height: 50 });

			await openMenu(page, isMobile);
			const links = mainNav(page).getByRole('link');
			await expect(links).toHaveText(headerLinkTitles);
			for (const [index, { path }] of navLinks.entries()) {
				await expect(links.nth(index)).toBeVisible();
				await expect(links.nth(index)).toHaveAttribute('href', path);
			}
		});

		test('footer: note, the four links, profiles in a new tab, copyright @any-width', async ({
			page,
		}) => {
			const footer = page.getByRole('contentinfo');
			await expect(footer.getByText(site.footerNote)).toBeVisible();

			const links = footer
				.getByRole('navigation', { name: copy.layout.footerNav })
				.getByRole('link');
			await expect(links).toHaveText(navLinks.map((link) => link.title));
			for (const [index, { path }] of navLinks.entries()) {
				await expect(links.nth(index)).toHaveAttribute('href', path);
			}

			const profiles = footer.getByRole('list', { name: copy.layout.profiles }).getByRole('link');
			await expect(profiles).toHaveCount(site.profiles.length);
			for (const [index, { label, url }] of site.profiles.entries()) {
				const link = profiles.nth(index);
				await expect(link).toBeVisible();
				await expect(link).toHaveAccessibleName(names.newTab(label));
				await expect(link).toHaveAttribute('href', url);
				await expect(link).toHaveAttribute('target', '_blank');
				await expect(link).toHaveAttribute('rel', /\bnoopener noreferrer$/);
			}

			const line = fill(copy.layout.copyright, { year: site.copyrightYear, name: site.name });
			const copyright = footer.getByText(line);
			await expect(copyright).toBeVisible();
			// The copyright line carries the owner's year and name.
			await expect(copyright).toHaveText(line);
		});
	});
}

test('each page has its own title and description @any-width', async ({ page }) => {
	const seen = { titles: new Set<string>(), descriptions: new Set<string | null>() };
	for (const route of ROUTES) {
		await page.goto(route.path);
		seen.titles.add(await page.title());
		seen.descriptions.add(await descriptionOf(page));
	}
	expect(seen.titles.size).toBe(ROUTES.length);
	expect(seen.descriptions.size).toBe(ROUTES.length);
});

test('home: greeting, job title, welcome text and the two button links @any-width', async ({
	page,
}) => {
	await page.goto('/');
	const main = page.getByRole('main');
	await expect(main.getByText(site.jobTitle, { exact: true })).toBeVisible();
	await expect(main.getByText(site.welcome)).toBeVisible();
	await expect(main.getByRole('link', { name: copy.home.projectsButton })).toHaveAttribute(
		'href',
		'/projects',
	);
	await expect(main.getByRole('link', { name: copy.home.aboutButton })).toHaveAttribute(
		'href',
		'/about',
	);
	expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
		site.description,
	);
});

test.describe('/about', { tag: '@any-width' }, () => {
	test.beforeEach(async ({ page }) => {
		await page.goto('/about');
	});

	test('the About Me text links to projects, the code profile, contact and e-mail', async ({
		page,
	}) => {
		const intro = page.getByRole('region', { name: copy.about.heading });
		for (const paragraph of site.about) await expect(intro.getByText(paragraph)).toBeVisible();
		// Words and links keep their spaces ("on GitHub", not "onGitHub").
		await expect(intro).toContainText(
			fill(copy.about.links, {
				projects: copy.about.projectsLink,
				code: names.newTab(`${codeProfile?.label}`),
				contact: copy.about.contactLink,
				email: site.email,
			}),
		);
		await expect(intro.getByRole('link', { name: copy.about.projectsLink })).toHaveAttribute(
			'href',
			'/projects',
		);
		if (codeProfile) {
			const code = intro.getByRole('link', { name: names.newTab(codeProfile.label) });
			await expect(code).toHaveAttribute('href', codeProfile.url);
			await expect(code).toHaveAttribute('target', '_blank');
		}
		await expect(intro.getByRole('link', { name: copy.about.contactLink })).toHaveAttribute(
			'href',
			'/contact',
		);
		await expect(intro.getByRole('link', { name: site.email })).toHaveAttribute(
			'href',
			`mailto:${site.email}`,
		);
	});

	test('Education lists every degree with its year', async ({ page }) => {
		const block = page.getByRole('region', { name: copy.about.education });
		await expect(block.getByRole('heading', { level: 2 })).toHaveText(copy.about.education);
		await expect(block.getByRole('listitem')).toHaveCount(education.length);
		// Each degree: its type and area over the school and the year it ended.
		for (const [index, degree] of education.entries()) {
			const item = block.getByRole('listitem').nth(index);
			const title = [degree.studyType, degree.area].filter(Boolean).join(' ');
			await expect(item.getByRole('heading', { level: 3 })).toHaveText(
				title || degree.institution!,
			);
			if (title && degree.institution) await expect(item).toContainText(degree.institution);
			if (degree.endDate) await expect(item).toContainText(degree.endDate.slice(0, 4));
		}
	});

	test('Experience lists every job, newest first, with years of experience', async ({ page }) => {
		const block = page.getByRole('region', { name: copy.about.experience });
		await expect(
			block.getByText(fill(copy.about.experienceSummary, { years: site.yearsOfExperience })),
		).toBeVisible();
		// A job's item holds its heading; its highlights are items of a list inside it.
		const items = block
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 3 }) });
		await expect(items).toHaveCount(experience.length);
		// Each job: its position over the company and its years, the owner's word for "now"
		// when it has no end.
		for (const [index, job] of experience.entries()) {
			await expect(items.nth(index).getByRole('heading', { level: 3 })).toHaveText(
				job.position ?? job.name!,
			);
			if (job.position && job.name) await expect(items.nth(index)).toContainText(job.name);
			if (job.startDate) await expect(items.nth(index)).toContainText(job.startDate.slice(0, 4));
			await expect(items.nth(index)).toContainText(
				job.endDate ? job.endDate.slice(0, 4) : copy.resume.present,
			);
			if (job.summary) await expect(items.nth(index)).toContainText(job.summary);
			for (const highlight of job.highlights ?? [])
				await expect(
					items.nth(index).getByRole('listitem').filter({ hasText: highlight }),
				).toHaveCount(1);
		}
	});

	test('Skills shows every skill', async ({ page }) => {
		const block = page.getByRole('region', { name: copy.about.skills });
		await expect(block.getByRole('listitem')).toHaveCount(skills.length);
		for (const skill of skills) {
			await expect(
				block.getByRole('listitem').filter({ hasText: skill.name! }).first(),
			).toBeVisible();
			for (const keyword of skill.keywords ?? [])
				await expect(block.getByRole('listitem').filter({ hasText: skill.name! })).toContainText(
					keyword,
				);
		}
	});
});

test.describe('/contact', { tag: '@any-width' }, () => {
	test.beforeEach(async ({ page }) => {
		await page.goto('/contact');
	});

	test('heading, lead and the mailto link', async ({ page }) => {
		const main = page.getByRole('main');
		await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.contact.heading);
		await expect(main.getByText(copy.contact.lead, { exact: true })).toBeVisible();
		await expect(main).toContainText(fill(copy.contact.text, { email: site.email }));
		await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
			'href',
			`mailto:${site.email}`,
		);
	});

	test('the form fields: labels, names, required, email type', async ({ page }) => {
		const fields = [
			{ label: copy.contact.form.name, name: 'name' },
			{ label: copy.contact.form.email, name: 'email' },
			{ label: copy.contact.form.phone, name: 'phone_number' },
			{ label: copy.contact.form.message, name: 'message' },
		];
		for (const { label, name } of fields) {
			const field = page.getByLabel(label, { exact: true });
			await expect(field).toBeVisible();
			await expect(field).toBeEditable();
			await expect(field).toHaveAttribute('name', name);
			await expect(field).toHaveJSProperty('required', true);
		}
		await expect(page.getByLabel(copy.contact.form.email, { exact: true })).toHaveAttribute(
			'type',
			'email',
		);
		await expect(page.getByLabel(copy.contact.form.message, { exact: true })).toHaveJSProperty(
			'tagName',
			'TEXTAREA',
		);
		const form = page.locator('form');
		expect(
			await form.evaluate((element: HTMLFormElement) =>
				[...element.elements].map((e) => e.getAttribute('name')).filter(Boolean),
			),
		).toEqual(fields.map((field) => field.name));
	});

	test('the country selector offers US +1, CA +1, MX +52 and is never submitted', async ({
		page,
	}) => {
		const country = page.getByRole('combobox', { name: copy.contact.form.country });
		await expect(country).toBeVisible();
		await expect(country.getByRole('option')).toHaveText(['US +1', 'CA +1', 'MX +52']);
		await expect(country).not.toHaveAttribute('name');
		await country.selectOption({ label: 'MX +52' });
		const submitted = await page
			.locator('form')
			.evaluate((form: HTMLFormElement) => [...new FormData(form).keys()]);
		expect(submitted).toEqual(['name', 'email', 'phone_number', 'message']);
	});

	test('has a Submit button', async ({ page }) => {
		const submit = page.getByRole('button', { name: copy.contact.form.submit });
		await expect(submit).toBeVisible();
		await expect(submit).toHaveAttribute('type', 'submit');
		// The form loads when the visitor reaches it; from then on Submit is enabled.
		await submit.hover();
		await expect(submit).toBeEnabled();
	});
});
