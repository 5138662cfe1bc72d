/**
 * Tags in other scripts than Latin (the right-to-left fixture's), JavaScript on and off: each chip
 * leads to its tag's percent-encoded page, which shows exactly its projects, its chip marked.
 */
import { expect, test, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { fill } from '../../src/i18n/template.client.ts';
import {
	escapeRegExp,
	pathIn,
	readContent,
	readLanguages,
	readFurtherLanguages,
	tagsOf,
} from '../tools/content.ts';
import { SITES, urlOf, withoutJavaScript } from './env.ts';
import { expectCards } from './projects-data.ts';

test.use({ baseURL: urlOf(SITES.rtl) });

const FIXTURE = resolve(import.meta.dirname, '..', '..', SITES.rtl.content);
const { copy, projects } = readContent(FIXTURE);
const [defaultLang, otherLang] = readLanguages(FIXTURE) as [string, string];
const otherCopy = readFurtherLanguages(FIXTURE).find(({ lang }) => lang === otherLang)!.copy;
/** The tags outside ASCII: the ones this spec is for. */
const tags = tagsOf(projects).filter((tag) => /[^\p{ASCII}]/u.test(tag.name));

/** The chip of `name` in the chips named `nav`. */
const chip = (page: Page, nav: string, name: string) =>
	page
		.getByRole('navigation', { name: nav })
		.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} \\(\\d+\\)$`) });

test('the fixture has tags in other scripts', () => {
	expect(tags.length).toBeGreaterThanOrEqual(3);
});

test('with JavaScript, a chip filters to its tag: its page in the address, its projects shown', async ({
	page,
}) => {
	await page.goto(pathIn(defaultLang, '/projects', FIXTURE));
	const nav = page.getByRole('navigation', { name: copy.projects.filter });
	// The island hydrates on intent: a pointer over it starts it.
	await nav.hover();
	await expect(page.locator('astro-island').filter({ has: nav })).not.toHaveAttribute('ssr');
	for (const tag of tags) {
		await chip(page, copy.projects.filter, tag.name).click();
		await expect(page).toHaveURL(pathIn(defaultLang, tag.path, FIXTURE));
		await expectCards(page, tag.titles);
		await expect(chip(page, copy.projects.filter, tag.name)).toHaveAttribute(
			'aria-current',
			'page',
		);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			fill(copy.projects.tagHeading, { tag: tag.name }),
		);
	}
});

test.describe('without JavaScript', () => {
	test.use(withoutJavaScript);

	test('each chip is a link to its tag page, in the right-to-left language too', async ({
		page,
	}) => {
		for (const [lang, texts] of [
			[defaultLang, copy],
			[otherLang, otherCopy],
		] as const)
			for (const tag of tags) {
				await page.goto(pathIn(lang, '/projects', FIXTURE));
				await chip(page, texts.projects.filter, tag.name).click();
				await expect(page).toHaveURL(pathIn(lang, tag.path, FIXTURE));
				await expectCards(page, tag.titles);
				await expect(chip(page, texts.projects.filter, tag.name)).toHaveAttribute(
					'aria-current',
					'page',
				);
			}
	});
});
