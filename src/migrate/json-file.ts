// The JSON files of a content folder as migration steps read and write them: parsed when they
// parse, written back in the layout Prettier gives them (tabs, objects open, short lists on a line).
import { existsSync, writeFileSync } from 'node:fs';
import { readJson } from '../data/content-files.ts';
import { crashPoint } from '../owner-files/crash-point.ts';

/** A JSON object as read from a file. */
export type JsonObject = Record<string, unknown>;

/** True for a plain JSON object (not a list, not null). */
export const isObject = (value: unknown): value is JsonObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parsed file at `path`; undefined when it is missing, not UTF-8 or not JSON: the content
 * check names those problems, and a migration leaves such a file alone.
 */
export function readJsonFile(path: string): unknown {
	if (!existsSync(path)) return undefined;
	try {
		return readJson(path, path);
	} catch {
		return undefined;
	}
}

/** The width Prettier fits a line into, a tab counting as its width. */
const WIDTH = 100;
const TAB = 2;

/**
 * `value` as JSON laid out as Prettier lays out a JSON file, at `depth` tabs after `before`
 * characters of its line (its key).
 */
function layout(value: unknown, depth: number, before = 0): string {
	const pad = '\t'.repeat(depth + 1);
	const end = '\t'.repeat(depth);
	if (Array.isArray(value)) {
		if (value.length === 0) return '[]';
		const items = value.map((item) => layout(item, depth + 1));
		const inline = `[${items.join(', ')}]`;
		const flat = value.every((item) => !isObject(item) && !Array.isArray(item));
		if (flat && depth * TAB + before + inline.length + 1 <= WIDTH) return inline;
		return `[\n${items.map((item) => `${pad}${item}`).join(',\n')}\n${end}]`;
	}
	if (isObject(value)) {
		const entries = Object.entries(value).filter(([, item]) => item !== undefined);
		if (entries.length === 0) return '{}';
		const lines = entries.map(([key, item]) => {
			const name = `${JSON.stringify(key)}: `;
			return `${pad}${name}${layout(item, depth + 1, name.length)}`;
		});
		return `{\n${lines.join(',\n')}\n${end}}`;
	}
	return JSON.stringify(value);
}

/** Writes `value` to `path` as a JSON file in Prettier's layout. */
export function writeJsonFile(path: string, value: unknown): void {
	writeFileSync(path, `${layout(value, 0)}\n`);
	crashPoint();
}
