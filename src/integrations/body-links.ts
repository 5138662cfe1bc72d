// A Markdown plugin for links in project stories: other sites open in a new tab and say so; paths
// of this site get the configured base.

import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

/** What happens to one `href`: opened in a new tab, given the base, or left alone. */
export function classifyHref(
	href: string,
	base: string,
): { kind: 'external' } | { kind: 'internal'; href: string } | { kind: 'other' } {
	if (/^https?:\/\//i.test(href) || href.startsWith('//')) return { kind: 'external' };
	const prefix = base.replace(/\/$/, '');
	if (href.startsWith('/') && prefix && href !== prefix && !href.startsWith(`${prefix}/`))
		return { kind: 'internal', href: `${prefix}${href}` };
	return { kind: 'other' };
}

/**
 * The plugin, for `satteri({ hastPlugins: [bodyLinks(base, newTab)] })`; `newTab` is what screen
 * readers hear after a link to another site, e.g. "(opens in a new tab)".
 */
export function bodyLinks(base: string, newTab: string): HastPlugin {
	return {
		name: 'body-links',
		element: {
			filter: ['a'],
			visit(node, ctx) {
				const href = node.properties.href;
				if (typeof href !== 'string') return;
				const found = classifyHref(href, base);
				if (found.kind === 'internal') ctx.setProperty(node, 'href', found.href);
				if (found.kind !== 'external') return;
				ctx.setProperty(node, 'target', '_blank');
				ctx.setProperty(node, 'rel', ['noopener', 'noreferrer']);
				ctx.appendChild(node, {
					type: 'element',
					tagName: 'span',
					properties: { className: ['sr-only'] },
					children: [{ type: 'text', value: ` ${newTab}` }],
				});
			},
		},
	};
}
