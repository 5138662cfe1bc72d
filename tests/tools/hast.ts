/**
 * Reading parsed HTML (hast trees from hast-util-from-html) in tests: the unsafe parts of
 * content are looked for in the parsed document, where text inside an attribute is inert,
 * never by searching the HTML as a string.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { Element, Nodes, Root } from 'hast';

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

/**
 * The file of the page at `path` in the built site `dist`: `/` is index.html, `/about` about.html;
 * a percent-encoded path names the file by its characters.
 */
export const pageFile = (dist: string, path: string) =>
	join(dist, path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`);

/** The page at `path` of the site built in `dist`, parsed. */
export const readPage = (dist: string, path: string): Root =>
	fromHtml(readFileSync(pageFile(dist, path), 'utf8'));

/** The text of `node` as a visitor reads it, white space collapsed. */
export const text = (node: Nodes) => normalise(textOf(node));

/** The elements under `scope` matching `selector` whose accessible name in `root` is `name`. */
export const named = (root: Root, scope: Nodes, selector: string, name: string) =>
	selectAll(selector, scope).filter((element) => nameOf(element, root) === name);

/**
 * The one element under `scope` matching `selector` named `name`; throws unless there is one,
 * naming `where` (a page) when given.
 */
export function one(
	root: Root,
	scope: Nodes,
	selector: string,
	name: string,
	where?: string,
): Element {
	const found = named(root, scope, selector, name);
	if (found.length !== 1)
		throw new Error(
			`${where ? `${where}: ` : ''}Expected one ${selector} named "${name}", found ${found.length}`,
		);
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

/** Attributes whose words a visitor reads, or a link preview shows. */
const READ_ATTRIBUTES = ['alt', 'ariaLabel', 'content'];

/**
 * The words of a page a visitor can read: every text outside scripts and styles, each text a
 * word apart from the next, and the alternative texts, labels and meta texts (web addresses
 * left out: they are not words).
 */
export function visibleText(tree: Root): string {
	const words: string[] = [];
	const walk = (node: Nodes) => {
		if (node.type === 'text') words.push(node.value);
		if (node.type === 'element') {
			if (node.tagName === 'script' || node.tagName === 'style') return;
			for (const name of READ_ATTRIBUTES) {
				const value = attribute(node, name);
				if (value && !/^https?:/.test(value)) words.push(value);
			}
		}
		if ('children' in node) node.children.forEach(walk);
	};
	walk(tree);
	return normalise(words.join(' '));
}
