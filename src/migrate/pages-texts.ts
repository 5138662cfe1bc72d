// The step for pages.json written before texts the pages now need were added (the résumé page's,
// the colour scheme's, search's) or a text they no longer show was taken out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pagesSchema } from '../schemas/pages.ts';
import type { MigrationStep } from './step.ts';
import { isObject, readJsonFile, writeJsonFile, type JsonObject } from './json-file.ts';
import { ADDED_TEXTS as ADDED } from './added-texts.ts';

/** Texts pages.json once held that no page shows any more. */
const REMOVED = ['resume.profiles'];

/** The value at a dotted path of `object`, or undefined. */
function at(object: unknown, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), object);
}

/** The added texts pages.json `raw` lacks that the schema asks for (none once it may leave them out). */
function missing(raw: unknown): string[] {
	const result = pagesSchema.safeParse(raw);
	if (result.success) return [];
	const asked = new Set(result.error.issues.map((issue) => issue.path.join('.')));
	return Object.keys(ADDED).filter((path) => at(raw, path) === undefined && asked.has(path));
}

/** The texts no page shows that pages.json `raw` still holds. */
const leftOver = (raw: unknown) => REMOVED.filter((path) => at(raw, path) !== undefined);

/** The older texts of pages.json, added and taken out since it was written. */
export const pagesTextsStep: MigrationStep = {
	title:
		'pages.json: texts the pages have needed since (résumé, colour scheme, search) and one they no longer show',
	detect(dir) {
		const raw = readJsonFile(join(dir, 'pages.json'));
		if (!isObject(raw)) return [];
		return [
			...missing(raw).map((path) => `pages.json: ${path}: missing; added in a later version`),
			...leftOver(raw).map((path) => `pages.json: ${path}: no page shows it any more`),
		];
	},
	apply(dir) {
		const file = join(dir, 'pages.json');
		const raw = existsSync(file) ? readJsonFile(file) : undefined;
		if (!isObject(raw)) return [];
		const changes: string[] = [];
		for (const path of missing(raw)) {
			const keys = path.split('.');
			const parent = keys.slice(0, -1).reduce<JsonObject>((object, key) => {
				if (!isObject(object[key])) object[key] = {};
				return object[key] as JsonObject;
			}, raw);
			parent[keys.at(-1)!] = ADDED[path];
			changes.push(
				`pages.json: ${path}: added in English; write it in your words and language if you like`,
			);
		}
		for (const path of leftOver(raw)) {
			const keys = path.split('.');
			delete (at(raw, keys.slice(0, -1).join('.')) as JsonObject)[keys.at(-1)!];
			changes.push(`pages.json: ${path}: removed; no page shows it`);
		}
		if (changes.length > 0) writeJsonFile(file, raw);
		return changes;
	},
};
