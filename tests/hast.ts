/**
 * Reading parsed HTML (hast trees from hast-util-from-html) in tests: the unsafe parts of
 * content are looked for in the parsed document, where text inside an attribute is inert,
 * never by searching the HTML as a string.
 */
import type { Element, Nodes } from 'hast';

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
