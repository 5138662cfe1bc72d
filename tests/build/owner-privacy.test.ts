/**
 * The owner's privacy check on built sites, as `npm test` runs it on an owner's: the Russian owner
 * (tests/fixtures/owners/russian), whose private address is also the place of his jobs, raises no
 * alarm; the cases site, whose résumé holds every private field of JSON Resume and a private
 * résumé beside it, publishes none of them.
 */
import { resolve } from 'node:path';
import { expect, inject, test } from 'vitest';
import { privacyLeaks } from '../owner/privacy-checks.ts';
import { SITES } from '../e2e/env.ts';
import { VARIANTS } from './variants.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

test("the Russian owner: a private address that is also his jobs' place is no leak", async () => {
	expect(await privacyLeaks(inject('dist').russian, resolve(ROOT, SITES.russian.content))).toEqual(
		[],
	);
});

test('the cases site: no private field is in its place in any output', async () => {
	expect(await privacyLeaks(inject('dist').cases, resolve(ROOT, VARIANTS.cases.content))).toEqual(
		[],
	);
});
