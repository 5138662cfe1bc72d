/**
 * The owner's checks' report in vitest: each check a line, each problem a line in the content
 * check's form (`page or file: field: problem; fix`) with no test diff, and a last line saying
 * whose the problems are. An error that is not a list of problems (a check that broke) is the
 * template's.
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { SerializedError } from 'vitest';

export default class OwnerReporter implements Reporter {
	private problems = 0;
	private broken = 0;
	private ran = 0;

	onTestCaseResult(testCase: TestCase) {
		const result = testCase.result();
		this.ran += 1;
		if (result.state === 'passed') console.log(`  ok    ${testCase.name}`);
		if (result.state !== 'failed') return;
		console.log(`  FAIL  ${testCase.name}`);
		for (const error of result.errors ?? []) {
			if (error.name === 'OwnerProblems') {
				const lines = error.message.split('\n');
				this.problems += lines.length;
				for (const line of lines) console.log(`        ${line}`);
			} else {
				this.broken += 1;
				console.log(`        the check itself broke (the template's code): ${error.message}`);
				if (error.stack) console.log(error.stack.split('\n').slice(0, 6).join('\n'));
			}
		}
	}

	onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>) {
		for (const error of errors) {
			this.broken += 1;
			console.log(error.message);
		}
		if (this.ran === 0 && this.broken === 0)
			console.log(
				"Your site's checks did not run: your site did not build (Astro's lines follow).",
			);
		if (this.ran > 0 && this.problems + this.broken === 0)
			console.log('Your site: every owner check holds.');
		if (this.problems > 0)
			console.log(
				`Your site: ${this.problems} problem(s) above, each naming the page or file and what to change.`,
			);
		if (this.broken > 0)
			console.log(`Your site's checks could not run (${this.broken} error(s) above).`);
	}
}
