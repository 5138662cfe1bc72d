// `npm test`: the owner's checks (their content: the content check, then their site built and
// checked) and the tests of the template's code (lint, formatting, types, unit, build and browser
// tests on fixture content), one after the other, then a summary that tells the two apart: a
// problem of the owner's content, which they fix in content/, or a failure of the template's code,
// which no content of theirs caused.
import { spawnSync } from 'node:child_process';

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

/** Runs each step with its output shown; the ones that failed, with their time. */
function run(steps: Step[]): { failed: Step[]; seconds: number } {
	const start = Date.now();
	const failed = steps.filter(({ script }) => {
		console.log(`\n> npm run ${script}`);
		const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
		return spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' }).status !== 0;
	});
	return { failed, seconds: Math.round((Date.now() - start) / 1000) };
}

const onlyOwner = process.argv.includes('--owner');
const owner = run(OWNER);
const template = onlyOwner ? { failed: [], seconds: 0 } : run(TEMPLATE);
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
