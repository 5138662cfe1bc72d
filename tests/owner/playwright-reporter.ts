/**
 * The owner's browser checks' report: each page a line, each problem a line in the content
 * check's form (no test diff), and a last line saying whose the problems are.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** `text` without the terminal's colour codes. */
const stripColours = (text: string) =>
	text.replaceAll(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

export default class OwnerBrowserReporter implements Reporter {
	private problems = 0;
	private broken = 0;

	printsToStdio() {
		return true;
	}

	onTestEnd(test: TestCase, result: TestResult) {
		if (result.status === 'passed') console.log(`  ok    ${test.title}`);
		if (result.status === 'passed' || result.status === 'skipped') return;
		console.log(`  FAIL  ${test.title}`);
		for (const error of result.errors) {
			const message = stripColours(error.message ?? '');
			const owned = message.match(/^(?:OwnerProblems: )?((?:page|file) [\s\S]*)$/);
			if (owned) {
				const lines = owned[1]!.split('\n').filter(Boolean);
				this.problems += lines.length;
				for (const line of lines) console.log(`        ${line}`);
			} else {
				this.broken += 1;
				console.log(`        the check itself broke (the template's code): ${message}`);
			}
		}
	}

	onError(error: { message?: string }) {
		this.broken += 1;
		console.log(error.message);
	}

	onEnd() {
		if (this.problems + this.broken === 0)
			console.log('Your site in a browser: every owner check holds.');
		if (this.problems > 0)
			console.log(
				`Your site in a browser: ${this.problems} problem(s) above, each naming the page and what to change.`,
			);
		if (this.broken > 0)
			console.log(`Your site's browser checks could not run (${this.broken} error(s) above).`);
	}
}
