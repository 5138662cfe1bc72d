// init's last steps: the new folder written and checked beside the owner's, which stays as it is
// until the new one takes its place (the previous one kept as a backup); then what it did and next.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { checkContent } from '../check/check.ts';
import { scaffoldProject } from '../new/project.ts';
import { scaffoldTexts } from '../new/placeholders.ts';
import { PRIVATE_FOLDER } from '../data/private-files.ts';
import { pathText } from '../resume/private-fields.ts';
import { crashPoint } from '../owner-files/crash-point.ts';
import { replaceFolder } from '../owner-files/replace.ts';
import { githubUserOf } from './answers.ts';
import { PRIVATE_RESUME_PATH } from './prepare.ts';
import type { InitState, InitStep } from './state.ts';

/** The content check found problems in what init prepared: nothing of the owner's changed. */
class CheckFailed extends Error {}

/** A path in the folder being written, named as it will be once in place. */
const shownInNext =
	({ dir, next, show }: InitState) =>
	(path: string) =>
		show(path.startsWith(next!) ? `${dir}${path.slice(next!.length)}` : path);

/** The files made in memory, and the résumé's photo, written in the new folder. */
const writeFiles: InitStep = ({ next, movable, texts, brand, photo, photoBytes }) => {
	for (const folder of ['brand', 'projects', ...(movable!.length > 0 ? [PRIVATE_FOLDER] : [])])
		mkdirSync(join(next!, folder), { recursive: true });
	for (const [file, text] of Object.entries(texts!)) {
		writeFileSync(join(next!, file), text);
		crashPoint();
	}
	for (const [file, data] of Object.entries(brand!)) {
		writeFileSync(join(next!, 'brand', file), data);
		crashPoint();
	}
	if (photo && photoBytes) writeFileSync(join(next!, 'brand', basename(photo)), photoBytes);
};

/** The first draft project, with content:new's own scaffold, in the site's default language. */
const scaffoldFirstProject: InitStep = (state) => {
	const { choices, dir, next } = state;
	const lang = state.languages![0] ?? 'en';
	state.project = scaffoldProject(
		choices.project ?? scaffoldTexts(lang).firstProject,
		join(next!, 'projects'),
		shownInNext(state),
		state.resume!.basics?.name ?? '',
		lang,
	).map((path) => join(dir, relative(next!, path)));
	crashPoint();
};

/** The one content check on the new folder: a problem stops the replacement. */
const checkResult: InitStep = async (state) => {
	state.check = await checkContent(state.next!, shownInNext(state));
	if (state.check.problems.length > 0) throw new CheckFailed();
};

/** What is written in the new folder, in this order, before it takes the owner's folder's place. */
const WRITE: InitStep[] = [writeFiles, scaffoldFirstProject, checkResult];

/**
 * The new folder in place of the owner's. The résumé, the photo and the logo may live in the
 * folder being replaced: they are read before it moves. The sample's pages.json goes too (its
 * words are the sample owner's): the built-in texts serve.
 */
export const replaceContent: InitStep = async (state) => {
	const { dir, out, show, photo } = state;
	const removed = existsSync(dir) ? readdirSync(dir) : [];
	state.photoBytes = photo ? readFileSync(photo) : undefined;
	try {
		const replaced = await replaceFolder(
			dir,
			async (next) => {
				state.next = next;
				for (const step of WRITE) await step(state);
			},
			{ start: 'empty', say: out },
		);
		if (removed.length > 0)
			out(
				`Replaced ${show(dir)} (${removed.map((entry) => (entry.includes('.') ? entry : `${entry}/`)).join(', ')}); the previous one is in ${show(replaced.backup)}.`,
			);
	} catch (error) {
		const { check } = state;
		if (!(error instanceof CheckFailed) || !check) throw error;
		for (const line of check.notes) out(`Note: ${line}`);
		state.problems.push(
			...check.problems,
			`The content check found ${check.problems.length} problem${check.problems.length === 1 ? '' : 's'} in what init would write.`,
		);
	}
};

/** What init wrote, the check's notes, and what to do next. */
export const sayDone: InitStep = ({
	choices,
	dir,
	out,
	show,
	site,
	movable,
	brand,
	project,
	check,
	resume,
}) => {
	out(
		`Wrote ${show(join(dir, 'resume.json'))} (your résumé as given${movable!.length > 0 ? ', without its private fields' : ''}) and ${show(join(dir, 'site.json'))} (${site!.url}, ${site!.languages?.join(', ')}).`,
	);
	if (movable!.length > 0)
		out(
			`Wrote ${show(join(dir, PRIVATE_RESUME_PATH))}: ${movable!.map(({ path }) => pathText(path)).join(', ')}. git ignores it and the site never reads it; keep a copy with npm run content:backup.`,
		);
	out(
		`Drew ${Object.keys(brand!)
			.map((file) => `brand/${file}`)
			.join(', ')}${choices.logo ? ' from your logo' : `: your monogram`}.`,
	);
	out(`Wrote a first draft project: ${project!.map(show).join(' and ')}.`);
	for (const line of check?.notes ?? []) out(`Note: ${line}`);
	out('The content check is clean.');
	out('Next:');
	out('  npm start                 build the site and see it at http://localhost:4321');
	out(`  edit ${show(project![0]!)}, then npm run content:check`);
	out('  cp .env.example .env      and fill in your EmailJS ids for the contact form');
	out(
		`  npm run import -- github ${githubUserOf(resume!) ?? '<your user name>'}   your public repositories as draft projects`,
	);
};
