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
