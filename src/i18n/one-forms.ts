// The texts for a count of one an older pages.json held beside their counted text
// (`search.resultsOne` beside `search.results`): today they are that text's `one` form. Until
// content:migrate folds them in, the build reads them so.
import { isPluralForms } from './plural.client.ts';

/** Each older text for one, by dotted path, and the counted text whose `one` form it is. */
export const ONE_FORMS = [
	['projects.tagDescriptionOne', 'projects.tagDescription'],
	['notes.tagDescriptionOne', 'notes.tagDescription'],
	['search.resultsOne', 'search.results'],
] as const;

type Group = Record<string, unknown>;

/** Whether `value` is a group of texts (a plain object). */
const isGroup = (value: unknown): value is Group =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The group and key at a dotted path of two parts. */
function place(texts: Group, path: string): [Group | undefined, string] {
	const [group, key] = path.split('.') as [string, string];
	return [isGroup(texts[group]) ? (texts[group] as Group) : undefined, key];
}

/** The older texts for one that `texts` (one pages.json) holds, by dotted path. */
export function oneFormsIn(texts: unknown): string[] {
	if (!isGroup(texts)) return [];
	return ONE_FORMS.filter(([one]) => {
		const [group, key] = place(texts, one);
		return group !== undefined && group[key] !== undefined;
	}).map(([one]) => one);
}

/**
 * `texts` (one pages.json) with each older text for one folded into its counted text as the
 * `one` form; a counted text the file leaves out takes `builtIn`'s forms (the language's own),
 * and without those the older text stays for the check to name. `texts` itself is not changed.
 */
export function foldOneForms(texts: unknown, builtIn: unknown): unknown {
	if (oneFormsIn(texts).length === 0) return texts;
	const folded = structuredClone(texts) as Group;
	for (const [onePath, countedPath] of ONE_FORMS) {
		const [group, oneKey] = place(folded, onePath);
		const one = group?.[oneKey];
		if (!group || typeof one !== 'string') continue;
		const countedKey = place(folded, countedPath)[1];
		const [shippedGroup] = isGroup(builtIn) ? place(builtIn, countedPath) : [undefined];
		const counted = group[countedKey] ?? shippedGroup?.[countedKey];
		if (typeof counted === 'string') group[countedKey] = { one, other: counted };
		else if (isPluralForms(counted)) group[countedKey] = { ...counted, one };
		else continue;
		delete group[oneKey];
	}
	return folded;
}
