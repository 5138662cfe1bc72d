// The step for texts an older pages.json holds that no page shows any more: the schema refuses
// them, so they go, in the default language's file and in every translation's.
import { relative } from 'node:path';
import type { MigrationStep } from './step.ts';
import { isObject, writeJsonFile } from './json-file.ts';
import { writtenOrNone } from '../settings/written.ts';
import { pagesFiles, without } from './pages-texts.ts';

/** Texts pages.json once held that no page shows any more, by dotted path. */
const RETIRED = ['resume.profiles'];

/** The value at a dotted path of `object`, or undefined. */
const at = (object: unknown, path: string): unknown =>
	path
		.split('.')
		.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), object);

/** Each pages.json of `dir` holding retired texts, with those texts. */
function retiredCopies(dir: string) {
	return pagesFiles(dir).flatMap(({ path, file }) => {
		const own = writtenOrNone(dir, file);
		if (!isObject(own)) return [];
		const retired = RETIRED.filter((key) => at(own, key) !== undefined);
		return retired.length > 0 ? [{ path, own, retired, shown: relative(dir, path) }] : [];
	});
}

/** Removes the texts of pages.json (and its translations) that no page shows any more. */
export const retiredTextsStep: MigrationStep = {
	title: 'pages.json: texts no page shows any more',
	detect(dir) {
		return retiredCopies(dir).flatMap(({ shown, retired }) =>
			retired.map(
				(key) => `${shown}: ${key}: no page shows it any more; content:migrate removes it`,
			),
		);
	},
	apply(dir) {
		return retiredCopies(dir).flatMap(({ path, own, retired, shown }) => {
			writeJsonFile(path, without(own, retired));
			return retired.map((key) => `${shown}: ${key}: removed; no page shows it`);
		});
	},
};
