/**
 * The projects page as a visitor finds it: the chips' navigation and the visible cards. Shared by
 * the tag and grid specs; what the cards should be comes from the tests' content reader.
 */
import { expect, type Page } from '@playwright/test';
import { startsWith } from '../tools/content.ts';
import { cards, chipNav } from './locators.ts';

/** Expects exactly these cards, in this order (titles; the heading also holds a hint). */
export async function expectCards(page: Page, titles: string[]) {
	await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(titles.map(startsWith));
}

/**
 * Waits until the filter island has hydrated (Astro then drops its `ssr` attribute); `nav` is the
 * chips' name on a site other than the owner's.
 */
export async function hydrateFilter(page: Page, nav?: string) {
	// The island hydrates on intent: a pointer over it (or focus, a touch, a key) starts it.
	await chipNav(page, nav).hover();
	await expect(
		page.locator('astro-island').filter({ has: chipNav(page, nav) }),
	).not.toHaveAttribute('ssr');
}
