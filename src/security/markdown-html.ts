// A Markdown (Sätteri hast) plugin that keeps only the HTML GitHub keeps in a README: a story's raw
// HTML is parsed into elements and every top-level node passes through hast-util-sanitize.
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];
type Root = Parameters<typeof sanitize>[0];

/** Prism's class names on highlighted code: `language-ts`, `token keyword`. */
const CODE_CLASS = /^(?:language-[\w-]+|token|[a-z][\w-]*)$/;

/**
 * GitHub's allowlist, with what highlighted code needs. As on GitHub, an `id` or `name` written
 * in raw HTML gets the prefix `user-content-`, so a story cannot shadow the page's own ids or
 * globals; the ids of Markdown headings are added after this plugin and stay as they are.
 */
export const STORY_SCHEMA: Schema = {
	...defaultSchema,
	// Elements removed with everything inside them (others not allowed keep their text).
	strip: [
		'script',
		'style',
		'iframe',
		'frame',
		'frameset',
		'object',
		'embed',
		'applet',
		'template',
		'noscript',
		'noembed',
		'noframes',
		'textarea',
		'select',
		'title',
		'svg',
		'math',
		'xmp',
		'plaintext',
	],
	attributes: {
		...defaultSchema.attributes,
		pre: [
			['className', CODE_CLASS],
			['dataLanguage', /^[\w-]+$/],
		],
		code: [['className', CODE_CLASS]],
		span: [['className', CODE_CLASS]],
	},
};

/** The HTML nodes of `root` that the schema keeps. */
export function sanitizeStory(root: Root): Root {
	return sanitize(root, STORY_SCHEMA) as Root;
}

/**
 * The plugin, first in `satteri({ features: { rawHtml: true }, hastPlugins: [...] })`, so what the
 * site's other plugins add (links that open a new tab, image markers, heading ids) is not filtered.
 */
export function storyHtml(): HastPlugin {
	return {
		name: 'story-html',
		before(root, ctx) {
			for (const child of [...root.children]) {
				const clean = sanitizeStory({ type: 'root', children: [child] } as Root);
				const kept = 'children' in clean ? clean.children : [];
				if (kept.length === 0) ctx.removeNode(child);
				else ctx.replaceNode(child, kept as never);
			}
		},
	};
}
