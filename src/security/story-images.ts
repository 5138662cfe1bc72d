// The images a project's story names, told apart as the build treats them, and their checks.
import { basename, dirname, resolve } from 'node:path';
import { markdownToMdast } from 'satteri';
import { typeOfName } from './file-type.ts';
import { namedFileProblems, pictureProblems, type NamedFile } from './named-files.ts';

/** The image addresses a project's story names, as the build treats them. */
export interface StoryImages {
	/** Markdown images with a relative path: the build publishes these files. */
	local: string[];
	/** Markdown images with a path from the root (`/x.png`): never a file of the content's. */
	rooted: string[];
	/** Images on another site (Markdown, reference or HTML): the site's policy blocks them. */
	remote: string[];
}

/** A Markdown image's address as the build reads it (percent-escapes decoded). */
function decoded(url: string): string {
	try {
		return decodeURI(url);
	} catch {
		return url;
	}
}

/** Whether an image address is on another site. */
const isRemote = (url: string) => /^(?:https?:)?\/\//i.test(url);

/**
 * What a story's Markdown publishes: its images, links and raw HTML in the order it has them,
 * the link definitions, and the references that use them (code blocks and spans are text).
 */
export interface StoryParts {
	nodes: { type: 'image' | 'link' | 'html'; value: string }[];
	definitions: Map<string, string>;
	references: { type: 'image' | 'link'; identifier: string }[];
}

/** The last stories read, by their Markdown: several checks read each story in turn. */
const read = new Map<string, StoryParts>();

/** A story's parts, its Markdown parsed once for the checks that follow one another. */
export function storyParts(markdown: string): StoryParts {
	const kept = read.get(markdown);
	if (kept) return kept;
	const found: StoryParts = { nodes: [], definitions: new Map(), references: [] };
	const visit = (node: unknown) => {
		const { type, url, identifier, value, children } = node as {
			type?: string;
			url?: string;
			identifier?: string;
			value?: string;
			children?: unknown[];
		};
		if ((type === 'image' || type === 'link') && url) found.nodes.push({ type, value: url });
		else if (type === 'html' && value) found.nodes.push({ type, value });
		else if (type === 'definition' && url && identifier) found.definitions.set(identifier, url);
		else if ((type === 'imageReference' || type === 'linkReference') && identifier)
			found.references.push({ type: type === 'imageReference' ? 'image' : 'link', identifier });
		for (const child of children ?? []) visit(child);
	};
	visit(markdownToMdast(markdown, { features: { rawHtml: true }, position: false }));
	read.set(markdown, found);
	if (read.size > 16) read.delete(read.keys().next().value!);
	return found;
}

/** The image addresses in a story's Markdown (code blocks and text that only looks like one excluded). */
export function storyImages(markdown: string): StoryImages {
	const { nodes, definitions, references } = storyParts(markdown);
	const found: StoryImages = { local: [], rooted: [], remote: [] };
	for (const { type, value } of nodes)
		if (type === 'image') {
			const address = decoded(value);
			if (isRemote(address)) found.remote.push(address);
			else if (address.startsWith('/')) found.rooted.push(address);
			else if (!URL.canParse(address)) found.local.push(address);
		} else if (type === 'html')
			for (const match of value.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi))
				if (isRemote(match[1]!)) found.remote.push(match[1]!);
	for (const { type, identifier } of references) {
		const url = definitions.get(identifier);
		if (type === 'image' && url && isRemote(url)) found.remote.push(url);
	}
	found.remote = [...new Set(found.remote)];
	return found;
}

/** The extensions of the images a story can show, as messages list them. */
const STORY_EXTENSIONS = '.png, .jpg, .webp, .avif, .gif or .svg';

/**
 * The problems of the images a story publishes: each must be an image file inside the content
 * folder `root` (checked as every named file is); a path from the root is never one. `file` is
 * the Markdown file (where relative paths start) and `shown` its name in messages. Pixels are
 * counted by `storyPictureProblems`, which needs to wait.
 */
export function storyImageProblems(
	file: string,
	shown: string,
	body: string,
	root: string,
): string[] {
	return storyChecks(file, shown, body, root).flatMap((check) =>
		'problem' in check ? [check.problem] : namedFileProblems(check.file),
	);
}

/** `storyImageProblems` with each raster image's pixels counted too. */
export async function storyPictureProblems(
	file: string,
	shown: string,
	body: string,
	root: string,
): Promise<string[]> {
	const checks = storyChecks(file, shown, body, root);
	const problems = await Promise.all(
		checks.map((check) => ('problem' in check ? [check.problem] : pictureProblems(check.file))),
	);
	return problems.flat();
}

/** Each image of a story: a problem found from its address alone, or the file to check. */
function storyChecks(
	file: string,
	shown: string,
	body: string,
	root: string,
): ({ problem: string } | { file: NamedFile })[] {
	const { local, rooted } = storyImages(body);
	const beside = basename(file);
	const where = `${shown}: (body)`;
	return [
		...rooted.map((url) => ({
			problem: `${where}: the image ${url} is written from the site's root, where no file of the content is; put the picture beside ${beside} and write ./${basename(url)}`,
		})),
		...[...new Set(local)].map((url) =>
			typeOfName(url) && typeOfName(url) !== 'pdf'
				? {
						file: {
							path: resolve(dirname(file), url),
							root,
							where,
							named: url,
							missing: `put the picture beside ${beside} or fix the path`,
							outside: `copy it beside ${beside} and write ./${basename(url)}`,
						},
					}
				: {
						problem: `${where}: ${url} is not an image the build can process; use a ${STORY_EXTENSIONS} file`,
					},
		),
	];
}
