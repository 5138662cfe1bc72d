// Texts with placeholders in braces, e.g. "Projects with {tag}", split or filled by the pages and
// the islands.
import { PLACEHOLDER } from '../schemas/template.client.ts';
import { pickPlural, type Counted } from './plural.client.ts';

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

/** Marks that end a sentence or a clause, where a value's own mark and the text's meet. */
const STOPS = new Set([
	'.',
	',',
	';',
	':',
	'!',
	'?',
	'…',
	'。',
	'，',
	'、',
	'；',
	'：',
	'！',
	'？',
]);

/**
 * `value` with each `{name}` replaced by `values[name]`. A value that ends with the mark the text
 * puts right after it does not repeat it: "{name}." with "Jr." gives "Jr.", not "Jr..".
 */
export function fill(value: string, values: Record<string, string | number>): string {
	return value.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
		if (!(name in values)) return whole;
		const filled = String(values[name]);
		const next = value.charAt(offset + whole.length);
		return STOPS.has(next) && filled.endsWith(next) ? filled.slice(0, -1) : filled;
	});
}

/**
 * A text with a count filled: the form `count` takes in `lang` (the text's language), with
 * `values` (the count among them, written in the page's digits).
 */
export function fillCounted(
	value: Counted,
	lang: string | undefined,
	count: number,
	values: Record<string, string | number>,
): string {
	return fill(pickPlural(value, lang, count), values);
}
