/**
 * An owner check's failure: the problems it found, each a line in the content check's form
 * (`page or file: field: problem; fix`). The owner's reporters print these lines as they are,
 * with no test diff, and count them as problems of the owner's content.
 */
export class OwnerProblems extends Error {
	constructor(readonly lines: string[]) {
		super(lines.join('\n'));
		this.name = 'OwnerProblems';
		// No stack: the lines are the message, and the test's code is not where the fix is.
		this.stack = this.message;
	}
}

/** Fails with `lines` when there is any. */
export function expectNone(lines: string[]) {
	if (lines.length > 0) throw new OwnerProblems(lines);
}
