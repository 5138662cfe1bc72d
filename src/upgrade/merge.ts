// Merging the template's branch into the owner's repository: a fork with a history of its own is
// joined first at the template commit its code matches best; the owner's content/ always wins.
import { git, gitOut, lines, UpgradeError } from './git.ts';

/** The owner's folder, kept as the owner has it whatever the template changed there. */
export const OWNER_FOLDER = 'content';

/** How many of the template's commits a fork with a history of its own is compared with. */
const JOIN_SEARCH = 500;

/**
 * The template commit among `theirs`' history whose files outside content/ differ least from
 * HEAD's: the version a copy without the template's history started from (the newest on a tie).
 */
function closestCommit(cwd: string, theirs: string): { commit: string; differing: number } {
	let best = { commit: theirs, differing: Number.POSITIVE_INFINITY };
	for (const commit of lines(gitOut(cwd, ['rev-list', `--max-count=${JOIN_SEARCH}`, theirs]))) {
		const differing = lines(
			gitOut(cwd, ['diff', '--name-only', commit, 'HEAD', '--', '.', `:(exclude)${OWNER_FOLDER}`]),
		).length;
		if (differing < best.differing) best = { commit, differing };
		if (differing === 0) break;
	}
	return best;
}

/**
 * When HEAD shares no commit with `theirs` (a copy made without the template's history), records
 * the closest template commit as merged, keeping HEAD's files as they are: the merge that follows
 * then changes only what the template changed since. Returns a line for the report, if it joined.
 */
export function joinHistories(cwd: string, theirs: string): string | undefined {
	if (git(cwd, ['merge-base', 'HEAD', theirs]).status === 0) return undefined;
	const { commit, differing } = closestCommit(cwd, theirs);
	const short = gitOut(cwd, ['rev-parse', '--short', commit]);
	gitOut(cwd, [
		'merge',
		'--strategy=ours',
		'--allow-unrelated-histories',
		'--no-edit',
		'-m',
		`Join the template's history at ${short}, the version this copy started from`,
		commit,
	]);
	return `Your repository had no commit in common with the template: joined its history at ${short} (${differing} files outside ${OWNER_FOLDER}/ differed), so the merge brings only what changed since.`;
}

/** What a merge of the template left: the files still in conflict (none when it can be committed). */
export interface MergeResult {
	conflicts: string[];
	/** The files under content/ the template changed or added and the merge left as the owner had them. */
	keptContent: string[];
}

/**
 * A commit of `theirs` whose content/ is the merge base's: the template's change with its sample
 * changes left out, so that merging it changes no path under content/ (git leaves those paths,
 * tracked, untracked, ignored or a link, as they are). Made from git objects alone: neither the
 * index nor a file of the owner's is touched.
 */
function withoutSampleChanges(cwd: string, theirs: string, base: string): string {
	const entry = (commit: string) =>
		lines(gitOut(cwd, ['ls-tree', '--end-of-options', commit, '--', OWNER_FOLDER])).filter((line) =>
			line.endsWith(`\t${OWNER_FOLDER}`),
		);
	const root = lines(gitOut(cwd, ['ls-tree', '--end-of-options', theirs])).filter(
		(line) => !line.endsWith(`\t${OWNER_FOLDER}`),
	);
	const tree = gitOut(cwd, ['mktree'], `${[...root, ...entry(base)].join('\n')}\n`);
	const short = gitOut(cwd, ['rev-parse', '--short', '--end-of-options', theirs]);
	return gitOut(cwd, [
		'commit-tree',
		tree,
		'-p',
		theirs,
		'-m',
		`The template at ${short} without its sample changes under ${OWNER_FOLDER}/`,
	]);
}

/** Merges `theirs` into HEAD without committing, leaving every path under content/ as it is. */
export function mergeKeepingContent(cwd: string, theirs: string): MergeResult {
	const base = gitOut(cwd, ['merge-base', '--end-of-options', 'HEAD', theirs]);
	const keptContent = lines(
		gitOut(cwd, ['diff', '--name-only', '--end-of-options', base, theirs, '--', OWNER_FOLDER]),
	);
	const merged = git(cwd, [
		'merge',
		'--no-ff',
		'--no-commit',
		'--end-of-options',
		withoutSampleChanges(cwd, theirs, base),
	]);
	const inIndex = git(cwd, ['rev-parse', '-q', '--verify', 'MERGE_HEAD']).status === 0;
	if (merged.status !== 0 && !inIndex)
		throw new UpgradeError(`git merge stopped: ${merged.stderr || merged.stdout}`);
	const conflicts = lines(gitOut(cwd, ['diff', '--name-only', '--diff-filter=U']));
	return { conflicts, keptContent };
}
