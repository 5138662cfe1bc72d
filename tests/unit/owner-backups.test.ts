// Backups never lose the only copy of a state: a tool killed between its renames and a content/
// made anew since keep both; pruning removes only states kept elsewhere (a backup, a commit); a
// moved project keeps its backups; a read-only backup restores, and failures are sentences.
import {
	chmodSync,
	chownSync,
	cpSync,
	existsSync,
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { VALID } from '../tools/fixture-content.ts';
import { hasStackTrace, restoreCommands, runScript, type RunAs } from './owner-tools.ts';
import { commitAll, sh } from './upgrade-repos.ts';
import { folderState, keepCopy } from '../../src/owner-files/keep.ts';
import { init } from '../../src/init/init.ts';
import { walkTree } from '../../src/owner-files/tree.ts';

/** Each test runs the tools as processes, seconds each on a loaded machine: none is timed. */
const UNTIMED = { timeout: 10 * 60 * 1000 };

const work = mkdtempSync(join(tmpdir(), 'owner-backups-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A project folder `name` holding a copy of the valid content as content/, in a git repository. */
function project(name: string): { dir: string; content: string } {
	const dir = join(work, name);
	mkdirSync(dir);
	cpSync(VALID, join(dir, 'content'), { recursive: true });
	// Files as git writes them, so that a content/ checked out again is the same state.
	for (const entry of walkTree(join(dir, 'content')))
		if (entry.kind === 'file') chmodSync(entry.file, 0o644);
	sh(dir, 'git', ['init', '-q', '-b', 'main']);
	commitAll(dir, 'My content');
	return { dir, content: join(dir, 'content') };
}

/** Changes the content folder `content` by a file of its own: one more state of it. */
const edit = (content: string, text: string) => writeFileSync(join(content, 'mine.txt'), text);

/** The names of the backups content:restore lists for `content`, oldest first. */
function listed(dir: string, content: string, as?: RunAs): string[] {
	const run = runScript(dir, 'restore.ts', ['--content', content], as);
	expect(run.status, run.output).toBe(0);
	return [...run.output.matchAll(/^ {2}(\S+)$/gm)].map((match) => match[1]!);
}

/** The state of each listed backup of `content`, by name. */
const backupStates = (dir: string, content: string) =>
	Object.fromEntries(
		listed(dir, content).map((stamp) => [
			stamp,
			folderState(join(dir, '.content-backup', stamp, 'content')),
		]),
	);

describe('a tool killed between its two renames', () => {
	test(
		'content/ made anew before the next tool runs: both states are kept as backups, none deleted',
		UNTIMED,
		() => {
			/** A project with a backup of its committed content, then an edit only the restore's backup will hold. */
			const prepared = (name: string) => {
				const made = project(name);
				const committed = folderState(made.content);
				keepCopy(made.content);
				const [older] = listed(made.dir, made.content);
				edit(made.content, 'an edit never committed');
				return { ...made, older: older!, committed, edited: folderState(made.content) };
			};
			// The restore is killed after each file operation in turn, until one leaves no content/.
			let killed: ReturnType<typeof prepared> | undefined;
			for (let n = 1; n <= 12 && !killed; n += 1) {
				const attempt = prepared(`renames-${n}`);
				const run = runScript(
					attempt.dir,
					'restore.ts',
					[attempt.older, '--content', attempt.content],
					{
						env: { OWNER_FILES_CRASH_AFTER: String(n) },
					},
				);
				expect(run.killed, run.output).toBe(true);
				if (!existsSync(attempt.content)) killed = attempt;
			}
			expect(killed, 'no kill left content/ missing').toBeDefined();
			const { dir, content, committed, edited } = killed!;
			sh(dir, 'git', ['checkout', '--', 'content']);
			expect(folderState(content)).toEqual(committed);
			// Any tool's next run, even a listing, keeps what the interrupted one left.
			const run = runScript(dir, 'restore.ts', ['--content', content]);
			expect(run.status, run.output).toBe(0);
			expect(hasStackTrace(run.output), run.output).toBe(false);
			expect(folderState(content)).toEqual(committed);
			const states = Object.values(backupStates(dir, content));
			expect(states).toContainEqual(edited);
			expect(states).toContainEqual(committed);
			// The command it printed takes the interrupted change's result.
			const [restore] = restoreCommands(run.output, dir);
			expect(restore, run.output).toBeDefined();
			expect(runScript(dir, 'restore.ts', restore!).status).toBe(0);
			expect(folderState(content)).toEqual(committed);
		},
	);
});

describe('pruning', () => {
	test(
		"five identical upgrade backups after init --force keep init's backup, the only copy of an uncommitted edit",
		UNTIMED,
		async () => {
			const { dir, content } = project('prune-init');
			edit(content, 'an edit never committed');
			const edited = folderState(content);
			const printed: string[] = [];
			const say = (line: string) => printed.push(line);
			const status = await init(
				{
					resume: join(content, 'resume.json'),
					url: 'https://owner.example',
					content,
					force: true,
				},
				{ out: say, err: say, show: (path) => path },
			);
			expect(status, printed.join('\n')).toBe(0);
			// What the upgrade does before it merges, five times over an unchanged content/.
			for (let n = 0; n < 5; n += 1) keepCopy(content, dir);
			expect(Object.values(backupStates(dir, content))).toContainEqual(edited);
			const [restore] = restoreCommands(printed.join('\n'), dir);
			expect(runScript(dir, 'restore.ts', restore!).status).toBe(0);
			expect(folderState(content)).toEqual(edited);
		},
	);

	test(
		'past the newest five: a state a newer backup or a commit holds goes, a state found nowhere else stays',
		UNTIMED,
		() => {
			const { dir, content } = project('prune-policy');
			const backup = (text: string) => {
				edit(content, text);
				return { stamp: keepCopy(content, dir).stamp, state: folderState(content) };
			};
			const unique = backup('only here');
			edit(content, 'committed');
			commitAll(dir, 'A state git keeps');
			const committed = backup('committed');
			const duplicate = backup('twice');
			const again = backup('twice');
			const newest = ['one', 'two', 'three', 'four', 'five'].map(backup);
			const kept = listed(dir, content);
			expect(kept).toEqual([unique, again, ...newest].map(({ stamp }) => stamp).sort());
			expect(kept).not.toContain(committed.stamp);
			expect(kept).not.toContain(duplicate.stamp);
			// The newest five are kept even when alike (the commands their runs printed work); the
			// sixth alike makes the oldest of them go.
			const alike = Array.from({ length: 6 }, () => backup('six alike'));
			expect(listed(dir, content)).toEqual(
				[unique, again, ...newest, ...alike.slice(1)].map(({ stamp }) => stamp).sort(),
			);
		},
	);
});

describe('a copied or moved project', () => {
	test('lists and restores the backups beside its content/', UNTIMED, () => {
		const { dir, content } = project('moving');
		const before = folderState(content);
		keepCopy(content, dir);
		edit(content, 'after the backup');
		const moved = join(work, 'moved-elsewhere');
		renameSync(dir, moved);
		const [stamp] = listed(moved, join(moved, 'content'));
		expect(stamp, 'the moved project lists no backup').toBeDefined();
		const copy = join(work, 'copied-elsewhere');
		cpSync(moved, copy, { recursive: true });
		const run = runScript(copy, 'restore.ts', [stamp!]);
		expect(run.status, run.output).toBe(0);
		expect(folderState(join(copy, 'content'))).toEqual(before);
		expect(existsSync(content)).toBe(false);
	});
});

describe('a read-only backup', () => {
	/** The tools run as a user without root's right to write anything: nobody, when the test is root. */
	const asOwner: RunAs =
		process.getuid?.() === 0
			? { uid: 65534, gid: 65534, env: { NODE_COMPILE_CACHE: join(work, 'compile-cache') } }
			: {};
	const ownedByOwner = (dir: string) => {
		if (asOwner.uid === undefined) return;
		for (const entry of [{ path: '' }, ...walkTree(dir)])
			chownSync(join(dir, entry.path), asOwner.uid, asOwner.gid!);
	};

	test(
		'restores with exit 0 and no stack trace, the restored content/ writable, the backup kept',
		UNTIMED,
		() => {
			const { dir, content } = project('read-only');
			chmodSync(work, 0o755);
			const before = folderState(content);
			keepCopy(content, dir);
			const [stamp] = listed(dir, content);
			// Four more backups: the restore's own makes six, and the oldest (its state committed) is one
			// to remove.
			for (let n = 0; n < 4; n += 1) {
				edit(content, 'later');
				keepCopy(content, dir);
			}
			ownedByOwner(work);
			const readOnly = join(dir, '.content-backup', stamp!);
			for (const entry of [{ path: '' }, ...walkTree(readOnly)]) {
				const path = join(readOnly, entry.path);
				chmodSync(path, lstatSync(path).mode & ~0o222);
			}
			const run = runScript(dir, 'restore.ts', [stamp!], asOwner);
			expect(hasStackTrace(run.output), run.output).toBe(false);
			expect(run.status, run.output).toBe(0);
			expect(folderState(content)).toEqual(before);
			for (const entry of [{ path: '' }, ...walkTree(content)])
				expect(lstatSync(join(content, entry.path)).mode & 0o200, entry.path).toBe(0o200);
			expect(readdirSync(join(dir, '.content-backup'))).toContain(stamp);
			// A later tool can change the restored folder.
			const next = runScript(dir, 'restore.ts', [listed(dir, content, asOwner).at(-1)!], asOwner);
			expect(next.status, next.output).toBe(0);
		},
	);

	test(
		'an older backup that cannot be read: every backup is kept, said in a sentence',
		UNTIMED,
		() => {
			const { dir, content } = project('unreadable');
			chmodSync(work, 0o755);
			for (let n = 0; n < 6; n += 1) {
				edit(content, `state ${n}`);
				keepCopy(content, dir);
			}
			ownedByOwner(work);
			const stamps = listed(dir, content);
			chmodSync(join(dir, '.content-backup', stamps[0]!, 'content', 'mine.txt'), 0o000);
			const run = runScript(dir, 'restore.ts', [stamps.at(-1)!], asOwner);
			expect(hasStackTrace(run.output), run.output).toBe(false);
			expect(run.status, run.output).toBe(0);
			expect(run.output).toMatch(
				/Could not read the older backups to prune them \(EACCES\); all are kept/,
			);
			expect(listed(dir, content)).toEqual(expect.arrayContaining(stamps));
		},
	);
});
