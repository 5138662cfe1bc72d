/**
 * Cross-document view transitions, run by Chromium from CSS alone: every name is unique on its
 * page, following a card's details link morphs its screenshot into the project page's with no
 * layout shift, and with reduced motion nothing transitions.
 */
import { expect, test, type Page } from '@playwright/test';
import { withMotion } from './env.ts';
import { isAt } from '../tools/content.ts';
import { features, onFeatures } from './features.ts';

// A site with projects, notes and tags, whatever the owner's content holds.
test.use({ ...withMotion, ...onFeatures });

const { copy, notes, projects, tagPaths } = features;

/** The view-transition names of every element on the page, in document order. */
function transitionNames(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('*')]
			.map((element) => getComputedStyle(element).viewTransitionName)
			.filter((name) => name && name !== 'none'),
	);
}

interface Revealed {
	transition: boolean;
	/** The pseudo-elements the transition animated. */
	animated: string[];
	/** The layout shift score once the transition has finished. */
	shift?: number;
}

/**
 * Records, on every document the page loads, whether it was revealed with a view transition,
 * which pseudo-elements that transition animated, and the layout shift once it finished.
 */
async function watchReveal(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const record = window as unknown as { revealed?: Revealed };
		let shift = 0;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
				shift += entry.value;
		}).observe({ type: 'layout-shift', buffered: true });
		addEventListener('pagereveal', (event) => {
			const { viewTransition } = event as Event & { viewTransition: ViewTransition | null };
			const revealed: Revealed = { transition: viewTransition !== null, animated: [] };
			record.revealed = revealed;
			void viewTransition?.ready.then(() => {
				revealed.animated = document
					.getAnimations()
					.map((animation) => (animation.effect as KeyframeEffect).pseudoElement ?? '');
			});
			void viewTransition?.finished.then(() => {
				revealed.shift = shift;
			});
		});
	});
}

const revealed = (page: Page) =>
	page.evaluate(() => (window as unknown as { revealed?: Revealed }).revealed);

const first = projects[0]!;

test.describe('view transitions', { tag: '@desktop' }, () => {
	test('each transition name is used once per page; a card and its page share one, as a note and its title in the list', async ({
		page,
	}) => {
		const newest = notes[0]?.path;
		const names: Record<string, string[]> = {};
		for (const path of [
			'/about',
			'/projects',
			first.path,
			...tagPaths.slice(0, 1),
			...(newest ? ['/notes', newest] : []),
		]) {
			await page.goto(path);
			names[path] = await transitionNames(page);
			expect(new Set(names[path]).size, path).toBe(names[path]!.length);
		}
		// Every page has the root's and the header's; a project page adds its screenshot's.
		const base = names['/about']!;
		const onPage = names[first.path]!.filter((name) => !base.includes(name));
		expect(onPage).toHaveLength(1);
		expect(names['/projects']).toContain(onPage[0]);
		expect(names['/projects']).toHaveLength(projects.length + base.length);
		// A note's page adds its title's, which the list of notes gives the same title.
		if (!newest) return;
		const title = names[newest]!.filter((name) => !base.includes(name));
		expect(title).toHaveLength(1);
		expect(names['/notes']).toContain(title[0]);
	});

	test("a card's screenshot morphs into its project page's", async ({ page }) => {
		await watchReveal(page);
		await page.goto('/projects');
		const card = page
			.getByRole('listitem')
			.filter({ has: page.locator(`a[href$="${first.path}"]`) });
		const name = await card
			.getByRole('img')
			.first()
			.evaluate((img) => getComputedStyle(img).viewTransitionName);
		await card.getByRole('link', { name: new RegExp(`^${copy.card.details}`) }).click();
		await expect(page).toHaveURL(isAt(first.path));
		await expect.poll(async () => (await revealed(page))?.transition).toBe(true);
		await expect
			.poll(async () => (await revealed(page))?.animated)
			.toContain(`::view-transition-group(${name})`);
		// Nothing moves once the transition is over.
		await expect.poll(async () => (await revealed(page))?.shift).toBe(0);
	});

	test('with reduced motion, pages change without a transition', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await watchReveal(page);
		await page.goto('/projects');
		await page
			.getByRole('link', { name: new RegExp(`^${copy.card.details}`) })
			.first()
			.click();
		await expect(page).toHaveURL(/\/projects\/[^/]+$/);
		await expect.poll(async () => (await revealed(page))?.transition).toBe(false);
	});
});
