/**
 * Reading parsed HTML (hast trees from hast-util-from-html) in tests: the unsafe parts of
 * content are looked for in the parsed document, where text inside an attribute is inert,
 * never by searching the HTML as a string.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { expect } from 'vitest';

/** The file the build wrote for `route` in `dist`: `/` is index.html, `/about` about.html. */
export const pageFile = (dist: string, route: string) =>
	join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** The parsed page the build wrote for `route` in `dist`. */
export const readPage = (dist: string, route: string): Root =>
	fromHtml(readFileSync(pageFile(dist, route), 'utf8'));

/** Every element under `node`, at any depth, in document order. */
export function elements(node: Nodes): Element[] {
	const found: Element[] = [];
	const walk = (current: Nodes) => {
		if (current.type === 'element') found.push(current);
		if ('children' in current) current.children.forEach(walk);
	};
	walk(node);
	return found;
}

/** The text inside `node`. */
export function textOf(node: Nodes): string {
	if (node.type === 'text') return node.value;
	return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** `text` with its runs of white space made one space and its ends trimmed, as a browser shows it. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of `node` as a visitor reads it, white space collapsed. */
export const text = (node: Nodes) => normalise(textOf(node));

/** An attribute of `element` as a string (hast's property name: `ariaLabel`, `hrefLang`). */
export function attribute(element: Element | undefined, name: string): string | undefined {
	const value = element?.properties[name];
	if (value === undefined || value === null || value === false) return undefined;
	return Array.isArray(value) ? value.join(' ') : String(value);
}

/**
 * The accessible name of `element` in `root`, as assistive technology computes it for the
 * markup the site writes: `aria-label`, else the text of the `aria-labelledby` elements, else
 * its text and image alternatives, leaving out what is `aria-hidden`.
 */
export function nameOf(element: Element, root: Nodes): string {
	const label = attribute(element, 'ariaLabel');
	if (label) return normalise(label);
	const labelledBy = attribute(element, 'ariaLabelledBy');
	if (labelledBy) {
		const byId = new Map(elements(root).map((node) => [attribute(node, 'id'), node]));
		return normalise(
			labelledBy
				.split(/\s+/)
				.map((id) => byId.get(id))
				.filter((node) => node !== undefined)
				.map((node) => nameOf(node, root))
				.join(' '),
		);
	}
	const shown = (node: Nodes): string => {
		if (node.type === 'text') return node.value;
		if (node.type !== 'element' && node.type !== 'root') return '';
		if (node.type === 'element') {
			if (attribute(node, 'ariaHidden') === 'true' || node.properties.hidden) return '';
			if (node.tagName === 'img') return ` ${attribute(node, 'alt') ?? ''} `;
		}
		return node.children.map(shown).join('');
	};
	return normalise(shown(element));
}

/** The elements under `scope` matching `selector` whose accessible name (in `root`) is `name`. */
export const named = (root: Root, scope: Element | Root, selector: string, name: string) =>
	selectAll(selector, scope).filter((element) => nameOf(element, root) === name);

/**
 * The one element under `scope` matching `selector` named `name`; fails unless there is one,
 * the failure naming `where` (a page) when given.
 */
export function one(
	root: Root,
	scope: Element | Root,
	selector: string,
	name: string,
	where?: string,
): Element {
	const found = named(root, scope, selector, name);
	expect(found, `${where ? `${where}: ` : ''}${selector} named "${name}"`).toHaveLength(1);
	return found[0]!;
}

/** A landmark outside any sectioning element: the page's banner (header) or contentinfo (footer). */
export const landmarks = (tree: Root, tag: 'header' | 'footer') =>
	selectAll(tag, tree).filter(
		(element) =>
			!selectAll('article, aside, main, nav, section', tree).some((section) =>
				elements(section).includes(element),
			),
	);
