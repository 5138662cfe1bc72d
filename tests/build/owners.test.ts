/**
 * Generated owners (tests/owner/generate.ts), two per run: each passes the content check, builds,
 * and holds the owner's build checks. The seed is new each run (or OWNERS_SEED's) and printed, so
 * a failure can be replayed; `npm run test:owners -- --runs 100` runs more.
 */
import { expect, test } from 'vitest';
import { checkOwners } from '../owner/owners.ts';

const seed = Number(process.env.OWNERS_SEED ?? Date.now() % 1_000_000);

test(`generated owners hold the owner's checks (seed ${seed})`, async () => {
	await expect(checkOwners({ runs: 2, seed, most: 4 })).resolves.toBeUndefined();
}, 600_000);
