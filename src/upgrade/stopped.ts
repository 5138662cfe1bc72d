// What a stopped git command or upgrade left in the owner's repository (git's index lock, a merge
// in progress), told as what happened and how to finish or undo it, before the upgrade goes on.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { git } from './git.ts';

/**
 * The sentence for what an earlier run left in the repository in `cwd`, or undefined when it is
 * clean of both. `undo` is the command the stopped upgrade recorded, when it is known.
 */
export function stoppedWork(cwd: string, undo: string | undefined): string | undefined {
	// As git names it, relative to cwd: .git/index.lock, or another place in a worktree.
	const gitPath = (name: string) =>
		git(cwd, ['rev-parse', '--git-path', name]).stdout || `.git/${name}`;
	const undoIt = undo ?? 'git reset --hard <the commit it printed> (git reflog lists it)';
	const indexLock = gitPath('index.lock');
	if (existsSync(resolve(cwd, indexLock)))
		return [
			`git's index is locked (${indexLock}): a git command was stopped midway, as when an upgrade is stopped during its merge, or one is running now.`,
			`Your content/ is as it was: the merge never writes there. If no git command is running, delete ${indexLock}; then undo the upgrade with ${undoIt}, or finish its merge by hand (git status, git add, git commit); then run npm run upgrade again.`,
		].join(' ');
	if (existsSync(resolve(cwd, gitPath('MERGE_HEAD'))))
		return `a merge is in progress (an upgrade stopped before it committed, or left files in conflict): finish it (git status names the files left; git add each, then git commit) or undo it with git merge --abort${undo ? ` (the whole upgrade: ${undo})` : ''}, then run npm run upgrade again.`;
	return undefined;
}
