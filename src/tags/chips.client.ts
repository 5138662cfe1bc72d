// Which tag chips the filter shows and which fold away behind a "more" control (the filter island's
// alone: a module shared with a page script would become one more request).
import type { TagEntry } from './tags.client.ts';

/** With more tags than this, the chips show the most used ones and fold the rest away. */
export const MAX_OPEN_CHIPS = 8;

/** How many of the most used tags stay in view when the rest are folded away. */
export const FOLDED_OPEN_CHIPS = 4;

/**
 * Which chips stay in view and which fold away behind a "more" control. Up to
 * MAX_OPEN_CHIPS tags all stay in view, in their order. With more, the FOLDED_OPEN_CHIPS most
 * used stay in view (ties in their order), and so does the page's own tag (`current`, a slug),
 * so a tag page never opens on a long list; the rest fold away in alphabetical order, where a
 * long list is easiest to search.
 */
export function splitChips<Tag extends TagEntry>(
	tags: Tag[],
	current: string | null = null,
): { open: Tag[]; folded: Tag[] } {
	if (tags.length <= MAX_OPEN_CHIPS) return { open: tags, folded: [] };
	const top = [...tags].sort((a, b) => b.count - a.count).slice(0, FOLDED_OPEN_CHIPS);
	const isOpen = (tag: Tag) => top.includes(tag) || tag.slug === current;
	return {
		open: tags.filter(isOpen),
		folded: tags.filter((tag) => !isOpen(tag)).sort((a, b) => a.name.localeCompare(b.name)),
	};
}
