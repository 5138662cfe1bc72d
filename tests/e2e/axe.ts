/**
 * axe-core with the one rule set every browser test checks against: WCAG 2.0 and 2.1, levels A
 * and AA. The page is settled first (islands hydrated, entrances finished), so axe reads what a
 * visitor reads, not a card caught mid-fade.
 *
 * axe-core runs in the page itself: its script is put into the document once (through the
 * DevTools protocol, so the site's Content-Security-Policy does not apply to it) and `axe.run`
 * is called there for each check. The site has no frames, so nothing needs axe's cross-frame
 * runner, which `@axe-core/playwright` starts in a fresh blank page for every analysis.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { scrollThrough, settle } from './settle.ts';

/**
 * axe-core's minified build. Its `axe.source` is the unminified one, more than twice the size,
 * and a page takes most of a check's time to parse and start it.
 */
const AXE_SOURCE = readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8',
);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules of that set whose outcome depends on colours. Every other rule reads the markup and
 * the layout, which a colour scheme does not change, so a second scheme needs only these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export const SCHEMES = ['light', 'dark'] as const;

/** The violations on the page, one readable line per rule and element, so a failure says what to fix. */
export async function axeViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
	await settle(page);
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
	const runOnly = coloursOnly
		? { type: 'rule' as const, values: COLOUR_RULES }
		: { type: 'tag' as const, values: WCAG_TAGS };
	return page.evaluate(async (runOnly) => {
		const { axe } = window as unknown as { axe: typeof import('axe-core') };
		const { violations } = await axe.run(document, { runOnly, resultTypes: ['violations'] });
		return violations.flatMap((violation) =>
			violation.nodes.map(
				(node) =>
					`${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
			),
		);
	}, runOnly);
}

/**
 * The violations in each colour scheme, one after the other on the page as it is: every rule in
 * the first scheme, the colour rules in the other.
 */
export async function violationsInEachScheme(page: Page): Promise<Record<string, string[]>> {
	const found: Record<string, string[]> = {};
	for (const colorScheme of SCHEMES) {
		await page.emulateMedia({ colorScheme });
		// Content skipped by `content-visibility: auto` (the cards far from the screen) keeps its
		// old styles until it is drawn, as a visitor scrolling to it would have it drawn: the page
		// is scrolled through, so axe reads every element in the new scheme.
		await scrollThrough(page);
		await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
		found[colorScheme] = await axeViolations(page, { coloursOnly: colorScheme !== SCHEMES[0] });
	}
	return found;
}

/** No violation in either scheme: what `violationsInEachScheme` gives for a clean page. */
export const NO_VIOLATIONS = Object.fromEntries(SCHEMES.map((scheme) => [scheme, []]));
