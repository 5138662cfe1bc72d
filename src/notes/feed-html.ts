/**
 * A note's text as a feed carries it: the HTML its page shows (the same Markdown pipeline, so
 * the same sanitising and optimised images), with every address made absolute, the words only
 * screen readers hear on the page dropped, and sanitised once more for a reader of its own.
 */
import { render } from 'astro:content';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, Nodes, Root } from 'hast';
import { sanitizeStory } from '../security/markdown-html.ts';
import { shownStory, type Note } from './notes.ts';

let container: Promise<AstroContainer> | undefined;
const rendered = new Map<string, Promise<string>>();

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

/**
 * The feed HTML of `note` in the language `lang` (its translation's text, or its own), rendered
 * once a build however many feeds carry it. `pageUrl` is the note's absolute address.
 */
export function noteFeedHtml(note: Note, lang: string, pageUrl: string): Promise<string> {
	const key = `${lang}\n${note.id}`;
	let html = rendered.get(key);
	if (!html) {
		html = (async () => {
			container ??= AstroContainer.create();
			const { Content } = await render(shownStory(note));
			return feedReadyHtml(await (await container).renderToString(Content), pageUrl);
		})();
		rendered.set(key, html);
	}
	return html;
}
