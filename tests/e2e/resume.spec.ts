/**
 * The résumé page as a visitor and a printer see it: reached from the About page, every section
 * of the owner's résumé under its heading in order, the PDF to download under the owner's name,
 * /resume.json as published, and a print that leaves out the header, footer and dark background
 * and prints each link's address.
 */
import { expect, test } from '@playwright/test';
import { fill } from '../../src/lib/template.ts';
import { copy, RESUME_PATH, resume, settings, site } from '../content.ts';

/** The JSON Resume sections in the schema's order: those the résumé has entries in are shown. */
const ORDER = [
	'work',
	'volunteer',
	'education',
	'awards',
	'certificates',
	'publications',
	'skills',
	'languages',
	'interests',
	'references',
	'projects',
] as const;
const sections = ORDER.filter((key) => (resume[key]?.length ?? 0) > 0).map((key) => ({
	heading: copy.resume.sections[key],
	count: resume[key]!.length,
}));
/** The download's file name: the owner's name in lowercase words joined by dashes. */
const fileNameOf = (name: string) =>
	`${name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')}.pdf`;

test.describe('/resume', { tag: '@any-width' }, () => {
	test('the About page links to it; title, description and the owner as its heading', async ({
		page,
	}) => {
		await page.goto('/about');
		await page.getByRole('main').getByRole('link', { name: copy.about.resumeLink }).click();
		await expect(page).toHaveURL(new RegExp(`${RESUME_PATH}$`));
		await expect(page).toHaveTitle(`${copy.resume.title} | ${site.name}`);
		await expect(page.locator('meta[name="description"]')).toHaveAttribute(
			'content',
			fill(copy.resume.description, { name: site.name }),
		);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
		// The job title under the name (a job may carry the same title further down).
		await expect(
			page.getByRole('main').getByText(site.jobTitle, { exact: true }).first(),
		).toBeVisible();
	});

	test('every section of the résumé, in order, with each of its entries', async ({ page }) => {
		await page.goto(RESUME_PATH);
		const main = page.getByRole('main');
		await expect(main.getByRole('heading', { level: 2 })).toHaveText(
			sections.map((section) => section.heading),
		);
		for (const section of sections) {
			const region = main.getByRole('region', { name: section.heading });
			await expect(region.getByRole('heading', { level: 3 })).toHaveCount(section.count);
		}
	});

	test('"Download PDF" saves the PDF under the owner\'s name; /resume.json is the published résumé', async ({
		page,
		request,
	}) => {
		await page.goto(RESUME_PATH);
		const link = page.getByRole('link', { name: copy.resume.download });
		const fileName = settings.resume?.src ?? fileNameOf(site.name);
		await expect(link).toHaveAttribute('download', fileName);
		const pdf = await request.get((await link.getAttribute('href'))!);
		expect(pdf.status()).toBe(200);
		expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

		const json = await request.get('/resume.json');
		expect(json.status()).toBe(200);
		const published = await json.json();
		expect(published.basics.name).toBe(site.name);
		expect(published.work ?? []).toHaveLength(resume.work?.length ?? 0);
	});

	for (const [paper, widthMm] of [
		['A4', 210],
		['US Letter', 215.9],
	] as const) {
		test(`printed on ${paper}, every line fits across the page`, async ({ page }) => {
			await page.emulateMedia({ media: 'print' });
			await page.goto(RESUME_PATH);
			// The side margins the print stylesheet's @page rule sets, in CSS pixels.
			const margins = await page.evaluate(() => {
				// An @page rule is itself a grouping rule (of margin boxes): taken, not opened.
				const rules = (list: CSSRuleList): CSSRule[] =>
					[...list].flatMap((rule) =>
						rule instanceof CSSGroupingRule && !(rule instanceof CSSPageRule)
							? rules(rule.cssRules)
							: [rule],
					);
				const pageRule = [...document.styleSheets]
					.flatMap((sheet) => rules(sheet.cssRules))
					.find((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
				const px = (value = '0') =>
					value.endsWith('mm') ? (parseFloat(value) / 25.4) * 96 : parseFloat(value) || 0;
				// The `margin` shorthand: top, right, bottom, left, with the usual fallbacks.
				const [top = '0', right = top, , left = right] = (
					pageRule?.style.getPropertyValue('margin') || '0'
				).split(/\s+/);
				return px(left) + px(right);
			});
			const width = Math.floor((widthMm / 25.4) * 96 - margins);
			await page.setViewportSize({ width, height: 1000 });
			const overflowing = await page
				.getByRole('main')
				.evaluate((main) =>
					[...main.querySelectorAll('*')]
						.filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
						.map((element) => element.outerHTML.slice(0, 100)),
				);
			expect(overflowing, `wider than the ${width}px a page prints`).toEqual([]);
		});
	}

	test('printed: no header, footer or dark background; links print their address', async ({
		page,
	}) => {
		await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
		await page.goto(RESUME_PATH);
		await expect(page.getByRole('banner')).toBeHidden();
		await expect(page.getByRole('contentinfo')).toBeHidden();
		await expect(page.getByRole('link', { name: copy.resume.download })).toBeHidden();
		const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
		expect(background).toBe('rgb(255, 255, 255)');
		const profile = site.profiles[0];
		if (profile) {
			const link = page.getByRole('main').getByRole('link', { name: profile.label }).first();
			const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
			expect(after).toContain(profile.url);
		}
	});
});
