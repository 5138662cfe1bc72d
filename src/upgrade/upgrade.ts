// `npm run upgrade`: brings the template's newer version into the owner's repository (their
// content/ untouched), then migrates the content, checks it and runs the tests, and reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { entriesBetween } from './changelog.ts';
import { git, gitOut, lines, UpgradeError } from './git.ts';
import { joinHistories, mergeKeepingContent, OWNER_FOLDER } from './merge.ts';
import { changedPaths, folderState, keepCopy } from '../owner-files/keep.ts';
import { OwnerFilesError } from '../owner-files/backups.ts';
import { holdContentLock, type HeldLock } from '../owner-files/lock.ts';
import { finishInterrupted } from '../owner-files/replace.ts';
import { stoppedWork } from './stopped.ts';

/** What the owner asked for on the command line. */
export interface UpgradeOptions {
	/** The owner's repository. */
	cwd: string;
	/** The template's repository (an address or a folder); else the `template` remote. */
	from?: string;
	/** The template's branch. */
	branch: string;
	/** False to skip `npm test` at the end. */
	test: boolean;
}

/** The git remote that names the template's repository. */
export const REMOTE = 'template';

/** The template's repository as package.json's `repository` names it. */
function repositoryOf(cwd: string): string | undefined {
	const repository = (
		JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as {
			repository?: string | { url?: string };
		}
	).repository;
	return typeof repository === 'string' ? repository : repository?.url;
}

/** The version of package.json in `treeish` (a commit), or in the working tree. */
function versionAt(cwd: string, treeish?: string): string {
	const text = treeish
		? gitOut(cwd, ['show', `${treeish}:package.json`])
		: readFileSync(join(cwd, 'package.json'), 'utf8');
	return (JSON.parse(text) as { version?: string }).version ?? '0.0.0';
}

/** The `template` remote, added from `from` or package.json when missing; what to fetch from. */
function source(cwd: string, from: string | undefined, say: (line: string) => void): string {
	if (git(cwd, ['remote', 'get-url', REMOTE]).status === 0) return from ?? REMOTE;
	const url = asData('repository.url in package.json', from ?? repositoryOf(cwd));
	if (!url)
		throw new UpgradeError(
			`no "${REMOTE}" remote and no "repository" in package.json; name the template with --from <address or folder>`,
		);
	gitOut(cwd, ['remote', 'add', '--', REMOTE, url]);
	say(`Added the git remote "${REMOTE}": ${url}`);
	return from ?? REMOTE;
}

/** Runs a command of the project in `cwd`, its output passed on; true when it succeeded. */
function run(cwd: string, command: string, args: string[]): boolean {
	return spawnSync(command, args, { cwd, stdio: 'inherit', shell: false }).status === 0;
}

/** Runs npm with `args` in `cwd`: the npm that started this script where there is one. */
function npm(cwd: string, args: string[]): boolean {
	const cli = process.env.npm_execpath;
	return cli && /\.[cm]?js$/.test(cli)
		? run(cwd, process.execPath, [cli, ...args])
		: run(cwd, 'npm', args);
}

/** The fields of package.json that `npm install` reads besides the lockfile. */
const INSTALL_FIELDS = [
	'dependencies',
	'devDependencies',
	'optionalDependencies',
	'overrides',
	'allowScripts',
];

/** True when the lockfile or what package.json asks npm to install differ between `start` and HEAD. */
function dependenciesChanged(cwd: string, start: string): boolean {
	if (git(cwd, ['diff', '--quiet', start, 'HEAD', '--', 'package-lock.json']).status !== 0)
		return true;
	const fields = (commit: string) => {
		const pkg = JSON.parse(gitOut(cwd, ['show', `${commit}:package.json`])) as Record<
			string,
			unknown
		>;
		return JSON.stringify(INSTALL_FIELDS.map((field) => pkg[field]));
	};
	return fields(start) !== fields('HEAD');
}

/** What to do about files left in conflict, one line each. */
function conflictReport(conflicts: string[]): string[] {
	return [
		`The merge stopped with ${conflicts.length} file(s) in conflict: code you changed that the template changed too.`,
		...conflicts.map(
			(file) =>
				`  ${file}: both changed it; keep your change, the template's, or both, and remove the <<<<<<< ======= >>>>>>> markers`,
		),
		'Then: git add <file> for each, git commit, and npm run content:migrate, npm run content:check, npm test.',
		'To give up instead: git merge --abort (your repository is back as it was). See docs/upgrading.md.',
	];
}

/** A value that reaches git as an address or a branch: never read as one of git's options. */
function asData(name: string, value: string | undefined): string | undefined {
	if (value?.startsWith('-'))
		throw new UpgradeError(
			`${name}: "${value}" starts with "-", which git would read as an option; give an address, a folder or a branch name`,
		);
	return value;
}

/** What the summary at the end of an upgrade says, filled in as the steps run. */
interface Summary {
	merged?: string;
	failed?: string;
	content?: string;
	undo?: string;
}

/** The short summary the upgrade ends with, whatever step stopped it. */
function summaryLines({ merged, failed, content, undo }: Summary): string[] {
	return [
		'',
		'Upgrade summary:',
		`  ${merged ?? 'Nothing was merged.'}`,
		`  ${failed ? `Stopped: ${failed}` : 'Every step passed.'}`,
		...(content ? [`  ${content}`] : []),
		...(undo ? [`  To undo it all: ${undo}`] : []),
	];
}

/** Runs the upgrade; returns the exit code (0 done, 1 stopped: a conflict, a failed check or test). */
export function upgrade(options: UpgradeOptions, say: (line: string) => void): number {
	const summary: Summary = {};
	let lock: HeldLock | undefined;
	try {
		lock = holdContentLock(join(options.cwd, OWNER_FOLDER), 'npm run upgrade', say);
		const status = upgradeSteps(options, say, summary, lock);
		if (status !== 0) summary.failed ??= 'see the lines above';
		return status;
	} catch (error) {
		summary.failed = (error as Error).message;
		if (!(error instanceof UpgradeError) && !(error instanceof OwnerFilesError)) throw error;
		say(`Upgrade stopped: ${error.message}`);
		return 1;
	} finally {
		lock?.release();
		for (const line of summaryLines(summary)) say(line);
	}
}

/** The upgrade's steps, each reported in `summary` as it ends. */
function upgradeSteps(
	options: UpgradeOptions,
	say: (line: string) => void,
	summary: Summary,
	lock: HeldLock,
): number {
	const { cwd } = options;
	const branch = asData('--branch', options.branch)!;
	const from = asData('--from', options.from);
	// A content:migrate or init killed mid-swap is finished first: content/ is whole again.
	const finished = finishInterrupted(join(cwd, OWNER_FOLDER));
	if (finished) say(finished);
	const stopped = stoppedWork(cwd, lock.stale?.undo);
	if (stopped) throw new UpgradeError(stopped);
	if (lines(gitOut(cwd, ['status', '--porcelain', '--untracked-files=no'])).length > 0)
		throw new UpgradeError(
			'you have uncommitted changes; commit them (or git stash) first, so the upgrade can be undone',
		);
	const start = gitOut(cwd, ['rev-parse', 'HEAD']);
	summary.undo = `git reset --hard ${start.slice(0, 12)}`;
	say(`To undo the upgrade at any point: ${summary.undo}`);
	lock.setUndo(summary.undo);
	const content = join(cwd, OWNER_FOLDER);
	const before = versionAt(cwd);
	gitOut(cwd, ['fetch', '--no-tags', '--end-of-options', source(cwd, from, say), branch]);
	const theirs = gitOut(cwd, ['rev-parse', 'FETCH_HEAD']);
	const after = versionAt(cwd, theirs);
	if (git(cwd, ['merge-base', '--is-ancestor', theirs, 'HEAD']).status === 0) {
		summary.merged = `Already up to date with the template's ${branch} (version ${before}).`;
		summary.undo = undefined;
		return 0;
	}
	const contentBefore = folderState(content);
	const kept = keepCopy(content, cwd);
	summary.content = `Your ${OWNER_FOLDER}/ was copied to ${relative(cwd, kept.backup)} first; to put it back: ${kept.restore}`;
	say(summary.content);
	const joined = joinHistories(cwd, theirs);
	if (joined) say(joined);
	const { conflicts, keptContent } = mergeKeepingContent(cwd, theirs);
	const changed = changedPaths(contentBefore, folderState(content));
	if (changed.length > 0) {
		git(cwd, ['merge', '--abort']);
		throw new UpgradeError(
			`the merge would change ${OWNER_FOLDER}/${changed[0]}${changed.length > 1 ? ` and ${changed.length - 1} more` : ''}; nothing is merged. Put ${OWNER_FOLDER}/ back with ${kept.restore}, then merge by hand (docs/upgrading.md)`,
		);
	}
	say(`Template version ${before} → ${after}`);
	if (keptContent.length > 0)
		say(
			`Kept your ${OWNER_FOLDER}/ as it was: the template's ${keptContent.length} sample file change(s) there were left out.`,
		);
	const changelog = join(cwd, 'CHANGELOG.md');
	const entries = existsSync(changelog)
		? entriesBetween(readFileSync(changelog, 'utf8'), before, after)
		: [];
	for (const entry of entries) say(`\n${entry.text}\n`);
	if (conflicts.length > 0) {
		for (const line of conflictReport(conflicts)) say(line);
		summary.merged = `Template ${before} → ${after}: the merge is waiting for ${conflicts.length} conflict(s) to be resolved.`;
		summary.failed = `conflicts in ${conflicts.join(', ')}`;
		summary.undo = `git merge --abort`;
		return 1;
	}
	gitOut(cwd, ['commit', '--no-edit', '-m', `Upgrade the template: ${before} → ${after}`]);
	summary.merged = `Template ${before} → ${after}: merged and committed, ${OWNER_FOLDER}/ byte for byte as it was.`;
	say(`Merged and committed; to undo: ${summary.undo}`);
	const step = (name: string, ok: boolean) => {
		if (!ok) summary.failed = `${name} (its output is above)`;
		return ok;
	};
	if (dependenciesChanged(cwd, start)) {
		say('The dependencies changed: npm install');
		if (!step('npm install', npm(cwd, ['install', '--no-audit', '--no-fund']))) return 1;
	}
	say('Migrating your content: npm run content:migrate');
	if (!step('npm run content:migrate', run(cwd, process.execPath, ['scripts/migrate.ts'])))
		return 1;
	lock.release(); // content/ is migrated: the check and the tests only read it.
	say('Checking it: npm run content:check');
	if (!step('npm run content:check', run(cwd, process.execPath, ['scripts/content.ts', 'check']))) {
		say('Your content has problems with the new version: fix the lines above, then npm test.');
		return 1;
	}
	if (!options.test) {
		say('Tests skipped (--no-test); run npm test before you publish.');
		return 0;
	}
	say('Testing: npm test');
	return step('npm test', npm(cwd, ['test'])) ? 0 : 1;
}
