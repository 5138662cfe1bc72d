// The placeholders of the owner's texts, a name in braces (e.g. "Projects with {tag}"), and the
// plural categories a counted text's forms take. No imports, so the islands that fill texts ship
// no schema library with it.

/** A placeholder: `{name}`, the name in group 1. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The plural categories of Intl.PluralRules a counted text's forms are named by, `other` last:
 * every language has it, and a form a text leaves out falls back to it.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The placeholders written in `value`, in order. */
export function placeholders(value: string): string[] {
	return [...value.matchAll(PLACEHOLDER)].map((match) => match[1]);
}
