// The owner's content tool, on plain Node: `npm run content:check [-- --root <folder>]` checks
// every content file as the build does (one line per problem; exit 1 on problems, 2 on bad usage),
// `content:new -- "Title"` scaffolds a draft project (`--note`: a note, `--application`: one).
import { existsSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { checkContent } from '../src/check/check.ts';
import { ScaffoldError, scaffoldNote } from '../src/new/note.ts';
import { newProject, siteLanguage } from '../src/new/project.ts';
import { scaffoldApplication } from '../src/new/application.ts';
import { APPLICATIONS_FOLDER } from '../src/data/application-files.ts';
import { ContentLockError, withContentLock } from '../src/owner-files/lock.ts';
import { isDraft } from '../src/stories/published.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = `Usage: npm run content:check [-- --root content]
       npm run content:new -- "Project title" [--author "Your Name"] [--root content]
       npm run content:new -- --note "Note title" [--root content]
       npm run content:new -- --application "Company" [--root content]`;

/** `path` as the command's messages show it: relative to the folder the command runs in. */
const shown = (cwd: string, path: string) => relative(cwd, path) || path;

/**
 * Writes what `content:new` is asked for (an application, a note, else a project) with `title`
 * in the content folder `root`; returns the line that names what it wrote and what to do next.
 * A title or file it cannot use throws a ScaffoldError.
 */
function scaffold(
	title: string,
	root: string,
	show: (path: string) => string,
	{ application, note, author }: { application: boolean; note: boolean; author?: string },
): string {
	if (application) {
		const written = scaffoldApplication(title, join(root, APPLICATIONS_FOLDER), siteLanguage(root));
		return `Wrote ${show(written)}. Write the role and the cover letter, add tags, run npm run content:check, then npm run apply -- ${basename(written, '.md')}. It is never published, and git ignores it.`;
	}
	if (note) {
		const written = scaffoldNote(title, join(root, 'notes'), show, new Date(), siteLanguage(root));
		return `Wrote ${show(written)}, a draft dated today. Write the note and its description, add tags, run npm run content:check, then set draft: false to publish it.`;
	}
	const written = newProject(title, root, show, author);
	return `Wrote ${written.map(show).join(' and ')}, a draft. Fill in the fields and the story, replace the image (or remove the img line for a drawn cover, and the github line for a project without a repository), run npm run content:check, then set draft: false to publish it.`;
}

/** Runs `check` or `new` with the command line's arguments; returns the exit code. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { cwd, out, err } = terminal;
	const args = readArgs(argv, terminal, {
		usage: USAGE,
		positionals: true,
		options: {
			root: { type: 'string', default: 'content' },
			author: { type: 'string' },
			note: { type: 'boolean', default: false },
			application: { type: 'boolean', default: false },
		},
	});
	if (typeof args === 'number') return args;
	const { values, positionals } = args;
	const [command, ...rest] = positionals;
	const root = resolve(cwd, values.root);
	if (!existsSync(root) || !statSync(root).isDirectory()) {
		err(
			`${shown(cwd, root)}: no such folder; run this from the project folder or pass --root <folder>`,
		);
		return 2;
	}
	// A new file goes into content/ while no other tool is changing it.
	const locked = <T>(write: () => T) =>
		withContentLock(root, 'npm run content:new', write, (line) => err(line));
	if (command === 'check') {
		const check = await checkContent(root, (path) => shown(cwd, path));
		const { problems, notes, projects, noteFiles } = check;
		const drafts = [...projects, ...noteFiles]
			.filter((entry) => isDraft(entry.data))
			.map(({ file }) => file);
		for (const line of notes) out(`Note: ${line}`);
		if (drafts.length > 0) out(`Drafts (left out of the production build): ${drafts.join(', ')}`);
		for (const line of problems) err(line);
		if (problems.length > 0) {
			err(
				`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${relative(cwd, root) || '.'}/`,
			);
			return 1;
		}
		const counted = noteFiles.length > 0 ? `, ${noteFiles.length} notes` : '';
		out(
			`Content is valid: ${projects.length} projects${counted}, résumé, site settings, page texts.`,
		);
		return 0;
	}
	if (command === 'new') {
		try {
			out(await locked(() => scaffold(rest.join(' '), root, (path) => shown(cwd, path), values)));
			return 0;
		} catch (error) {
			if (!(error instanceof ScaffoldError || error instanceof ContentLockError)) throw error;
			err(error.message);
			return 1;
		}
	}
	err(USAGE);
	return 2;
}

await runMain(import.meta, main);
