// `npm test`: the owner's checks (their content: the content check, then their site built and
// checked) and the tests of the template's code (lint, formatting, types, unit, build and browser
// tests on fixture content), side by side, then a summary that tells the two apart: a problem of
// the owner's content, which they fix in content/, or a failure of the template's code, which no
// content of theirs caused. It says at once what runs, and a line as each step starts and ends
// with its time; a failed template step's output follows its line, and the owner's output is
// printed last, just above the summary, so their problems are the last thing they read.
import { spawn } from 'node:child_process';
import { runMain, type Terminal } from './lib/main.ts';

interface Step {
	script: string;
	what: string;
}

const OWNER: Step[] = [
	{ script: 'content:check', what: 'the content check' },
	{ script: 'test:owner:site', what: 'your site, built' },
	{ script: 'test:owner:browser', what: 'your site in a browser' },
];
/**
 * The template's tests: lint, types and unit tests beside the building of every test site; the
 * build tests and the browser tests, which read and serve those builds, start side by side as soon
 * as the sites are built.
 */
const TEMPLATE_FIRST: Step[] = [
	{ script: 'test:static', what: 'lint and formatting' },
	{ script: 'test:typed', what: 'types and unit tests' },
];
const SITES: Step = { script: 'test:sites', what: 'the test sites, built' };
const ON_SITES: Step[] = [
	{ script: 'test:build', what: 'the build tests' },
	{ script: 'test:e2e', what: 'the browser tests' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs `script` with its output held; whether it passed, and what it printed. */
function runScript(script: string): Promise<{ passed: boolean; output: string }> {
	return new Promise((done) => {
		const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
		child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
		child.on('error', (error) => done({ passed: false, output: `${output}${error.message}\n` }));
		child.on('close', (status) => done({ passed: status === 0, output }));
	});
}

/** Where a step's output goes: kept for the end, printed after its line, or printed only if it failed. */
type Output = string[] | 'printed' | 'on failure';

/** Runs one step: a line as it starts and one as it ends, with its time; its output to `output`. */
async function runStep(part: string, step: Step, output: Output): Promise<boolean> {
	const start = Date.now();
	say(`▶ ${part}: ${step.what} (npm run ${step.script})`);
	const { passed, output: printed } = await runScript(step.script);
	const result = passed ? 'passed' : 'failed';
	say(`${passed ? '✓' : '✗'} ${part}: ${step.what}, ${result} (${seconds(start)})`);
	if (Array.isArray(output)) output.push(`\n> npm run ${step.script}\n`, printed);
	else if (output === 'printed' || !passed)
		process.stdout.write(printed.endsWith('\n') || !printed ? printed : `${printed}\n`);
	return passed;
}

/** Runs `steps` one after the other (each runs, whatever the last gave); the ones that failed. */
async function inTurn(part: string, steps: Step[], output: Output): Promise<Step[]> {
	const failed: Step[] = [];
	for (const step of steps) if (!(await runStep(part, step, output))) failed.push(step);
	return failed;
}

/** Runs `steps` side by side; the ones that failed. */
async function sideBySide(part: string, steps: Step[], output: Output): Promise<Step[]> {
	const passed = await Promise.all(steps.map((step) => runStep(part, step, output)));
	return steps.filter((_, index) => !passed[index]);
}

/** The template's tests: the first ones beside the sites, then the tests on the sites; the ones that failed. */
async function template(): Promise<Step[]> {
	const [first, onSites] = await Promise.all([
		sideBySide('the template', TEMPLATE_FIRST, 'on failure'),
		runStep('the template', SITES, 'on failure').then(async (built) => [
			...(built ? [] : [SITES]),
			...(await sideBySide('the template', ON_SITES, 'on failure')),
		]),
	]);
	return [...first, ...onSites];
}

/** Runs the checks (`--owner`: the owner's alone) and prints the summary; exit 1 when one failed. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { out } = terminal;
	const onlyOwner = argv.includes('--owner');
	const list = (steps: Step[]) => steps.map(({ script }) => script).join(', ');
	out(
		onlyOwner
			? `npm test --owner: your site's checks, in turn: ${list(OWNER)}.`
			: `npm test: your site's checks (${list(OWNER)}, in turn) beside the template's tests (${list(TEMPLATE_FIRST)} beside ${SITES.script}, then ${list(ON_SITES)} side by side on its sites). Your site's output comes last, above the summary.`,
	);
	const started = Date.now();
	const ownerOutput: string[] = [];
	const [ownerFailed, templateFailed] = await Promise.all([
		inTurn('your site', OWNER, onlyOwner ? 'printed' : ownerOutput).then((failed) => ({
			failed,
			time: seconds(started),
		})),
		onlyOwner
			? { failed: [], time: '' }
			: template().then((failed) => ({ failed, time: seconds(started) })),
	]);
	if (!onlyOwner) {
		out('\n──────── your site ────────');
		process.stdout.write(ownerOutput.join(''));
	}
	const names = (steps: Step[]) => steps.map(({ what }) => what).join(', ');

	out('\n──────── npm test ────────');
	out(
		ownerFailed.failed.length === 0
			? `Your content: every check holds (${ownerFailed.time}).`
			: `Your content: problems in ${names(ownerFailed.failed)}. Each line above reads "page or file: field: problem; fix": change content/ as it says and run npm test again.`,
	);
	if (!onlyOwner)
		out(
			templateFailed.failed.length === 0
				? `The template's code: every test passes (${templateFailed.time}).`
				: "The template's code: some tests failed (above). They run on the template's own fixture content, never on yours, so nothing in content/ caused it: if you changed files outside content/, look there; else report it (npm run upgrade may bring the fix).",
		);
	return ownerFailed.failed.length + templateFailed.failed.length > 0 ? 1 : 0;
}

// It ends the process when done, whatever the processes it started left open.
await runMain(import.meta, main, { exit: true });
