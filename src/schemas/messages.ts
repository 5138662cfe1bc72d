/**
 * Error messages for content schemas: each names what was expected, what was found and the fix,
 * so `astro build` and `npm run content:check` tell the author what to change.
 * Imports only `astro/zod`, so Node scripts can load it.
 */
import { z } from 'astro/zod';

/** A zod `error` option: "expected <what>, got <value>; <fix>", or "missing; <fix>". */
export const expected =
	(what: string, fix: string) =>
	(issue: { input?: unknown }): string =>
		issue.input === undefined ? `missing; ${fix}` : `expected ${what}, got ${JSON.stringify(issue.input)}; ${fix}`;

/** A required, non-empty line of text. */
export const text = (fix: string) =>
	z.string({ error: expected('text', fix) }).trim().min(1, `is empty; ${fix}`);

/** A full http(s) address. */
export const url = (fix: string) =>
	z.url({ protocol: /^https?$/, error: expected('a URL', fix) });

/** Formats a zod error as one line per problem: `<file>: <field>: <message>`. */
export function formatIssues(file: string, error: z.ZodError): string[] {
	return error.issues.flatMap((issue) => {
		const field = issue.path.join('.');
		if (issue.code === 'unrecognized_keys') {
			return issue.keys.map(
				(key) => `${file}: ${field ? `${field}.` : ''}${key}: unknown field; remove it or fix its spelling`,
			);
		}
		return [`${file}: ${field || '(file)'}: ${issue.message}`];
	});
}
