/**
 * At both widths (390px and desktop), JavaScript disabled: the server
 * HTML alone is the complete site. Every page shows its headings, text, header and footer links and images, and nothing in
 * main waits for JavaScript to become visible (nothing is hidden until hydration).
 */
import { expect, test, type Page } from '@playwright/test';
import { withoutJavaScript } from './env.ts';
import {
	expectEachHidden,
	expectImagesLoaded,
	expectSeen,
	markEachSeen,
	SEEN_MARK,
} from './seen.ts';
import {
	BODY_IMAGE,
	copy,
	education,
	experience,
	MISSING_PATH,
	names,
	projects,
	heroHeading,
	readContent,
	site,
	skills,
	startsWith,
} from '../tools/content.ts';
import { fill, fillCounted } from '../../src/i18n/template.client.ts';
import { features, onFeatures, withPicture } from './features.ts';

/** What a site's content gives its pages; the owner's unless a test names another site's. */
type Content = ReturnType<typeof readContent>;
const owner = readContent();

test.use(withoutJavaScript);

/**
 * Every heading, paragraph, list item, link, image and form control in main that is not
 * rendered, is hidden, or is faded below half opacity. Checked with reduced motion, so the
 * scroll-driven fades (checked by `expectSeen`) are out of the way and only content that waits
 * for JavaScript remains. Content folded in a closed <details> opens without a script: only its
 * summary counts.
 */
async function hiddenInMain(page: Page): Promise<string[]> {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	const hidden = await page.getByRole('main').evaluate((main) => {
		const selector = 'h1, h2, h3, p, li, a, img, input, select, textarea, button';
		return [...main.querySelectorAll<HTMLElement>(selector)]
			.filter((element) => !element.closest('details:not([open]) > :not(summary)'))
			.flatMap((element) => {
				let opacity = 1;
				for (let node: Element | null = element; node; node = node.parentElement) {
					opacity *= Number(getComputedStyle(node).opacity);
				}
				const { visibility } = getComputedStyle(element);
				const isRendered = element.getClientRects().length > 0;
				return isRendered && visibility === 'visible' && opacity > 0.5
					? []
					: [`${element.outerHTML.slice(0, 100)} (opacity ${opacity}, ${visibility})`];
			});
	});
	await page.emulateMedia({ reducedMotion: null });
	return hidden;
}

/**
 * Header and footer: logo and the nav links each (the header's followed by the language switch). At desktop width the header links are in the
 * bar; on a phone they sit behind the menu button, which opens them without JavaScript.
 */
async function expectLayout(page: Page, c: Content = owner) {
	const { copy: texts, site: settings } = c;
	await expect(
		page.getByRole('banner').getByRole('img', { name: settings.logo.alt }),
	).toBeVisible();
	const header = page
		.getByRole('navigation', { name: texts.layout.mainNav })
		.getByRole('link', { includeHidden: true });
	await expect(header).toHaveText(c.headerLinkTitles);
	if (test.info().project.use.isMobile) {
		await expectEachHidden(header);
		// A native popover: the button opens the links with no script at all.
		await page.getByRole('button', { name: texts.layout.menuButton }).click();
	}
	const footer = page.getByRole('navigation', { name: texts.layout.footerNav }).getByRole('link');
	await expect(footer).toHaveText(c.navLinks.map((link) => link.title));
	await markEachSeen(header);
	await markEachSeen(footer);
	const contentinfo = page.getByRole('contentinfo');
	await expectSeen(page, [
		...(settings.footerNote ? [contentinfo.getByText(settings.footerNote)] : []),
		contentinfo.getByText(
			fill(texts.layout.copyright, { year: settings.copyrightYear, name: settings.name }),
		),
		...settings.profiles.map(({ label }) =>
			contentinfo.getByRole('link', { name: c.names.newTab(label) }),
		),
	]);
}

test('home: greeting, job title, welcome, both button links and the illustration', async ({
	page,
}) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
		heroHeading(copy.home.greeting, site.name),
	);
	const main = page.getByRole('main');
	await expectSeen(page, [
		page.getByRole('heading', { level: 1 }),
		main.getByText(site.jobTitle, { exact: true }),
		main.getByText(site.welcome),
		main.getByRole('link', { name: copy.home.projectsButton }),
		main.getByRole('link', { name: copy.home.aboutButton }),
		main.locator('.art svg'),
	]);
	// The illustration fades in on a scroll timeline, which plays without any script.
	const fades = await main.evaluate((element) =>
		element
			.getAnimations({ subtree: true })
			.filter((animation) => animation.timeline instanceof ViewTimeline)
			.map((animation) => (animation as CSSAnimation).animationName),
	);
	expect(fades, 'the illustration fades in as it scrolls into view').not.toEqual([]);
	expect(await hiddenInMain(page)).toEqual([]);
	await expectImagesLoaded(page);
	await expectLayout(page);
});

test('projects: heading, intro and all cards with image, title, description and links', async ({
	page,
}) => {
	await page.goto('/projects');
	const main = page.getByRole('main');
	await expectSeen(page, [
		main.getByRole('heading', { level: 1, name: copy.projects.heading }),
		main.getByText(copy.projects.intro),
	]);
	// The filter chips are links (the no-JavaScript tag specs); every card must show.
	const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
	await expect(cards).toHaveCount(projects.length);
	// Each card's title, texts, image names and links, read in one call, and its heading, texts,
	// image and links marked for the seen check.
	const shown = await cards.evaluateAll(
		(items, mark) =>
			items.map((item, index) => {
				const text = (element: Element | null) =>
					element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
				const title = text(item.querySelector('h2'));
				for (const part of item.querySelectorAll('h2, p, img, a')) {
					const name = text(part) || part.getAttribute('alt');
					part.setAttribute(mark, `card ${index + 1} (${title}): <${part.localName}> ${name}`);
				}
				return {
					title,
					texts: [...item.querySelectorAll('p')].map(text),
					images: [...item.querySelectorAll('img')].map((image) => image.alt),
					links: [...item.querySelectorAll('a')].map((link) => ({
						name: text(link),
						href: link.getAttribute('href'),
					})),
				};
			}),
		SEEN_MARK,
	);
	for (const project of projects) {
		const matching = shown.filter((card) => card.title.includes(project.title));
		expect(matching, `one card is titled ${project.title}`).toHaveLength(1);
		const card = matching[0]!;
		expect(card.texts, `${project.title}: its description`).toContainEqual(
			expect.stringContaining(project.desc),
		);
		// A screenshot, or a drawn cover (decorative) for a project without one.
		if (project.img)
			expect(card.images, `${project.title}: its screenshot`).toContain(
				names.screenshot(project.title),
			);
		expect(card.links[0]?.href, `${project.title}: the card opens the live project`).toBe(
			project.href,
		);
		const code = card.links.filter((link) => startsWith(copy.card.code).test(link.name));
		expect(code, `${project.title}: one link to the code, if it has any`).toEqual(
			project.github ? [{ name: expect.any(String), href: project.github }] : [],
		);
		const details = card.links.filter((link) => names.detailsStart.test(link.name));
		expect(details, `${project.title}: one link to its page`).toHaveLength(1);
	}
	// The cards' parts marked above, when the owner has published any.
	if (shown.length > 0) await expectSeen(page);
	expect(await hiddenInMain(page)).toEqual([]);
	await expectImagesLoaded(page);
	await expectLayout(page);
});

test.describe('on a site with projects and stories', () => {
	test.use(onFeatures);

	test('a project page: facts, links, screenshot, the story with its image, and the neighbours', async ({
		page,
	}) => {
		const project = withPicture();
		const { copy: texts, names: named } = features;
		await page.goto(project.path);
		const main = page.getByRole('main');
		await expectSeen(page, [
			main.getByRole('heading', { level: 1, name: project.title }),
			main.getByText(project.desc, { exact: true }),
			main.getByRole('img', { name: named.screenshot(project.title) }),
			main.getByRole('img', { name: BODY_IMAGE.exec(project.body)![1]!, exact: true }),
			main.getByRole('link', { name: named.liveStart }),
			main.getByRole('link', { name: named.codeStart }),
			main.getByRole('link', { name: texts.project.all, exact: true }),
		]);
		expect(await hiddenInMain(page)).toEqual([]);
		await expectImagesLoaded(page);
		await expectLayout(page, features);
	});
});

test('about: text, links and the Education, Experience and Skills blocks', async ({ page }) => {
	await page.goto('/about');
	const main = page.getByRole('main');
	await expectSeen(page, [
		main.getByRole('heading', { level: 1, name: copy.about.heading }),
		...site.about.map((paragraph) => main.getByText(paragraph)),
		main.getByRole('link', { name: copy.about.projectsLink }),
		main.getByRole('link', { name: copy.about.contactLink }),
		main.getByRole('link', { name: site.email }),
		...[copy.about.education, copy.about.experience, copy.about.skills].map((name) =>
			main.getByRole('heading', { level: 2, name }),
		),
		...education.map((degree) =>
			main.getByRole('heading', {
				level: 3,
				name: [degree.studyType, degree.area].filter(Boolean).join(', ') || degree.institution,
				exact: true,
			}),
		),
		...experience.map((job) =>
			main.getByRole('heading', { level: 3, name: job.position ?? job.name, exact: true }),
		),
		...skills.map((skill) => main.getByRole('listitem').filter({ hasText: skill.name! }).first()),
		main.getByText(
			fillCounted(copy.about.experienceSummary, copy.lang, site.yearsOfExperience, {
				years: site.yearsOfExperience,
			}),
		),
	]);
	expect(await hiddenInMain(page)).toEqual([]);
	await expectImagesLoaded(page);
	await expectLayout(page);
});

test('contact: heading, mailto link, the form fields, and the note pointing at e-mail', async ({
	page,
}) => {
	await page.goto('/contact');
	const main = page.getByRole('main');
	const form = copy.contact.form;
	// Playwright's text matching skips <noscript>, so the note is found by its element.
	const note = main.locator('noscript p');
	await expectSeen(page, [
		main.getByRole('heading', { level: 1, name: copy.contact.heading }),
		main.getByText(copy.contact.lead, { exact: true }),
		...[form.name, form.email, form.phone, form.message].map((label) =>
			main.getByLabel(label, { exact: true }),
		),
		main.getByRole('combobox', { name: form.country }),
		main.getByRole('button', { name: form.submit }),
		note,
	]);
	const noteText = (await note.textContent())?.replace(/\s+/g, ' ').trim();
	// The note offers the owner's address: the sample has one.
	expect(noteText).toBe(fill(copy.contact.noscript, { email: site.email! }));
	await expect(note.getByRole('link', { name: site.email! })).toHaveAttribute(
		'href',
		`mailto:${site.email}`,
	);
	expect(await hiddenInMain(page)).toEqual([]);
	// Submit still runs the browser's own checks; a form that passes them goes nowhere (sending
	// needs JavaScript, as the note says): no request, the visitor and their text stay put.
	const submit = main.getByRole('button', { name: form.submit });
	await submit.click();
	await expect(main.getByLabel(form.name, { exact: true })).toBeFocused();
	expect(await main.locator('form :invalid').count()).toBeGreaterThan(0);
	const requests: string[] = [];
	page.on('request', (request) => requests.push(request.url()));
	for (const label of [form.name, form.phone, form.message])
		await main.getByLabel(label, { exact: true }).fill('Ada');
	await main.getByLabel(form.email, { exact: true }).fill('ada@example.com');
	await submit.click();
	// Proving that nothing happens takes a wait: a submission would have started by then.
	await page.waitForTimeout(500);
	await expect(page).toHaveURL(/\/contact$/);
	await expect(main.getByLabel(form.message, { exact: true })).toHaveValue('Ada');
	expect(requests).toEqual([]);
	await expectImagesLoaded(page);
	await expectLayout(page);
});

test('the error page shows its message without JavaScript', async ({ page }) => {
	const response = await page.goto(MISSING_PATH);
	expect(response?.status()).toBe(404);
	const main = page.getByRole('main');
	await expectSeen(page, [
		main.getByRole('heading', { level: 1, name: copy.error.heading }),
		main.getByText(copy.error.text),
		main.getByText(copy.error.status, { exact: true }),
	]);
	await expectLayout(page);
});
