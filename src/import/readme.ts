// A README made into a project's story: its first sections, every relative link made absolute,
// its images turned into links (the site shows images of its own only), its HTML sanitised as
// every story's is, and the image the import takes as the screenshot left out.
import type { ElementContent, Root as HastRoot, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { markdownToMdast } from 'satteri';
import { sanitizeStory, STORY_SCHEMA } from '../security/markdown-html.ts';
import type { Readme } from './forge.ts';

/** The story keeps the README's opening and this many sections (headings of level 1 or 2). */
const SECTIONS = 2;

/** Past this many characters the story ends at the next block. */
const STORY_CHARACTERS = 3000;

interface Node {
	type: string;
	url?: string;
	alt?: string | null;
	value?: string;
	depth?: number;
	children?: Node[];
	position?: { start: { offset: number }; end: { offset: number } };
}

const parse = (markdown: string) =>
	markdownToMdast(markdown, {
		features: { rawHtml: true, frontmatter: false },
		position: true,
	}) as unknown as Node;

const span = (node: Node) => [node.position!.start.offset, node.position!.end.offset] as const;

/** A link's address made absolute from the README's place; undefined for one that is not safe. */
function absolute(url: string, readme: Readme, kind: 'links' | 'images'): string | undefined {
	const base = readme[kind];
	try {
		const resolved = url.startsWith('#')
			? new URL(url, readme.links.replace(/\/(?:-\/)?blob\/[^/]+\/$/, '/'))
			: url.startsWith('/') && !url.startsWith('//')
				? new URL(url.slice(1), base)
				: new URL(url, new URL(readme.dir, base));
		return /^(?:https?|mailto):$/.test(resolved.protocol) ? resolved.href : undefined;
	} catch {
		return undefined;
	}
}

/** The file an address names, as a link to an image without alt text reads. */
function fileName(url: string): string {
	const name = new URL(url).pathname.split('/').pop() || url;
	try {
		return decodeURIComponent(name);
	} catch {
		return name;
	}
}

/** Markdown link text: brackets and backslashes escaped. */
const linkText = (text: string) => text.replace(/[\\[\]]/g, '\\$&');

/** The text of a hast tree, as a reader hears it (images' alt texts only with `alts`). */
function hastText(node: HastRoot | RootContent, alts = true): string {
	if (node.type === 'text') return node.value;
	if (node.type === 'element' && node.tagName === 'img')
		return alts ? String(node.properties.alt ?? '') : '';
	return 'children' in node ? node.children.map((child) => hastText(child, alts)).join('') : '';
}

/** Image addresses in an HTML fragment, in order. */
function htmlImages(node: HastRoot | RootContent): string[] {
	if (node.type === 'element' && node.tagName === 'img')
		return typeof node.properties.src === 'string' ? [node.properties.src] : [];
	return 'children' in node ? node.children.flatMap(htmlImages) : [];
}

/**
 * An HTML fragment of the README as the story keeps it: sanitised, addresses absolute, each image
 * a link to it (its alt text only inside another link), the screenshot left out.
 */
function storyHtml(
	html: string,
	readme: Readme,
	screenshot: string | undefined,
	keepEmpty = false,
): string {
	const tree = sanitizeStory(fromHtml(html, { fragment: true })) as HastRoot;
	const rewrite = (children: ElementContent[], inLink: boolean): ElementContent[] =>
		children.flatMap((child): ElementContent[] => {
			if (child.type !== 'element') return [child];
			if (child.tagName === 'img') {
				const src = absolute(String(child.properties.src ?? ''), readme, 'images');
				const alt = String(child.properties.alt ?? '');
				if (!src || src === screenshot) return [];
				if (inLink) return alt ? [{ type: 'text', value: alt }] : [];
				return [
					{
						type: 'element',
						tagName: 'a',
						properties: { href: src },
						children: [{ type: 'text', value: alt || fileName(src) }],
					},
				];
			}
			const isLink = child.tagName === 'a';
			if (isLink && typeof child.properties.href === 'string') {
				const href = absolute(child.properties.href, readme, 'links');
				if (href) child.properties.href = href;
				else delete child.properties.href;
			}
			child.children = rewrite(child.children, inLink || isLink);
			return [child];
		});
	tree.children = rewrite(tree.children as ElementContent[], false) as RootContent[];
	return keepEmpty || hastText(tree).trim() !== '' ? toHtml(tree) : '';
}

/** Every image the README shows, as absolute https addresses, in order. */
export function readmeImages(readme: Readme): string[] {
	const found: string[] = [];
	const visit = (node: Node) => {
		if (node.type === 'image' && node.url) found.push(node.url);
		else if (node.type === 'html' && node.value)
			found.push(...htmlImages(fromHtml(node.value, { fragment: true })));
		node.children?.forEach(visit);
	};
	visit(parse(readme.markdown));
	return found
		.map((url) => absolute(url, readme, 'images'))
		.filter((url): url is string => url?.startsWith('https:') ?? false);
}

/** The text of a Markdown node, images and HTML left out. */
function plainText(node: Node): string {
	if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
	if (node.type === 'break') return ' ';
	return (node.children ?? []).map(plainText).join('');
}

/** Whether a block holds words (not only images, badges or empty markup). */
const hasWords = (block: Node) =>
	/[\p{L}\p{N}]/u.test(
		block.type === 'html'
			? hastText(fromHtml(block.value ?? '', { fragment: true }), false)
			: plainText(block),
	);

/**
 * One tag of inline HTML (`<kbd>`, `</a>`, `<img src=…>`): an image as a link, as in a block; an
 * opening tag sanitised, its addresses made absolute; a closing tag kept when its element is.
 */
function inlineHtml(tag: string, readme: Readme, screenshot: string | undefined): string {
	if (/^<img\b/i.test(tag)) return storyHtml(tag, readme, screenshot);
	const [, slash, name = ''] = /^<(\/?)([a-z][\w-]*)/i.exec(tag) ?? [];
	if (!name || !STORY_SCHEMA.tagNames?.includes(name.toLowerCase())) return '';
	if (slash) return `</${name.toLowerCase()}>`;
	return storyHtml(tag, readme, screenshot, true).replace(/<\/[\w-]+>$/, '');
}

/** Nodes whose HTML children are inline tags, not blocks. */
const INLINE_PARENTS = new Set([
	'paragraph',
	'heading',
	'emphasis',
	'strong',
	'delete',
	'tableCell',
]);

/** The README's story and the first sentence of its first paragraph, for a description. */
export function readmeStory(
	readme: Readme,
	screenshot?: string,
): { story: string; sentence?: string } {
	const markdown = readme.markdown.replace(/\r\n?/g, '\n');
	const root = parse(markdown);
	const edits: { from: number; to: number; text: string }[] = [];
	const html = (node: Node, inline: boolean) =>
		inline
			? inlineHtml(node.value ?? '', readme, screenshot)
			: storyHtml(node.value ?? '', readme, screenshot);
	const visit = (node: Node, inline: boolean) => {
		const [from, to] = node.position ? span(node) : [0, 0];
		if (node.type === 'code' || node.type === 'inlineCode') return;
		if (node.type === 'image') {
			const src = absolute(node.url ?? '', readme, 'images');
			const text =
				!src || src === screenshot ? '' : `[${linkText(node.alt || fileName(src))}](<${src}>)`;
			edits.push({ from, to, text });
		} else if (node.type === 'link') {
			const inner = (node.children ?? [])
				.map((child) =>
					child.type === 'image'
						? linkText(child.alt ?? '')
						: child.type === 'html'
							? html(child, true)
							: markdown.slice(...span(child)),
				)
				.join('');
			const href = absolute(node.url ?? '', readme, 'links');
			const text = inner.trim() || href || '';
			edits.push({ from, to, text: href ? `[${text}](<${href}>)` : text });
		} else if (node.type === 'definition') {
			const href = absolute(node.url ?? '', readme, 'links');
			const source = markdown.slice(from, to);
			edits.push({ from, to, text: href ? source.replace(/\]:\s*\S+/, `]: <${href}>`) : '' });
		} else if (node.type === 'imageReference') {
			edits.push({ from, to, text: markdown.slice(from, to).replace(/^!/, '') });
		} else if (node.type === 'html') {
			edits.push({ from, to, text: html(node, inline) });
		} else for (const child of node.children ?? []) visit(child, INLINE_PARENTS.has(node.type));
	};
	const blocks = (root.children ?? []).filter((block) => block.position);
	// The README's own title: the page shows the project's title above the story.
	if (blocks[0]?.type === 'heading' && blocks[0].depth === 1) blocks.shift();
	const kept: string[] = [];
	let sections = 0;
	let length = 0;
	let sentence: string | undefined;
	for (const block of blocks) {
		if (block.type === 'heading' && (block.depth ?? 0) <= 2 && ++sections > SECTIONS) break;
		if (length > STORY_CHARACTERS) break;
		// Opening blocks of images alone (badges, a logo) say nothing once the images are links.
		if (kept.length === 0 && block.type !== 'heading' && !hasWords(block)) continue;
		const [from, to] = span(block);
		visit(block, false);
		let text = markdown.slice(from, to);
		for (const edit of edits.splice(0).sort((a, b) => b.from - a.from))
			text = text.slice(0, edit.from - from) + edit.text + text.slice(edit.to - from);
		// A level-1 heading in the story would be a second title on the page.
		if (block.type === 'heading' && block.depth === 1)
			text = `## ${text.replace(/^#\s*/, '').replace(/\n=+\s*$/, '')}`;
		if (text.trim() === '') continue;
		if (!sentence && block.type === 'paragraph') {
			// A short first sentence, or a whole first paragraph of at most 200 characters.
			const words = plainText(block).replace(/\s+/g, ' ').trim();
			const first = /^.{10,200}?[.!?。！？](?=\s|$)/u.exec(words)?.[0];
			sentence = first ?? (words.length <= 200 ? words || undefined : undefined);
		}
		kept.push(text.trim());
		length += text.length;
	}
	return { story: kept.join('\n\n'), ...(sentence && { sentence }) };
}
