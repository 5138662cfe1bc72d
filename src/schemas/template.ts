// The placeholders of the owner's texts: a name in braces, e.g. "Projects with {tag}". No
// imports, so the islands that fill texts ship no schema library with it.

/** A placeholder: `{name}`, the name in group 1. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders written in `value`, in order. */
export function placeholders(value: string): string[] {
	return [...value.matchAll(PLACEHOLDER)].map((match) => match[1]);
}
