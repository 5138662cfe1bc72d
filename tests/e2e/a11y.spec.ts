/**
 * axe-core on every page, at phone (390px) and desktop (1280px) width, in the light and the
 * dark colour scheme: no WCAG 2.0/2.1 level A or AA violation. Also with the header links
 * showing (the phone menu open) and with the contact form's e-mail hint shown.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, settle } from './settle.ts';
import { copy, MISSING_PATH, navLinks, RESUME_PATH, tagPaths } from '../content.ts';

const PAGES = [
	...navLinks.map(({ title, path }) => ({ name: title.toLowerCase(), path })),
	{ name: copy.resume.title.toLowerCase(), path: RESUME_PATH },
	...tagPaths.slice(0, 1).map((path) => ({ name: 'first tag', path })),
	{ name: 'not found', path: MISSING_PATH },
];
const SCHEMES = ['light', 'dark'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations, one readable line per rule and element, so a failure says what to fix. */
async function violations(page: Page): Promise<string[]> {
	await settle(page);
	const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
	return results.violations.flatMap((violation) =>
		violation.nodes.map(
			(node) =>
				`${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
		),
	);
}

for (const colorScheme of SCHEMES) {
	test.describe(`${colorScheme} colour scheme`, () => {
		test.beforeEach(async ({ page }) => {
			await page.emulateMedia({ colorScheme });
		});

		for (const { name, path } of PAGES) {
			test(`the ${name} page has no WCAG 2.1 A/AA violations`, async ({ page }) => {
				await page.goto(path);
				expect(await violations(page)).toEqual([]);
			});
		}

		test('the header links, shown (phone menu open), have no violations', async ({
			page,
			isMobile,
		}) => {
			await page.goto('/');
			const toggle = page.getByRole('banner').getByRole('button', { name: copy.layout.menuButton });
			if (isMobile) {
				// Hydrated first, so the state under test is the final markup's.
				await hydrateAll(page);
				await expect(toggle).toHaveAttribute('aria-expanded', 'false');
				await toggle.click();
				await expect(toggle).toHaveAttribute('aria-expanded', 'true');
			} else {
				await expect(toggle).toBeHidden();
			}
			for (const link of await page
				.getByRole('navigation', { name: copy.layout.mainNav })
				.getByRole('link')
				.all()) {
				await expect(link).toBeVisible();
			}
			expect(await violations(page)).toEqual([]);
		});

		test('the contact form with the e-mail hint shown has no violations', async ({ page }) => {
			await page.goto('/contact');
			await settle(page);
			const email = page.getByLabel(copy.contact.form.email);
			await email.fill('not-an-email');
			await email.blur();
			await expect(page.getByText(copy.contact.form.emailHint)).toBeVisible();
			await expect(email).toHaveAttribute('aria-invalid', 'true');
			expect(await violations(page)).toEqual([]);
		});
	});
}
