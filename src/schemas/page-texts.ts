// The building blocks of the page texts' schema: a text with placeholders, a group of texts and a
// page's group (its title and description first).
import { z } from 'astro/zod';
import { placeholders } from './template.ts';
import { objectError, text } from './messages.ts';

/**
 * A non-empty text that may use the `allowed` placeholders, each at most once; with `required`,
 * those must be there.
 */
export function template(fix: string, allowed: string[], required: string[] = []) {
	const names = (list: string[]) => list.map((name) => `{${name}}`).join(', ');
	return text(fix).superRefine((value, context) => {
		const used = placeholders(value);
		const unknown = used.filter((name) => !allowed.includes(name));
		if (unknown.length > 0) {
			context.addIssue({
				code: 'custom',
				message: `unknown placeholder ${names(unknown)}; ${allowed.length ? `use only ${names(allowed)}` : 'this text takes none'}`,
			});
		}
		const twice = allowed.filter((name) => used.filter((u) => u === name).length > 1);
		if (twice.length > 0)
			context.addIssue({ code: 'custom', message: `${names(twice)} is used twice; use it once` });
		const missing = required.filter((name) => !used.includes(name));
		if (missing.length > 0)
			context.addIssue({ code: 'custom', message: `${names(missing)} is missing; ${fix}` });
	});
}

/** Where a message sends the owner for the list of texts. */
export const SEE_GUIDE = 'see docs/owner-guide.md';

/** A group of texts: a strict object whose messages name the group. */
export const group = <Fields extends z.ZodRawShape>(what: string, fields: Fields) =>
	z.strictObject(fields, { error: objectError(what, SEE_GUIDE) });

/** A page's texts: its title and description, then `fields`. */
export const page = <Fields extends z.ZodRawShape>(name: string, fields: Fields) =>
	group(`the ${name} page's texts`, {
		/** The page's <title> (the owner's name is appended). */
		title: text(`write the ${name} page's title`),
		/** The meta description search engines and link previews show. */
		description: template(`write one sentence describing the ${name} page`, ['name']),
		...fields,
	});
