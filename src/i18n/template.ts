// Texts with placeholders in braces, e.g. "Projects with {tag}", split or filled by the pages and
// the islands.
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
