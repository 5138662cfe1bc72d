// The privacy rules of the résumé: which private fields the site publishes (those of the kinds the
// owner opted in through site.json's `publish`), and which it holds back, as the check names them.
import type { PrivateField, Resume, ResumeDocument } from '../schemas/resume.ts';
import {
	isRecord,
	pathText,
	privateFieldsOf,
	valueAt,
	withoutPaths,
	type PrivateFieldAt,
} from './private-fields.ts';

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * `value` without its blank texts, in every object and list: a blank text counts as left out
 * (`"endDate": ""` is a current job), and JSON Resume has no empty date, address or line.
 */
function withoutBlanks(value: unknown): unknown {
	if (Array.isArray(value)) return value.filter((each) => !isBlank(each)).map(withoutBlanks);
	if (!isRecord(value)) return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(([, each]) => !isBlank(each))
			.map(([name, each]) => [name, withoutBlanks(each)]),
	);
}

/**
 * The résumé as the site publishes it: the private fields (by their name, at any depth) of the
 * kinds the owner did not opt in and the blank texts left out, and everything else as it is (the
 * owner's whole document, fields the schema does not know too).
 */
export function publishedResume<T extends Resume | ResumeDocument>(
	resume: T,
	publish: readonly PrivateField[] = [],
): T {
	const document = withoutBlanks(resume);
	return withoutPaths(
		document,
		heldFields(document, publish).map(({ path }) => path),
	) as T;
}

/** The private fields of `document` whose kind `publish` does not name: the ones the site leaves out. */
export function heldFields(
	document: unknown,
	publish: readonly PrivateField[] = [],
): PrivateFieldAt[] {
	return privateFieldsOf(document).filter(({ kind }) => !publish.includes(kind));
}

/** The private fields the résumé holds and the site leaves out, as `content:check` names them. */
export function withheldFields(
	resume: Resume | ResumeDocument,
	publish: readonly PrivateField[] = [],
): string[] {
	return heldFields(withoutBlanks(resume), publish).map(({ path }) => pathText(path));
}

/** A private field that can move to the private résumé, with its value. */
export interface MovableField extends PrivateFieldAt {
	value: unknown;
}

/**
 * The private fields of a résumé as written that the site leaves out and that a private résumé
 * holds in the same place, merged over it: those of `basics` and the top level (a section's entry
 * has no place of its own there), with a value.
 */
export function movableFields(
	document: unknown,
	publish: readonly PrivateField[] = [],
): MovableField[] {
	return heldFields(withoutBlanks(document), publish)
		.filter(({ path }) => path.length === 1 || path[0] === 'basics')
		.filter(({ path }) => !path.includes('profiles'))
		.map((field) => ({ ...field, value: valueAt(document, field.path) }));
}
