import { expect, test, type Page } from '@playwright/test';
import { withMotion } from './env.ts';
import { cardDelay } from '../../src/projects/card-entrance.client.ts';
import { expectStaggered, recordEntrance, restartRecording, seenOpacity } from './motion-probe.ts';
import { expectPreloaded } from './preload.ts';
import { cards, chip as chipIn, chipNav as chipNavIn } from './locators.ts';
import { startsWith as startingWith } from '../tools/content.ts';
import { features, onFeatures } from './features.ts';

// A site that has projects and tags, whatever the owner's content holds.
test.use(onFeatures);

const { copy, projects, tagPaths, tags } = features;
const chipNav = (page: Page) => chipNavIn(page, copy.projects.filter);
const chip = (page: Page, name: string, count: number) =>
	chipIn(page, name, count, copy.projects.filter);

/** Cards that enter together start one after another: 0.3 s apart, closer in a large group. */
const staggerMs = (count: number) => cardDelay(1, count) * 1000;

const titles = projects.map((project) => project.title);

/** Every tag with the number of projects that carry it. */
const tagCounts = new Map<string, number>();
for (const tag of projects.flatMap((project) => project.category))
	tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);

const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
/** The chip of tag `name` (or "All") with the number of projects the content gives it. */
const tagChip = (page: Page, name: string) =>
	chip(page, name, name === copy.projects.allTags ? projects.length : tagCounts.get(name)!);
/** Title text of each shown card, matched at the start (the heading also carries a hint for screen readers). */
const startsWith = (texts: string[]) =>
	texts.map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

test.describe('grid layout', { tag: '@any-width' }, () => {
	for (const { width, columns } of [
		{ width: 390, columns: 1 },
		{ width: 700, columns: 2 },
		{ width: 1280, columns: 3 },
	]) {
		test(`${columns} column(s) at ${width}px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 });
			await page.goto('/projects');
			await expect(cardTitles(page)).toHaveText(startsWith(titles));
			// Let the entrance finish: every card fully shown.
			for (const card of await cards(page).all())
				await expect.poll(() => seenOpacity(card)).toBe(1);
			const lefts = await cards(page).evaluateAll((items) =>
				items.map((item) => Math.round(item.getBoundingClientRect().left)),
			);
			expect(new Set(lefts).size).toBe(columns);
		});
	}
});

test.describe('cards', () => {
	test('show every project in order, each opening the live site with a Github link below', async ({
		page,
	}) => {
		await page.goto('/projects');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.projects.heading);
		await expect(cardTitles(page)).toHaveText(startsWith(titles));
		for (const [index, project] of projects.entries()) {
			const card = cards(page).nth(index);
			const live = card.getByRole('link').filter({ has: page.getByRole('heading') });
			await expect(live).toHaveAttribute('href', project.href);
			await expect(live).toHaveAttribute('target', '_blank');
			await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
			// A screenshot, or the drawn cover (decorative) of a project without one.
			await expect(
				project.img ? live.getByRole('img') : live.locator('svg[data-cover]'),
			).toBeVisible();
			const github = card.getByRole('link', { name: startingWith(copy.card.code) });
			if (!project.github) {
				await expect(github).toHaveCount(0);
				continue;
			}
			await expect(github).toHaveAttribute('href', project.github);
			await expect(github).toHaveAttribute('target', '_blank');
			await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
			const liveBox = (await live.boundingBox())!;
			expect((await github.boundingBox())!.y).toBeGreaterThanOrEqual(liveBox.y + liveBox.height);
		}
	});

	test("the first shown card's screenshot is asked for from the head", async ({ page }) => {
		for (const path of ['/projects', ...tagPaths.slice(0, 1)]) {
			await page.goto(path);
			await expectPreloaded(page, cards(page).first().getByRole('img'));
		}
	});

	test(
		'a card opens its live project in a new tab',
		{ tag: '@any-width' },
		async ({ page, context }) => {
			await context.route(`${new URL(projects[0]!.href).origin}/**`, (route) =>
				route.fulfill({ contentType: 'text/html', body: '<title>live project</title>' }),
			);
			await page.goto('/projects');
			const popup = page.waitForEvent('popup');
			await cards(page)
				.first()
				.getByRole('link')
				.filter({ has: page.getByRole('heading') })
				.click();
			await expect(await popup).toHaveURL(projects[0]!.href.replace(/\/?$/, '/'));
			await expect(page).toHaveURL(/\/projects\/?$/);
		},
	);

	test('slide in one after another when they enter the viewport together', async ({ page }) => {
		await page.emulateMedia(withMotion);
		// A viewport tall enough for every card: they enter as one group.
		await page.setViewportSize({ width: page.viewportSize()!.width, height: 4000 });
		await recordEntrance(page, 'main li:has(> a[target="_blank"])');
		await page.goto('/projects');
		for (const card of await cards(page).all()) await expect.poll(() => seenOpacity(card)).toBe(1);
		await expectStaggered(page, projects.length, staggerMs(projects.length));
	});
});

test.describe('tag filter', () => {
	test('chips show every tag with its number of projects', async ({ page }) => {
		await page.goto('/projects');
		await expect(tagChip(page, copy.projects.allTags)).toHaveAttribute('aria-current', 'page');
		// A phone folds the less used tags behind a control; open it to see them all.
		const more = chipNav(page).locator('summary');
		if (await more.isVisible()) await more.click();
		await expect(chipNav(page).getByRole('link')).toHaveCount(tagCounts.size + 1);
		for (const name of tagCounts.keys()) {
			await expect(tagChip(page, name)).toBeVisible();
			await expect(tagChip(page, name)).not.toHaveAttribute('aria-current');
		}
	});

	test('the filtered cards slide in one after another, as on arrival', async ({ page }) => {
		await page.emulateMedia(withMotion);
		// A tag on several projects (but not all), so there is a stagger to see, and on no note,
		// so its chip filters in place.
		const withNotes = new Set(tags.filter((tag) => tag.notes.length).map((tag) => tag.name));
		const [common] = [...tagCounts].find(
			([name, count]) => count > 1 && count < projects.length && !withNotes.has(name),
		)!;
		const commonTitles = projects
			.filter((project) => project.category.includes(common))
			.map((project) => project.title);
		await page.setViewportSize({ width: page.viewportSize()!.width, height: 4000 });
		await recordEntrance(page, 'main li:has(> a[target="_blank"]):not([hidden])', 15_000);
		await page.goto('/projects');
		await expect(cardTitles(page)).toHaveCount(projects.length);
		// The filter hydrates when the visitor reaches for it.
		await chipNav(page).hover();
		await expect(page.locator('astro-island').filter({ has: chipNav(page) })).not.toHaveAttribute(
			'ssr',
		);
		await restartRecording(page);
		await tagChip(page, common).click();
		await expect(cardTitles(page)).toHaveText(startsWith(commonTitles));
		for (const card of await cards(page).all()) await expect.poll(() => seenOpacity(card)).toBe(1);
		await expectStaggered(page, commonTitles.length, staggerMs(commonTitles.length));
	});
});
