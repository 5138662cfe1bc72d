// Texts with a count, e.g. "{count} results": a plain text, or one form for each plural category
// the language has (Intl.PluralRules: zero, one, two, few, many, other), so Russian says
// "21 результат" and "22 результата". Imports no library, so the islands that count stay small.
import { PLURAL_CATEGORIES } from '../schemas/template.client.ts';

export { PLURAL_CATEGORIES };

export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A text's forms by plural category; `other` is required, the one a missing category uses. */
export type PluralForms = { [C in Exclude<PluralCategory, 'other'>]?: string } & { other: string };

/** A text with a count: the same words for every number, or its plural forms. */
export type Counted = string | PluralForms;

/** Whether `value` is a text's plural forms: an object of plural categories with `other`. */
export function isPluralForms(value: unknown): value is PluralForms {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
	const record = value as Record<string, unknown>;
	return (
		typeof record.other === 'string' &&
		Object.keys(record).every(
			(key) =>
				(PLURAL_CATEGORIES as readonly string[]).includes(key) && typeof record[key] === 'string',
		)
	);
}

/** The plural category `count` takes in `lang`: `one` for 21 in Russian, `few` for 22. */
export function pluralCategory(lang: string | undefined, count: number): PluralCategory {
	return new Intl.PluralRules(lang || undefined).select(count);
}

/** The words of `value` for `count` in `lang`: its form of that category, else `other`. */
export function pickPlural(value: Counted, lang: string | undefined, count: number): string {
	if (typeof value === 'string') return value;
	return value[pluralCategory(lang, count)] ?? value.other;
}
