/**
 * axe-core with the one rule set every browser test checks against: WCAG 2.0 and 2.1, levels A
 * and AA. The page is settled first (islands hydrated, entrances finished), so axe reads what a
 * visitor reads, not a card caught mid-fade.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settle } from './settle.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations on the page, one readable line per rule and element, so a failure says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
	await settle(page);
	const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
	return results.violations.flatMap((violation) =>
		violation.nodes.map(
			(node) =>
				`${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
		),
	);
}
