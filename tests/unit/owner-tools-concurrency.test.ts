// Each pair of init, content:migrate, content:restore, upgrade and apply started together: half the
// trials at offsets spread over their run time, half the second the moment the first holds the
// lock (kept until the second says it waits): the later waits or refuses in a sentence, content/ ends as
// one order of the two whole runs leaves it, every printed restore works.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXTURES, VALID } from '../tools/fixture-content.ts';
import {
	hasStackTrace,
	initArgs,
	restoreCommands,
	ROOT,
	startScript,
	TOOL_ENV,
	type ToolRun,
} from './owner-tools.ts';
import { commitAll, sh, writeFiles } from './upgrade-repos.ts';
import { runContentScript } from '../tools/content-script.ts';
import { terminal } from '../../scripts/lib/main.ts';
import { main as restore } from '../../scripts/restore.ts';
import { folderState, keepCopy } from '../../src/owner-files/keep.ts';
import { lockFile } from '../../src/owner-files/lock.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';

/**
 * Trials per pair: 4 in `npm test` (two aimed at the lock, which always overlap, two spread over
 * the run), about 2 CPU-seconds each; OWNER_CONCURRENCY_TRIALS=20 (or 100) searches wider, as
 * after a change to src/owner-files/.
 */
const TRIALS = Number(process.env.OWNER_CONCURRENCY_TRIALS ?? 4);
/** Trials run side by side (each its own project folder). */
const AT_ONCE = 4;

const TOOLS = ['init', 'migrate', 'restore', 'upgrade', 'apply'] as const;
type Tool = (typeof TOOLS)[number];
const PAIRS = TOOLS.flatMap((a, i) => TOOLS.slice(i + 1).map((b) => [a, b] as const));

const work = mkdtempSync(join(tmpdir(), 'owner-concurrency-'));
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

/** The project every trial starts from (copied): a git repository, its content/ ignored. */
const PREPARED = join(work, 'prepared');
/** The backup content:restore puts back, and the application apply writes. */
let seeded = '';
let application = '';

/** A project folder and its content folder. */
interface Project {
	dir: string;
	content: string;
}

/** How each tool is run on a project, as the owner runs it. */
function command(tool: Tool, { dir, content }: Project) {
	switch (tool) {
		case 'init':
			// Its formatter finds its plugins from the template's folder.
			return { cwd: ROOT, script: 'init.ts', args: initArgs(join(dir, 'resume.json'), content) };
		case 'migrate':
			return { cwd: dir, script: 'migrate.ts', args: ['--content', content] };
		case 'restore':
			return { cwd: dir, script: 'restore.ts', args: [seeded, '--content', content] };
		case 'upgrade':
			return { cwd: dir, script: 'upgrade.ts', args: ['--no-test'] };
		case 'apply':
			// Its files go to the project's .applications/.
			return { cwd: dir, script: 'apply.ts', args: [application, '--root', content] };
	}
}

/** A content folder's state, as a short hash of every path, file mode and byte. */
const stateOf = (content: string) =>
	createHash('sha256')
		.update(JSON.stringify(folderState(content)))
		.digest('hex')
		.slice(0, 16);

/**
 * A template at 1.0.0 and 1.1.0 (its content:migrate runs the real one, its content:check passes),
 * and the owner's clone at 1.0.0 with content/ and the résumé for init ignored by git.
 */
function prepare(): void {
	const template = join(work, 'template');
	writeFiles(template, {
		'package.json': '{ "name": "site", "version": "1.0.0" }\n',
		'src/code.ts': 'export const version = 1;\n',
		'scripts/migrate.ts': `const { main } = await import(${JSON.stringify(join(ROOT, 'scripts', 'migrate.ts'))});\nconst { terminal } = await import(${JSON.stringify(join(ROOT, 'scripts', 'lib', 'main.ts'))});\nprocess.exitCode = await main(process.argv.slice(2), terminal());\n`,
		'scripts/content.ts': '// stands in for content:check\n',
		'.gitignore': 'content/\n.applications/\nresume.json\n',
	});
	sh(template, 'git', ['init', '-q', '-b', 'main']);
	commitAll(template, 'Template 1.0.0');
	sh(work, 'git', ['clone', '-q', '-o', 'template', template, PREPARED]);
	writeFiles(template, {
		'package.json': '{ "name": "site", "version": "1.1.0" }\n',
		'src/code.ts': 'export const version = 2;\n',
	});
	commitAll(template, 'Template 1.1.0');
}

/** The content every trial starts from, and the backup content:restore puts back. */
async function prepareContent(): Promise<void> {
	const content = join(PREPARED, 'content');
	cpSync(VALID, content, { recursive: true });
	cpSync(join(content, 'resume.json'), join(PREPARED, 'resume.json'));
	// A text the template ships, word for word: content:migrate removes it.
	const pages = JSON.parse(readFileSync(join(content, 'pages.json'), 'utf8'));
	pages.nav = { ...pages.nav, home: builtInTexts('en')!.nav.home };
	writeFileSync(join(content, 'pages.json'), `${JSON.stringify(pages, null, '\t')}\n`);
	const made = await runContentScript(
		['new', '--application', 'Umbrella', '--root', content],
		PREPARED,
	);
	const written = /Wrote (\S+\.md)/.exec(made.stdout)?.[1];
	expect(written, made.stdout + made.stderr).toBeDefined();
	cpSync(join(FIXTURES, 'applications', 'umbrella.md'), join(PREPARED, written!));
	application = basename(written!, '.md');
	// The backup to restore: the same content with one project fewer.
	const second = join(content, 'projects', 'second-app.md');
	const kept = readFileSync(second);
	rmSync(second);
	seeded = keepCopy(content, PREPARED).stamp;
	writeFileSync(second, kept);
}

/** A fresh copy of the prepared project, its content/ replaced by `from` when given. */
function freshProject(name: string, from?: string): Project {
	const dir = join(work, name);
	cpSync(PREPARED, dir, { recursive: true });
	const content = join(dir, 'content');
	if (from) {
		rmSync(content, { recursive: true });
		cpSync(from, content, { recursive: true });
	}
	return { dir, content };
}

/** Runs `tool` on `project` after `delay` ms. */
function start(tool: Tool, project: Project, delay: number): Promise<ToolRun & { ended: number }> {
	const { cwd, script, args } = command(tool, project);
	return startScript(cwd, script, args, delay);
}

/** Content folders by state, the state each tool leaves each state in, and each tool's run time alone (ms). */
const stored = new Map<string, string>();
const results = new Map<string, Promise<string>>();
const durations = new Map<Tool, number>();
let runs = 0;

/**
 * The state `tool` leaves content/ in when run alone on `state` (run once, then remembered).
 * Past the first runs, apply is taken to leave content/ as it is and content:restore to leave the
 * backup it restores: a trial where either did otherwise ends in no state of the list.
 */
function after(tool: Tool, state: string): Promise<string> {
	const key = `${tool} ${state}`;
	if (state !== before && tool === 'apply') return Promise.resolve(state);
	if (state !== before && tool === 'restore') return after('restore', before);
	if (!results.has(key))
		results.set(
			key,
			(async () => {
				const project = freshProject(`alone-${(runs += 1)}`, stored.get(state));
				const began = performance.now();
				const run = await start(tool, project, 0);
				expect(
					endedWell(tool, run) && !/is in use by/.test(run.output),
					`${tool} alone:\n${run.output}`,
				).toBe(true);
				if (state === before) durations.set(tool, run.ended - began);
				const result = stateOf(project.content);
				if (!stored.has(result)) stored.set(result, project.content);
				return result;
			})(),
		);
	return results.get(key)!;
}

/** Runs `jobs` at most AT_ONCE at a time. */
async function inTurn<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
	const done: T[] = [];
	let next = 0;
	const worker = async () => {
		while (next < jobs.length) {
			const job = jobs[next++]!;
			done.push(await job());
		}
	};
	await Promise.all(Array.from({ length: AT_ONCE }, worker));
	return done;
}

let before = '';

beforeAll(
	async () => {
		prepare();
		await prepareContent();
		before = stateOf(join(PREPARED, 'content'));
		stored.set(before, join(PREPARED, 'content'));
		// Every tool alone, then each after each other: the states the two orders of a pair leave.
		await inTurn(TOOLS.map((tool) => () => after(tool, before)));
		await inTurn(
			TOOLS.flatMap((first) =>
				TOOLS.filter((second) => second !== first).map(
					(second) => async () => after(second, await after(first, before)),
				),
			),
		);
	},
	10 * 60 * 1000,
);

/** What a trial saw: whether either tool waited for the other or refused. */
interface Trial {
	pair: string;
	waited: boolean;
	refused: boolean;
}

/** A run ended well: done (exit 0), refused because the folder was in use, or apply finding no application (init removed it). */
function endedWell(tool: Tool, run: ToolRun): boolean {
	if (run.status === 0) return true;
	if (run.status !== 1) return false;
	return (
		/is in use by/.test(run.output) || (tool === 'apply' && /no such application/.test(run.output))
	);
}

/**
 * When b starts after a in an even trial `index`, in ms (negative: before a), spread over the two
 * tools' run times, from b well before a to b well after it.
 */
function offsetOf(a: Tool, b: Tool, index: number): number {
	const [first, second] = [durations.get(a)!, durations.get(b)!];
	const count = Math.ceil(TRIALS / 2);
	const share = count <= 1 ? 0.5 : Math.floor(index / 2) / (count - 1);
	return -second * 0.8 + (first + second) * 0.8 * share;
}

/**
 * An odd trial aims at the lock: `first` starts and keeps its lock (OWNER_FILES_LOCK_HOLD_UNTIL)
 * until `second`, started the moment the lock appears, says it waits or refuses.
 */
async function aimed(first: Tool, second: Tool, project: Project) {
	const file = lockFile(project.content);
	const release = `${project.dir}-release`;
	const one = command(first, project);
	const started = startScript(one.cwd, one.script, one.args, 0, {
		OWNER_FILES_LOCK_HOLD_UNTIL: release,
	});
	let ended = false;
	void started.then(() => (ended = true));
	const tick = () => new Promise((done) => setTimeout(done, 2));
	while (!existsSync(file) && !ended) await tick();
	const two = command(second, project);
	const child = spawn(process.execPath, [join(ROOT, 'scripts', two.script), ...two.args], {
		cwd: two.cwd,
		env: TOOL_ENV,
	});
	let output = '';
	const seen = (chunk: Buffer) => {
		output += chunk;
		if (/is in use by/.test(output)) writeFileSync(release, '');
	};
	child.stdout.on('data', seen);
	child.stderr.on('data', seen);
	const status = await new Promise<number | null>((done) => child.on('close', done));
	writeFileSync(release, '');
	const run = await started;
	rmSync(release, { force: true });
	return [run, { status, killed: false, output }] as const;
}

async function trial(a: Tool, b: Tool, index: number): Promise<Trial> {
	const pair = `${a} + ${b}`;
	const project = freshProject(`${a}-${b}-${index}`);
	let first: ToolRun;
	let second: ToolRun;
	let label: string;
	if (index % 2 === 0) {
		const offset = offsetOf(a, b, index);
		[first, second] = await Promise.all([
			start(a, project, Math.max(0, -offset)),
			start(b, project, Math.max(0, offset)),
		]);
		label = `${pair}, trial ${index} (b ${Math.round(offset)} ms after a)`;
	} else if (index % 4 === 1) {
		[first, second] = await aimed(a, b, project);
		label = `${pair}, trial ${index} (b once a holds the lock)`;
	} else {
		[second, first] = await aimed(b, a, project);
		label = `${pair}, trial ${index} (a once b holds the lock)`;
	}
	for (const [tool, run] of [
		[a, first],
		[b, second],
	] as const) {
		expect(hasStackTrace(run.output), `${label}: ${tool}:\n${run.output}`).toBe(false);
		expect(endedWell(tool, run), `${label}: ${tool} exit ${run.status}:\n${run.output}`).toBe(true);
	}
	const ab = await after(b, await after(a, before));
	const ba = await after(a, await after(b, before));
	const whole = [before, await after(a, before), await after(b, before), ab, ba];
	expect(whole, `${label}: content/ between states`).toContain(stateOf(project.content));
	// Each restore command printed, run right after the two, brings back a state content/ had
	// before a tool changed it (each on a copy of the project, as the trial left it).
	const seen = [before, await after(a, before), await after(b, before)];
	const commands = new Set(
		[first, second].flatMap((run) => restoreCommands(run.output, project.dir).map(String)),
	);
	for (const [n, command] of [...commands].entries()) {
		const copy = `${project.dir}-restored-${n}`;
		cpSync(project.dir, copy, { recursive: true });
		const [stamp, flag, content] = command.split(',');
		const printed: string[] = [];
		const status = await restore(
			[stamp!, flag!, join(copy, relative(project.dir, content!))],
			terminal({ out: (line) => printed.push(line), err: (line) => printed.push(line) }),
		);
		expect(status, `${label}: content:restore ${stamp}:\n${printed.join('\n')}`).toBe(0);
		expect(seen, `${label}: restored ${stamp}`).toContain(stateOf(join(copy, 'content')));
		rmSync(copy, { recursive: true, force: true });
	}
	rmSync(project.dir, { recursive: true, force: true });
	const output = `${first.output}\n${second.output}`;
	// Asked while the other held the lock, the second tool waited, or refused in a sentence.
	if (index % 2 === 1)
		expect(/waiting up to|so nothing was done/.test(output), `${label}: no wait:\n${output}`).toBe(
			true,
		);
	return {
		pair,
		waited: /waiting up to/.test(output),
		refused: /so nothing was done/.test(output),
	};
}

test(
	`every pair of tools, ${TRIALS} trials each: one waits or refuses, content/ before or after, never between`,
	{ timeout: 30 * 60 * 1000 },
	async () => {
		const trials = await inTurn(
			Array.from({ length: TRIALS }, (_, index) =>
				PAIRS.map(
					([a, b]) =>
						() =>
							trial(a, b, index),
				),
			).flat(),
		);
		expect(trials).toHaveLength(TRIALS * PAIRS.length);
		// The trials aimed at the lock make the two overlap: one tool waited or refused.
		for (const [a, b] of PAIRS) {
			const overlapped = trials.filter(
				({ pair, waited, refused }) => pair === `${a} + ${b}` && (waited || refused),
			);
			expect(overlapped.length, `${a} + ${b}: no trial overlapped`).toBeGreaterThan(0);
		}
	},
);
