// `npm test`: the owner's checks (their content: the content check, then their site built and
// checked) and the tests of the template's code (lint, formatting, types, unit, build and browser
// tests on fixture content), side by side, then a summary that tells the two apart: a problem of
// the owner's content, which they fix in content/, or a failure of the template's code, which no
// content of theirs caused. The template's output streams as it comes; the owner's is held and
// printed last, just above the summary, so their problems are the last thing they read.
import { spawn } from 'node:child_process';

interface Step {
	script: string;
	what: string;
}

const OWNER: Step[] = [
	{ script: 'content:check', what: 'the content check' },
	{ script: 'test:owner:site', what: 'your site, built' },
	{ script: 'test:owner:browser', what: 'your site in a browser' },
];
const TEMPLATE: Step[] = [{ script: 'test:template', what: "the template's tests" }];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `script`; its output goes to the terminal, or into `held` when given. */
function runScript(script: string, held?: string[]): Promise<boolean> {
	return new Promise((done) => {
		const child = spawn(npm, ['run', '--silent', script], {
			stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
		});
		child.stdout?.on('data', (chunk: Buffer) => held!.push(String(chunk)));
		child.stderr?.on('data', (chunk: Buffer) => held!.push(String(chunk)));
		child.on('close', (status) => done(status === 0));
	});
}

/** Runs each step in turn (each is run, whatever the last gave); the ones that failed, and the time. */
async function run(steps: Step[], held?: string[]) {
	const start = Date.now();
	const failed: Step[] = [];
	for (const step of steps) {
		(held ?? [])?.push(`\n> npm run ${step.script}\n`);
		if (!held) console.log(`\n> npm run ${step.script}`);
		if (!(await runScript(step.script, held))) failed.push(step);
	}
	return { failed, seconds: Math.round((Date.now() - start) / 1000) };
}

const onlyOwner = process.argv.includes('--owner');
const ownerOutput: string[] = [];
const [owner, template] = await Promise.all([
	run(OWNER, onlyOwner ? undefined : ownerOutput),
	onlyOwner ? { failed: [], seconds: 0 } : run(TEMPLATE),
]);
if (!onlyOwner) {
	console.log('\n──────── your site ────────');
	process.stdout.write(ownerOutput.join(''));
}
const names = (steps: Step[]) => steps.map(({ what }) => what).join(', ');

console.log('\n──────── npm test ────────');
console.log(
	owner.failed.length === 0
		? `Your content: every check holds (${owner.seconds} s).`
		: `Your content: problems in ${names(owner.failed)}. Each line above reads "page or file: field: problem; fix": change content/ as it says and run npm test again.`,
);
if (!onlyOwner)
	console.log(
		template.failed.length === 0
			? `The template's code: every test passes (${template.seconds} s).`
			: "The template's code: some tests failed (above). They run on the template's own fixture content, never on yours, so nothing in content/ caused it: if you changed files outside content/, look there; else report it (npm run upgrade may bring the fix).",
	);
process.exit(owner.failed.length + template.failed.length > 0 ? 1 : 0);
