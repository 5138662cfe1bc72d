import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page's head asks for `image` (its largest paint) before the parser reaches it, as the image
 * itself does (the same file, or the same candidates and sizes), so the browser fetches the file
 * it shows once.
 */
export async function expectPreloaded(page: Page, image: Locator): Promise<void> {
	const preload = page.locator('head link[rel="preload"][as="image"]');
	await expect(preload).toHaveCount(1);
	await expect(preload).toHaveAttribute('fetchpriority', 'high');
	await expect(preload).toHaveAttribute('href', (await image.getAttribute('src'))!);
	for (const [asked, shown] of [
		['imagesrcset', 'srcset'],
		['imagesizes', 'sizes'],
	] as const) {
		const value = await image.getAttribute(shown);
		if (value === null) await expect(preload).not.toHaveAttribute(asked);
		else await expect(preload).toHaveAttribute(asked, value);
	}
	await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
	const fetches = await image.evaluate(
		(img: HTMLImageElement) =>
			performance.getEntriesByName(img.currentSrc).filter((entry) => entry.entryType === 'resource')
				.length,
	);
	expect(fetches, 'the image the page shows is fetched once').toBe(1);
}
