// `npm run import`'s work on a content folder: read every source first, work out every file, then
// write them all at once through the owner-files rules (prepared beside the folder, checked, swapped
// in, the previous folder kept as a backup) or nothing at all.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkContent } from '../check/check.ts';
import { ScaffoldError } from '../new/note.ts';
import { nextOrder, ownerName } from '../new/project.ts';
import { OwnerFilesError } from '../owner-files/backups.ts';
import { crashPoint } from '../owner-files/crash-point.ts';
import { withContentLock } from '../owner-files/lock.ts';
import { finishInterrupted, replaceFolder } from '../owner-files/replace.ts';
import { readFolder, tagSpellings } from './existing.ts';
import { noteSources, readFeed } from './feed.ts';
import type { Forge, Repository } from './forge.ts';
import { type Fetcher, ImportError } from './http.ts';
import { type Incoming, planFiles, type Plan } from './plan.ts';
import { projectSources } from './projects.ts';

/** Where an import prints, and how it names a path. */
export interface ImportOutput {
	out: (line: string) => void;
	err: (line: string) => void;
	show: (path: string) => string;
}

/** What every import is given. */
export interface ImportOptions extends ImportOutput {
	/** The content folder. */
	content: string;
	fetcher: Fetcher;
	/** New files are published at once rather than drafts. */
	publish: boolean;
}

/** The content check found problems in files the import would write: nothing was changed. */
class CheckFailed extends Error {}

/** The content folder's `section` folder, or an ImportError when there is none. */
function sectionOf(options: ImportOptions, section: 'projects' | 'notes'): string {
	if (!existsSync(options.content))
		throw new ImportError(
			`${options.show(options.content)}: no such folder; run the import from the project's folder or pass --content.`,
		);
	return join(options.content, section);
}

/** Writes `plan` into the content folder, all or nothing; the exit code. */
async function applyPlan(plan: Plan, source: string, options: ImportOptions): Promise<number> {
	const { content: dir, out, err, show } = options;
	const { added, updated, unchanged } = plan.counts;
	const summary = `From ${source}: ${added} added, ${updated} updated, ${unchanged} up to date.`;
	if (plan.writes.length === 0) {
		for (const line of plan.lines) out(line);
		out(`${summary} Nothing to change.`);
		return 0;
	}
	const written = new Set(
		plan.writes.filter(({ path }) => path.endsWith('.md')).map(({ path }) => show(join(dir, path))),
	);
	let check: Awaited<ReturnType<typeof checkContent>> | undefined;
	const shownIn = (next: string) => (path: string) =>
		show(path.startsWith(next) ? `${dir}${path.slice(next.length)}` : path);
	try {
		await replaceFolder(
			dir,
			async (next) => {
				for (const { path, bytes } of plan.writes) {
					mkdirSync(dirname(join(next, path)), { recursive: true });
					writeFileSync(join(next, path), bytes);
					crashPoint();
				}
				check = await checkContent(next, shownIn(next));
				if (check.problems.some((line) => written.has(line.split(': ')[0]!)))
					throw new CheckFailed();
			},
			{ start: 'copy', say: out },
		);
	} catch (error) {
		if (!(error instanceof CheckFailed) || !check) throw error;
		const own = check.problems.filter((line) => written.has(line.split(': ')[0]!));
		for (const line of own) err(line);
		err(
			`The content check refuses ${own.length === 1 ? 'a file' : 'files'} the import would write: report it with the lines above. Nothing was changed.`,
		);
		return 1;
	}
	for (const line of plan.lines) out(line);
	const others = check?.problems.length ?? 0;
	if (others > 0)
		out(
			`Note: the content check finds ${others} other problem${others === 1 ? '' : 's'} in your content: run npm run content:check.`,
		);
	out(summary);
	out(
		'Next: read each file it names, run npm run content:check, and npm run dev to see the drafts; set draft: false to publish one.',
	);
	return 0;
}

/**
 * Runs `work` as an import, the content folder locked from its first read to its last write (no
 * other tool swaps it in between): a line for an ImportError, or the folder in use (nothing
 * changed), the exit code.
 */
async function running(options: ImportOptions, work: () => Promise<number>): Promise<number> {
	try {
		return await withContentLock(
			options.content,
			'npm run import',
			() => {
				const finished = finishInterrupted(options.content);
				if (finished) options.out(finished);
				return work();
			},
			options.out,
		);
	} catch (error) {
		// A project file content:new cannot read (its frontmatter in another language) is named.
		if (!(
			error instanceof ImportError ||
			error instanceof ScaffoldError ||
			error instanceof OwnerFilesError
		))
			throw error;
		options.err(error.message);
		return 1;
	}
}

/** Imports `repositories` of `forge` as projects of the content folder; the exit code. */
export function importRepositories(
	forge: Forge,
	user: string,
	repositories: Repository[],
	options: ImportOptions,
): Promise<number> {
	return running(options, async () => {
		const projects = sectionOf(options, 'projects');
		const folder = readFolder(options.content, 'projects');
		const sources = await projectSources(
			forge,
			repositories,
			options.fetcher,
			tagSpellings(options.content),
			{
				authorName: ownerName(options.content) ?? user,
				order: existsSync(projects) ? nextOrder(projects, options.show) : 1,
				publish: options.publish,
			},
		);
		const plan = planFiles(options.content, folder, sources, forge.name, (name) =>
			options.show(join(projects, name)),
		);
		return applyPlan(plan, `${forge.name} (${user})`, options);
	});
}

/** Imports the articles of the feed at `url` as notes of the content folder; the exit code. */
export function importFeed(url: string, options: ImportOptions): Promise<number> {
	return running(options, async () => {
		const notes = sectionOf(options, 'notes');
		const { articles, skipped } = await readFeed(url, options.fetcher);
		for (const line of skipped) options.out(`Note: ${line}`);
		const sources: Incoming[] = noteSources(
			articles,
			tagSpellings(options.content),
			options.publish,
		);
		const folder = readFolder(options.content, 'notes');
		const plan = planFiles(options.content, folder, sources, 'the feed', (name) =>
			options.show(join(notes, name)),
		);
		return applyPlan(plan, new URL(url).host, options);
	});
}
