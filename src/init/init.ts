// `npm run init`'s work on a content folder: refuse an owner's content (unless forced), check
// what the owner gave, remove the sample, write their résumé, settings, brand files and a first
// draft project, and run the content check on the result.
import { OwnerFilesError } from '../owner-files/backups.ts';
import { withContentLock } from '../owner-files/lock.ts';
import { drawBrand, prepareSite, prepareTexts } from './prepare.ts';
import { findPhoto, finishChange, readInputs, refuseOwnContent } from './read.ts';
import type { InitChoices, InitOutput, InitState, InitStep } from './state.ts';
import { replaceContent, sayDone } from './write.ts';

/**
 * init's steps in order: everything is read and checked and every file made in memory before the
 * folder is replaced, so a problem found on the way leaves the owner's folder as it was.
 */
const STEPS: InitStep[] = [
	finishChange,
	refuseOwnContent,
	readInputs,
	findPhoto,
	prepareSite,
	drawBrand,
	prepareTexts,
	replaceContent,
	sayDone,
];

/**
 * Makes the content folder of `choices` the owner's, the folder locked throughout; the exit code
 * (0: done and checked clean; 1: refused, said in lines to `err`).
 */
export async function init(choices: InitChoices, output: InitOutput): Promise<number> {
	try {
		return await withContentLock(
			choices.content,
			'npm run init',
			() => initLocked(choices, output),
			output.out,
		);
	} catch (error) {
		if (!(error instanceof OwnerFilesError)) throw error;
		output.err(error.message);
		return 1;
	}
}

/** Runs init's steps over one state, stopping after the first that finds problems. */
async function initLocked(choices: InitChoices, output: InitOutput): Promise<number> {
	const state: InitState = {
		...output,
		choices,
		dir: choices.content,
		today: choices.today ?? new Date(),
		problems: [],
	};
	for (const step of STEPS) {
		await step(state);
		if (state.problems.length > 0 || state.isStopped) {
			for (const line of state.problems) output.err(line);
			output.err('Nothing was changed.');
			return 1;
		}
	}
	return 0;
}
