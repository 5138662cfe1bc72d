/**
 * Keyboard only: from the top of each page, Tab visits the skip link, the logo, the header
 * links (behind the menu button on phones), the page's own links and controls and then the
 * footer, in reading order, each with a visible focus ring. The phone menu and the contact
 * form work without a pointer. Owner values and projects come from content/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEND_FORM_URL } from './env.ts';
import { settle } from './settle.ts';
import { placeholders } from '../../src/schemas/template.client.ts';
import {
	MISSING_PATH,
	codeProfile,
	aboutLinks as aboutSentence,
	copy,
	escapeRegExp,
	navLinks,
	notes,
	readContent,
	site,
	startsWith,
} from '../tools/content.ts';
import { features, onFeatures, withPicture } from './features.ts';

/** What a site's content gives its pages: texts, settings, links, projects. */
type Content = ReturnType<typeof readContent>;
/** The owner's content, which the site under test is built from. */
const owner = readContent();

const NAV_TITLES = navLinks.map((link) => link.title);

function exact(page: Page, role: 'link' | 'button', name: string): Locator {
	return page.getByRole(role, { name, exact: true });
}

/** The header's navigation and its phone menu button, by the site's names for them. */
const mainNav = (page: Page, c: Content = owner) =>
	page.getByRole('navigation', { name: c.copy.layout.mainNav });
const menuButton = (page: Page, c: Content = owner) =>
	mainNav(page, c).getByRole('button', { name: c.copy.layout.menuButton, includeHidden: true });

/**
 * The stops before a page's own content: skip link, logo, then the menu button, or the header
 * links and the colour scheme choice, and the search link.
 */
function headerStops(page: Page, isMobile: boolean, c: Content = owner): Locator[] {
	const banner = page.getByRole('banner');
	return [
		exact(page, 'link', c.copy.layout.skipLink),
		banner.getByRole('link', { name: c.site.logo.alt, exact: true }),
		...(isMobile
			? [menuButton(page, c)]
			: [
					...c.headerLinkTitles.map((title) =>
						mainNav(page, c).getByRole('link', { name: title, exact: true }),
					),
					// The colour scheme choice: one stop, its checked radio (arrows move within it).
					mainNav(page, c).getByRole('radio', { name: c.copy.scheme.system, exact: true }),
				]),
		banner.getByRole('link', { name: c.copy.search.link, exact: true }),
	];
}

/** The stops after a page's own content: the footer links, the language switch, the profile links. */
function footerStops(page: Page, c: Content = owner): Locator[] {
	const footer = page.getByRole('contentinfo');
	return [
		...c.navLinks.map(({ title }) =>
			footer
				.getByRole('navigation', { name: c.copy.layout.footerNav })
				.getByRole('link', { name: title, exact: true }),
		),
		...c.languageNames.map((name) => footer.getByRole('link', { name, exact: true })),
		...c.site.profiles.map(({ label }) =>
			footer.getByRole('link', { name: c.names.newTab(label) }),
		),
	];
}

/**
 * Whether `locator` has focus and shows it, in one look at the page: 'ok' when it is the focused
 * element and shows an outline (style not none, width above 0) whose colour stands out at least
 * 3:1 from the background behind it (WCAG 1.4.11); otherwise what is wrong, as text, naming the
 * element that has focus instead.
 */
function focusState(locator: Locator): Promise<string> {
	return locator.evaluate(
		(element) => {
			if (element !== document.activeElement) {
				const focused = document.activeElement;
				return `not focused; focus is on ${focused?.outerHTML.slice(0, 120) ?? 'nothing'}`;
			}
			const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
			const luminance = (color: string) => {
				const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
					const c = channel / 255;
					return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
				});
				return 0.2126 * r + 0.7152 * g + 0.0722 * b;
			};
			// With reduced motion every style change is a transition of 0.01 ms (the stylesheet): the
			// ring is read as it ends, not in the frame before.
			for (const animation of element.getAnimations()) animation.finish();
			const style = getComputedStyle(element);
			if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) <= 0) return 'no outline';
			// The ring sits outside the element (outline-offset), on the nearest painted ancestor.
			let background = 'rgb(255, 255, 255)';
			for (let node = element.parentElement; node; node = node.parentElement) {
				const color = getComputedStyle(node).backgroundColor;
				if ((rgb(color)[3] ?? 1) > 0) {
					background = color;
					break;
				}
			}
			const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort(
				(a, b) => b - a,
			);
			const ratio = (light! + 0.05) / (dark! + 0.05);
			return ratio >= 3
				? 'ok'
				: `outline ${style.outlineColor} on ${background}: contrast ${ratio.toFixed(2)} < 3`;
		},
		undefined,
		// A stop that is not on the page fails as soon as a focus check would, not at the test's end.
		{ timeout: 5_000 },
	);
}

/**
 * The links in the About sentence, in the order the owner's sentence has them, then the résumé
 * page and, when site.json names one, the owner's own PDF.
 */
function aboutLinks(page: Page): Locator[] {
	const main = page.getByRole('main');
	const links: Record<string, Locator> = {
		projects: main.getByRole('link', { name: copy.about.projectsLink, exact: true }),
		code: main.getByRole('link', { name: startsWith(`${codeProfile?.label}`) }),
		contact: main.getByRole('link', { name: copy.about.contactLink, exact: true }),
		email: main.getByRole('link', { name: site.email, exact: true }),
	};
	return [
		...placeholders(aboutSentence).map((slot) => links[slot]!),
		main.getByRole('link', { name: copy.about.resumeLink, exact: true }),
		...(site.resume ? [main.locator('a[type="application/pdf"]')] : []),
	];
}

/**
 * Presses Tab once per stop and checks that each stop, in turn, has focus and shows a ring (one
 * look at the page per stop, repeated only if focus has not arrived yet). `atStop` runs at each
 * stop once it is checked, to type into it.
 */
async function tabThrough(page: Page, stops: Locator[], atStop?: (stop: Locator) => Promise<void>) {
	for (const [index, stop] of stops.entries()) {
		await page.keyboard.press('Tab');
		await expect
			.poll(() => focusState(stop), {
				message: `Tab stop ${index + 1} has focus and shows a focus ring`,
			})
			.toBe('ok');
		await atStop?.(stop);
	}
}

/** The contact page's own stops, in reading order: the owner's address, the fields, the button. */
function contactStops(page: Page) {
	const form = copy.contact.form;
	return {
		mail: page.getByRole('main').getByRole('link', { name: site.email, exact: true }),
		name: page.getByLabel(form.name),
		email: page.getByLabel(form.email),
		country: page.getByRole('combobox', { name: form.country }),
		phone: page.getByLabel(form.phone),
		message: page.getByLabel(form.message),
		submit: exact(page, 'button', form.submit),
	};
}

/** A page and its own stops, between the header's and the footer's. */
interface Stops {
	path: string;
	stops: (page: Page) => Promise<Locator[]> | Locator[];
}

/** Every page but the contact page, which has a test of its own below, and each one's own stops. */
const MAIN_STOPS: Stops[] = [
	{
		path: '/',
		stops: async (page) => [
			exact(page, 'link', copy.home.projectsButton),
			exact(page, 'link', copy.home.aboutButton),
			// The latest notes, when the owner shows them: each note's links, then all notes.
			...(copy.notes
				? await page
						.getByRole('region', { name: copy.notes.latest })
						.getByRole('link')
						.filter({ visible: true })
						.all()
				: []),
		],
	},
	// The notes and the newest note: every link of the page's main content, in reading order.
	...(notes.length > 0 ? ['/notes', notes[0]!.path] : []).map((path) => ({
		path,
		stops: (page: Page) => page.getByRole('main').getByRole('link').all(),
	})),
	{
		// Whatever the owner has published: the chips in view and the control that unfolds the
		// rest, then each card's links, in reading order (each kind by name on the site below).
		path: '/projects',
		stops: (page) => page.getByRole('main').locator('a, summary').filter({ visible: true }).all(),
	},
	{
		path: '/about',
		stops: aboutLinks,
	},
	{
		path: MISSING_PATH,
		stops: (page) => [exact(page, 'link', copy.error.homeButton)],
	},
];

/** The pages of a site with projects that have screenshots, code and stories, by name. */
const FEATURE_STOPS: Stops[] = [
	{
		path: '/projects',
		stops: async (page) => {
			const { copy: texts, names, projects } = features;
			const main = page.getByRole('main');
			// The chips in view, then the control that unfolds the rest (a phone folds some away).
			const chips = await main
				.getByRole('navigation', { name: texts.projects.filter })
				.locator('a, summary')
				.filter({ visible: true })
				.all();
			expect(chips.length, 'the "All" chip and one per technology').toBeGreaterThan(1);
			const cards = projects.flatMap(({ title }) => {
				const item = main
					.getByRole('listitem')
					.filter({ has: page.getByRole('heading', { name: title }) });
				return [
					item.getByRole('link', { name: names.screenshot(title) }),
					item.getByRole('link', { name: names.code(title) }),
					item.getByRole('link', { name: names.details(title) }),
				];
			});
			return [...chips, ...cards];
		},
	},
	{
		// A project page with a story: tags, the live and Github links, the links in the story,
		// then the neighbours in grid order and the way back.
		path: withPicture().path,
		stops: async (page) => {
			const { copy: texts, names, projects } = features;
			const main = page.getByRole('main');
			const project = withPicture();
			const index = projects.findIndex(({ id }) => id === project.id);
			const more = page.getByRole('navigation', { name: texts.project.more });
			return [
				...project.category.map((tag) =>
					main.getByRole('link', { name: names.tag(tag), exact: true }),
				),
				main.getByRole('link', { name: names.liveStart }),
				main.getByRole('link', { name: names.codeStart }),
				...(await main.locator('.body a').all()),
				...(index > 0
					? [more.getByRole('link', { name: startsWith(texts.project.previous) })]
					: []),
				...(index < projects.length - 1
					? [more.getByRole('link', { name: startsWith(texts.project.next) })]
					: []),
				more.getByRole('link', { name: texts.project.all, exact: true }),
			];
		},
	},
];

/** Opens the page of `at` and tabs through the header's stops, its own and the footer's. */
async function tabThroughPage(page: Page, isMobile: boolean, at: Stops, c: Content = owner) {
	await page.goto(at.path);
	await settle(page);
	await tabThrough(page, [
		...headerStops(page, isMobile, c),
		...(await at.stops(page)),
		...footerStops(page, c),
	]);
}

for (const at of MAIN_STOPS) {
	test(`Tab on ${at.path} visits every link and control in reading order with a focus ring`, ({
		page,
		isMobile,
	}) => tabThroughPage(page, isMobile, at));
}

test.describe('on a site with projects, screenshots, code and stories', () => {
	test.use(onFeatures);

	for (const at of FEATURE_STOPS) {
		test(`Tab on ${at.path} visits every card's and the story's links by name, with a focus ring`, ({
			page,
			isMobile,
		}) => tabThroughPage(page, isMobile, at, features));
	}
});

test('the skip link moves focus to the main content', async ({ page }) => {
	await page.goto('/about');
	await settle(page);
	await page.keyboard.press('Tab');
	await expect(exact(page, 'link', copy.layout.skipLink)).toBeVisible();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('main')).toBeFocused();
	// The next Tab continues from the main content, past the header.
	await page.keyboard.press('Tab');
	await expect(aboutLinks(page)[0]!).toBeFocused();
});

test('the header menu works with the keyboard alone', async ({ page, isMobile }) => {
	await page.goto('/');
	await settle(page);
	const links = NAV_TITLES.map((title) =>
		mainNav(page).getByRole('link', { name: title, exact: true }),
	);
	if (!isMobile) {
		// Desktop needs no menu: the links sit in the bar, straight after the logo.
		await expect(menuButton(page)).toBeHidden();
		// Skip link, logo, then the navigation's links up to the last one (the language switch follows).
		await tabThrough(page, headerStops(page, false).slice(0, 2 + NAV_TITLES.length));
		await page.keyboard.press('Enter');
		const last = navLinks.at(-1)!.path;
		await expect(page).toHaveURL(new RegExp(`${escapeRegExp(last)}(\\.html)?$`));
		return;
	}
	const button = menuButton(page);
	// Up to the menu button (the search link follows it).
	await tabThrough(page, headerStops(page, true).slice(0, 3));
	await expect(button).toHaveAttribute('aria-expanded', 'false');

	// Enter opens it, Tab walks the links, Escape closes it and focus returns to the button.
	await page.keyboard.press('Enter');
	await expect(button).toHaveAttribute('aria-expanded', 'true');
	await tabThrough(page, links);
	await page.keyboard.press('Escape');
	await expect(button).toHaveAttribute('aria-expanded', 'false');
	for (const link of links) await expect(link).toBeHidden();
	await expect(button).toBeFocused();

	// Space opens it too, and Enter on a link follows it.
	await page.keyboard.press('Space');
	await expect(button).toHaveAttribute('aria-expanded', 'true');
	await tabThrough(page, links.slice(0, 2));
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/projects(\.html)?$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.projects.heading);
});

test('Tab on /contact visits every link and control in reading order with a focus ring, and the form is filled in and sent with the keyboard alone', async ({
	page,
	isMobile,
}) => {
	await page.route(SEND_FORM_URL, (route) =>
		route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
	);
	const alerts: string[] = [];
	page.on('dialog', async (dialog) => {
		alerts.push(dialog.message());
		await dialog.accept();
	});
	await page.goto('/contact');
	await settle(page);

	const own = contactStops(page);
	const footer = footerStops(page);
	const typed = new Map([
		[own.name, 'Ada Lovelace'],
		[own.email, 'ada@example.com'],
		[own.phone, '5551234567'],
		[own.message, 'Hello from the keyboard.'],
	]);
	await test.step('Tab visits every link and control in reading order, typing into each field', () =>
		tabThrough(
			page,
			[...headerStops(page, isMobile), ...Object.values(own), ...footer],
			async (stop) => {
				const value = typed.get(stop);
				if (value !== undefined) await page.keyboard.type(value);
			},
		));

	await test.step('Shift+Tab leads back to the button, and Enter sends what was typed', async () => {
		for (let step = 0; step < footer.length; step++) await page.keyboard.press('Shift+Tab');
		await expect(own.submit).toBeFocused();
		const request = page.waitForRequest(SEND_FORM_URL);
		await page.keyboard.press('Enter');
		const body = (await request).postData() ?? '';
		for (const value of typed.values()) {
			expect(body, `the request carries "${value}"`).toContain(value);
		}
		await expect.poll(() => alerts).toEqual([copy.contact.form.sent]);
		await expect(page).toHaveURL(/\/$/);
	});
});
