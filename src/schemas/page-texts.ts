// The building blocks of the page texts' schema: a text with placeholders, a group of texts and a
// page's group (its title and description first).
import { z } from 'astro/zod';
import { PLURAL_CATEGORIES, placeholders } from './template.client.ts';
import { expected, objectError, text } from './messages.ts';

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

/**
 * A text with a count (`count` names its placeholder): the same words for every number, or an
 * object of plural forms by category, `other` required, e.g. { "one": "{count} result", "other":
 * "{count} results" }; the page picks the form the number takes in the language. Every form may
 * use the `allowed` placeholders; the `required` ones but the count are in every form (the `one`
 * form may write the number out), the count in `other`.
 */
export function counted(fix: string, allowed: string[], required: string[] = [], count = 'count') {
	const single = template(fix, allowed, required);
	const form = template(
		fix,
		allowed,
		required.filter((name) => name !== count),
	).optional();
	const forms = z.strictObject({
		...(Object.fromEntries(
			PLURAL_CATEGORIES.filter((category) => category !== 'other').map((category) => [
				category,
				form,
			]),
		) as Record<Exclude<(typeof PLURAL_CATEGORIES)[number], 'other'>, typeof form>),
		other: single,
	});
	const shape = `a text or its plural forms, e.g. { "one": "...", "other": "..." } ("other" required; the forms are ${PLURAL_CATEGORIES.join(', ')})`;
	return z.union([single, forms], {
		error: (issue) =>
			typeof issue.input === 'object' && issue.input !== null && !Array.isArray(issue.input)
				? `expected ${shape}, each form a text; ${fix}`
				: expected(shape, fix)(issue),
	});
}

/** Where a message sends the owner for the list of texts. */
export const SEE_GUIDE = 'see docs/owner/page-texts.md';

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
