// init's first steps: finish what a killed tool left, refuse an owner's content (unless forced),
// and read and check everything the owner gave before anything is made from it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PHOTO_FILE, resumeSchema, resumeSiteProblems, type Resume } from '../schemas/resume.ts';
import { siteSchema, type Site } from '../schemas/site.ts';
import { readJson } from '../data/content-files.ts';
import { readWritten } from '../settings/written.ts';
import { finishInterrupted } from '../owner-files/replace.ts';
import { logoProblems, readThrough, unshippedLanguageProblem } from './inputs.ts';
import { ownFiles, sampleHashes } from './sample.ts';
import type { InitStep } from './state.ts';

/** Finishes a replacement of the folder that a killed tool left halfway, and says so. */
export const finishChange: InitStep = ({ dir, out }) => {
	const finished = finishInterrupted(dir);
	if (finished) out(finished);
};

/** Stops on a folder that is no longer the sample, naming the owner's files, unless forced. */
export const refuseOwnContent: InitStep = (state) => {
	const { choices, dir, show } = state;
	if (choices.force) return;
	const own = ownFiles(dir, sampleHashes(choices.manifest));
	if (own.length > 0)
		state.problems.push(
			`${show(dir)} is no longer the sample the template ships: ${own.slice(0, 8).join(', ')}${own.length > 8 ? ` and ${own.length - 8} more` : ''} ${own.length === 1 ? 'is' : 'are'} yours. To replace it all the same, run init again with --force: the whole folder is kept first in .content-backup/<time>/content, and init prints the command that puts it back.`,
		);
};

/** The résumé, the folder's site.json, the logo and the languages, each checked. */
export const readInputs: InitStep = (state) => {
	const { choices, dir, show } = state;
	const resumeRead = readThrough<Resume>(
		() => readJson(choices.resume, show(choices.resume)),
		show(choices.resume),
		resumeSchema,
	);
	const resume = resumeRead.value;
	const previous = readThrough<Site>(
		() => readWritten(dir, 'site.json', show(join(dir, 'site.json'))),
		show(join(dir, 'site.json')),
		siteSchema,
	);
	state.problems.push(
		...resumeRead.problems,
		...(resume ? resumeSiteProblems(resume, show(choices.resume)) : []),
		...previous.problems,
		...(choices.logo ? logoProblems(choices.logo, show(choices.logo)) : []),
		...(choices.languages ?? [])
			.map((tag) => unshippedLanguageProblem(tag))
			.filter(Boolean)
			.map((line) => `--languages: ${line}`),
	);
	state.resume = resume;
	state.written = resumeRead.raw;
	state.previous = previous.value;
	if (!resume || !previous.value) state.isStopped = true;
};

/** The photo the résumé names (`basics.image`, a file name): it must be beside the résumé. */
export const findPhoto: InitStep = (state) => {
	const { choices, show } = state;
	const image = state.resume!.basics?.image;
	if (!image || !PHOTO_FILE.test(image)) return;
	state.photo = join(dirname(choices.resume), image);
	if (!existsSync(state.photo))
		state.problems.push(
			`${show(choices.resume)}: basics.image: ${image} is not beside the résumé; put the photo there, or remove the field`,
		);
};
