// The import graph of src/, read from the source text: every static import and export, `import
// type` included, dynamic `import('…')` with a literal, and the imports of .astro files (their
// frontmatter and their <script>s). Used by the tests that keep the folders one-way.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** The source files of src/, as paths from the project folder (`src/site.ts`). */
export function sourceFiles(): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
			entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
		);
	return walk(SRC)
		.filter((file) => /\.(ts|tsx|mts|mjs|js|astro)$/.test(file))
		.map((file) => relative(ROOT, file))
		.sort();
}

const SPECIFIER =
	/(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What `file` imports, as written: `./x.ts`, `node:fs`, `astro:i18n`. */
export function specifiersOf(file: string): string[] {
	const text = readFileSync(join(ROOT, file), 'utf8');
	return [...text.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2])!);
}

/** The files of the project that `file` imports by a relative path, from the project folder. */
export function localImportsOf(file: string): string[] {
	return specifiersOf(file)
		.filter((specifier) => specifier.startsWith('.'))
		.map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)));
}

/** The room of a source file: its top folder under src/ (`data`), or the file itself (`site.ts`). */
export function roomOf(file: string): string {
	const [top, ...rest] = relative('src', file).split('/');
	return rest.length > 0 ? `${top}/` : top!;
}

/** An import graph: each node with the nodes it imports and, per arrow, the files that draw it. */
export interface Graph {
	arrows: Map<string, Map<string, string[]>>;
}

/** The graph of `files` with each file mapped to a node by `nodeOf` (arrows inside a node left out). */
export function graphOf(files: string[], nodeOf: (file: string) => string): Graph {
	const arrows = new Map<string, Map<string, string[]>>();
	for (const file of files) {
		for (const target of localImportsOf(file)) {
			if (!target.startsWith('src/')) continue;
			const from = nodeOf(file);
			const to = nodeOf(target);
			if (from === to) continue;
			const out = arrows.get(from) ?? new Map<string, string[]>();
			out.set(to, [...(out.get(to) ?? []), `${file} → ${target}`]);
			arrows.set(from, out);
		}
	}
	return { arrows };
}

/** The loops of a graph (its strongly connected parts of two nodes or more), by Tarjan's method. */
export function loopsOf({ arrows }: Graph): string[][] {
	let next = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const loops: string[][] = [];
	const visit = (node: string) => {
		index.set(node, next);
		low.set(node, next++);
		stack.push(node);
		onStack.add(node);
		for (const to of arrows.get(node)?.keys() ?? []) {
			if (!index.has(to)) {
				visit(to);
				low.set(node, Math.min(low.get(node)!, low.get(to)!));
			} else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
		}
		if (low.get(node) !== index.get(node)) return;
		const loop: string[] = [];
		let member: string;
		do {
			member = stack.pop()!;
			onStack.delete(member);
			loop.push(member);
		} while (member !== node);
		if (loop.length > 1) loops.push(loop.sort());
	};
	for (const node of arrows.keys()) if (!index.has(node)) visit(node);
	return loops;
}

/** The arrows between the nodes of one loop, each with the files that draw it. */
export function arrowsWithin({ arrows }: Graph, loop: string[]): string[] {
	return loop.flatMap((from) =>
		[...(arrows.get(from) ?? [])]
			.filter(([to]) => loop.includes(to))
			.map(([to, files]) => `${from} → ${to}: ${files.join(', ')}`),
	);
}

/** Every file of src/ that `file` reaches through its imports, itself included. */
export function reachedFrom(file: string): Set<string> {
	const seen = new Set<string>([file]);
	const queue = [file];
	while (queue.length > 0) {
		for (const target of localImportsOf(queue.shift()!)) {
			if (!target.startsWith('src/') || seen.has(target)) continue;
			seen.add(target);
			if (/\.(ts|tsx|mts|mjs|js|astro)$/.test(target)) queue.push(target);
		}
	}
	return seen;
}
