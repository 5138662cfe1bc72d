/**
 * axe-core with the one rule set every browser test checks against: WCAG 2.0 and 2.1, levels A
 * and AA. The page is settled first (islands hydrated, entrances finished), so axe reads what a
 * visitor reads, not a card caught mid-fade.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './settle.ts';

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
	const builder = new AxeBuilder({ page });
	const results = await (
		coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS)
	).analyze();
	return results.violations.flatMap((violation) =>
		violation.nodes.map(
			(node) =>
				`${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
		),
	);
}

/**
 * The violations in each colour scheme, one after the other on the page as it is: every rule in
 * the first scheme, the colour rules in the other.
 */
export async function violationsInEachScheme(page: Page): Promise<Record<string, string[]>> {
	const found: Record<string, string[]> = {};
	for (const colorScheme of SCHEMES) {
		await page.emulateMedia({ colorScheme });
		found[colorScheme] = await axeViolations(page, { coloursOnly: colorScheme !== SCHEMES[0] });
	}
	return found;
}

/** No violation in either scheme: what `violationsInEachScheme` gives for a clean page. */
export const NO_VIOLATIONS = Object.fromEntries(SCHEMES.map((scheme) => [scheme, []]));
