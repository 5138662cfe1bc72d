/**
 * The property test of owners: each generated owner (tests/owner/generate.ts) is written as a
 * content folder, must pass the content check, is built, and the owner's build checks must hold
 * on it. A failure names the seed that replays the run and the folder holding the owner's content,
 * which stays on disk (it is written again on the next run of the same seed).
 */
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fc from 'fast-check';
import { buildSiteInBackground } from '../tools/fixture-site.ts';
import { checkContent } from '../../src/check/check.ts';
import { TEST_EMAILJS } from '../e2e/env.ts';
import { ownerArbitrary, writeOwner } from './generate.ts';
import {
	brokenLinks,
	malformedPages,
	missingPages,
	overBudget,
	unreadableData,
} from './site-checks.ts';
import { privacyLeaks } from './privacy-checks.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The problems of the owner whose content is at `content`, built into `dist`. */
export async function ownerProblems(content: string, dist: string): Promise<string[]> {
	const check = await checkContent(content, (path) => relative(ROOT, path));
	if (check.problems.length > 0) return ['content:check refused a valid owner:', ...check.problems];
	const build = await buildSiteInBackground(content, dist, TEST_EMAILJS);
	if (build.status !== 0)
		return [`the build failed (exit ${build.status}):`, build.output.slice(-3000)];
	return [
		...missingPages(dist, content),
		...(await malformedPages(dist)),
		...brokenLinks(dist, content),
		...unreadableData(dist, content),
		...(await privacyLeaks(dist, content)),
		...overBudget(dist),
	];
}

/**
 * Runs `runs` generated owners of at most `most` projects and notes from `seed`; resolves when
 * each holds, else throws with the seed, the folder of the failing owner and its problems.
 */
export async function checkOwners({
	runs,
	seed,
	most,
	log = () => {},
}: {
	runs: number;
	seed: number;
	most: number;
	/** Told of each owner that holds. */
	log?: (line: string) => void;
}) {
	const work = join(ROOT, '.e2e', 'owners', `seed-${seed}`);
	let index = 0;
	let failure: { content: string; problems: string[] } | undefined;
	await fc
		.assert(
			fc.asyncProperty(ownerArbitrary(most), async (owner) => {
				index += 1;
				const content = writeOwner(owner, join(work, `owner-${index}`, 'content'));
				const problems = await ownerProblems(content, join(work, `owner-${index}`, 'dist'));
				if (problems.length > 0) failure = { content, problems };
				else
					log(
						`owner ${index}: ${owner.projects.length} projects, ${owner.notes.length} notes, ${owner.languages.join(', ')}: holds`,
					);
				return problems.length === 0;
			}),
			// Each run is a build: no shrinking, the first failing owner is the one reported.
			{ numRuns: runs, seed, endOnFailure: true },
		)
		// Every owner held: their folders go; a failing owner's stays for its replay.
		.then(() => rmSync(work, { recursive: true, force: true }))
		.catch((error: unknown) => {
			throw new Error(
				[
					`A generated owner failed (seed ${seed}, owner ${index} of the run).`,
					`Its content: ${relative(ROOT, failure?.content ?? work)}`,
					`Replay: npm run test:owners -- --runs ${runs} --seed ${seed} --most ${most}`,
					...(failure?.problems ?? [(error as Error).message]),
				].join('\n'),
			);
		});
}
