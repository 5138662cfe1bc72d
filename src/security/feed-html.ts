// Page HTML made ready for a feed reader: every address absolute, the words only screen readers
// hear on the page dropped, links no longer opening a tab, and sanitised once more with the
// stories' allowlist, since a reader shows it outside the page and its policy.
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, Nodes, Root } from 'hast';
import { sanitizeStory } from './markdown-html.ts';

/** The attributes that hold an address, by element. */
const ADDRESSES: Record<string, string> = { a: 'href', img: 'src' };

/**
 * `html` ready for a feed: addresses resolved against `pageUrl` (the note's own page), elements
 * marked `sr-only` and links' `target` removed, then sanitised with the stories' allowlist.
 */
export function feedReadyHtml(html: string, pageUrl: string): string {
	const tree = fromHtml(html, { fragment: true });
	visit(tree, pageUrl);
	return toHtml(sanitizeStory(tree as never) as Root);
}

function visit(node: Nodes, pageUrl: string): void {
	if (!('children' in node)) return;
	node.children = node.children.filter(
		(child) =>
			child.type !== 'element' ||
			!((child.properties.className as string[] | undefined) ?? []).includes('sr-only'),
	) as typeof node.children;
	for (const child of node.children) {
		if (child.type !== 'element') continue;
		absolutise(child, pageUrl);
		visit(child, pageUrl);
	}
}

function absolutise(element: Element, pageUrl: string): void {
	delete element.properties.target;
	delete element.properties.srcSet;
	const name = ADDRESSES[element.tagName];
	const value = name && element.properties[name];
	if (typeof value !== 'string') return;
	try {
		element.properties[name] = new URL(value, pageUrl).href;
	} catch {
		delete element.properties[name];
	}
}
