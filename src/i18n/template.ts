/**
 * Texts with placeholders in braces, e.g. "Projects with {tag}": the owner writes them in
 * content/pages.json and the pages and islands put a name, a link or a number in their place.
 * The islands use it too, so it ships no schema library.
 */
import { PLACEHOLDER } from '../schemas/template.ts';

/**
 * `value` split at its placeholders: text pieces and `{ slot }` markers, for a page to fill with
 * links or values, e.g. "Mail {email}." → ['Mail ', { slot: 'email' }, '.'].
 */
export function segments(value: string): (string | { slot: string })[] {
	return value
		.split(/(\{\w+\})/)
		.filter((piece) => piece !== '')
		.map((piece) => (/^\{\w+\}$/.test(piece) ? { slot: piece.slice(1, -1) } : piece));
}

/** `value` with each `{name}` replaced by `values[name]`. */
export function fill(value: string, values: Record<string, string | number>): string {
	return value.replace(PLACEHOLDER, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}
