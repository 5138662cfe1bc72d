/**
 * The owner's site, built from their content: what holds for any content the content check
 * accepts. Each failure is a list of problems naming the page or file and what to change.
 */
import { describe, test } from 'vitest';
import { expectNone } from './problems.ts';
import { OWNER_CONTENT, OWNER_DIST } from './owner-site.ts';
import {
	brokenLinks,
	malformedPages,
	missingPages,
	overBudget,
	unreadableData,
} from './site-checks.ts';
import { privacyLeaks } from './privacy-checks.ts';

describe('your site', () => {
	test('every page of the content is built', () => {
		expectNone(missingPages(OWNER_DIST, OWNER_CONTENT));
	});
	test('every page is well-formed HTML', async () => {
		expectNone(await malformedPages(OWNER_DIST));
	});
	test('every link and asset leads to a page or file of the site', () => {
		expectNone(brokenLinks(OWNER_DIST, OWNER_CONTENT));
	});
	test('the feeds and every JSON file (the résumé too) parse', () => {
		expectNone(unreadableData(OWNER_DIST, OWNER_CONTENT));
	});
	test('no private field is published unasked', async () => {
		expectNone(await privacyLeaks(OWNER_DIST, OWNER_CONTENT));
	});
	test('no page loads a script file before interaction, nor more inline script than the budget', () => {
		expectNone(overBudget(OWNER_DIST));
	});
});
