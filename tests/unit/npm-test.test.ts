/**
 * `npm test` says what it is doing from its first second: before any step ends it has named every
 * step it runs and each one that started; each step ends with a line and its time; a failed
 * template step's output follows its line; the owner's output comes last, just above the summary.
 * Its steps are stand-ins (an `npm` on PATH that waits for a signal), so nothing real runs.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'npm-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An `npm` whose `npm run --silent <script>` waits for `go`, prints, and fails when told to. */
const FAKE_NPM = `#!/bin/sh
script="$3"
while [ ! -e "$FAKE_DIR/go" ]; do sleep 0.05; done
echo "output of $script"
if [ -e "$FAKE_DIR/$script.fail" ]; then
	echo "problem line of $script"
	exit 1
fi
exit 0
`;

const OWNER = ['content:check', 'test:owner:site', 'test:owner:browser'];
const AT_ONCE = ['content:check', 'test:static', 'test:typed', 'test:sites'];
const EVERY = [...OWNER, 'test:static', 'test:typed', 'test:sites', 'test:build', 'test:e2e'];

test('npm test names every step at once, a line per step with its time, the owner last', async () => {
	const bin = join(work, 'bin');
	mkdirSync(bin);
	writeFileSync(join(bin, 'npm'), FAKE_NPM);
	chmodSync(join(bin, 'npm'), 0o755);
	for (const failing of ['test:owner:site', 'test:typed'])
		writeFileSync(join(work, `${failing}.fail`), '');
	const child = spawn(process.execPath, [join(ROOT, 'scripts', 'test.ts')], {
		cwd: ROOT,
		env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, FAKE_DIR: work },
	});
	let output = '';
	child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
	const ended = new Promise<number | null>((done) => child.on('close', done));

	// Before any step may end: the plan names every step, and each step that starts says so.
	const started = (script: string) => output.includes(`(npm run ${script})`);
	for (let waited = 0; waited < 20_000 && !AT_ONCE.every(started); waited += 50)
		await new Promise((done) => setTimeout(done, 50));
	const first = output;
	writeFileSync(join(work, 'go'), '');
	expect(await ended).toBe(1);

	const plan = first.split('\n')[0]!;
	for (const script of EVERY) expect(plan, script).toContain(script);
	for (const script of AT_ONCE) expect(first, script).toContain(`(npm run ${script})`);
	expect(first).not.toMatch(/[✓✗]/);

	const lines = output.split('\n');
	const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
	for (const script of EVERY.filter((each) => each !== 'content:check'))
		expect(output, script).toMatch(new RegExp(`^▶ .*\\(npm run ${script}\\)$`, 'm'));
	expect(lines.filter((line) => /^[✓✗] .*\(\d+ s\)$/.test(line))).toHaveLength(EVERY.length);
	// A failed template step's output follows its own line; one that passed prints only its line.
	expect(at(/^problem line of test:typed$/)).toBe(at(/^✗ the template: .*failed/) + 2);
	expect(output).not.toContain('output of test:static');
	// The owner's output, all of it, after every template line and just above the summary.
	const ownBlock = at(/^──────── your site ────────$/);
	expect(ownBlock).toBeGreaterThan(at(/^✓ the template: the browser tests/));
	expect(at(/^problem line of test:owner:site$/)).toBeGreaterThan(ownBlock);
	expect(at(/^output of content:check$/)).toBeGreaterThan(ownBlock);
	const summary = at(/^──────── npm test ────────$/);
	expect(summary).toBeGreaterThan(at(/^problem line of test:owner:site$/));
	expect(lines.slice(summary + 1).filter(Boolean)).toEqual([
		'Your content: problems in your site, built. Each line above reads "page or file: field: problem; fix": change content/ as it says and run npm test again.',
		"The template's code: some tests failed (above). They run on the template's own fixture content, never on yours, so nothing in content/ caused it: if you changed files outside content/, look there; else report it (npm run upgrade may bring the fix).",
	]);
}, 60_000);
