// The fields of a résumé that are private by their name (a phone or mobile number, a street
// address, a birth date, references, a salary, an ID number...), in any letter case and wherever
// JSON Resume or the owner put them, each with the kind site.json's `publish` names it by.
import type { PrivateField } from '../schemas/resume.ts';

/** A field's place in a document: its keys and list indices, from the top. */
export type FieldPath = (string | number)[];

/** A private field found in a document. */
export interface PrivateFieldAt {
	path: FieldPath;
	kind: PrivateField;
}

/** The words of a field's name: `dateOfBirth` → date, of, birth; `street_address` → street, address. */
export function wordsOf(name: string): string[] {
	return name
		.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
		.replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
}

const PHONE = ['phone', 'phones', 'mobile', 'cell', 'cellphone', 'telephone', 'tel', 'fax'];
const ADDRESS = ['address', 'addresses', 'street', 'streetaddress'];
/** Words beside "address" that make it an e-mail or web address, which is no place. */
const NOT_A_PLACE = ['email', 'mail', 'web', 'website', 'url', 'ip'];
const POSTAL = ['postal', 'postcode', 'zip', 'zipcode'];
const BIRTH = ['birth', 'birthday', 'birthdate', 'birthplace', 'dob', 'born', 'age'];
const REFERENCES = ['reference', 'references', 'referee', 'referees'];
const SALARY = ['salary', 'salaries', 'wage', 'wages', 'compensation', 'remuneration'];
/** Names that are an ID number by themselves. */
const ID_NAMES = [
	...['passport', 'ssn', 'nin', 'personnummer', 'dni', 'nie', 'nif', 'cpf', 'aadhaar'],
	...['pesel', 'snils', 'identity', 'identification'],
];
/** Two words that make an ID number together: a national, social, tax or plain id number. */
const ID_FIRST = ['national', 'social', 'tax', 'id', 'driver', 'driving'];
const ID_SECOND = ['id', 'number', 'no', 'insurance', 'security', 'code', 'license', 'licence'];
const PERSONAL = ['gender', 'sex', 'marital', 'religion', 'ethnicity'];

const any = (words: string[], list: string[]) => words.some((word) => list.includes(word));

/** True when two different words of the name are an ID number's: `taxId`, `nationalIdNumber`. */
const isIdPair = (words: string[]) =>
	words.some(
		(first, i) =>
			ID_FIRST.includes(first) && words.some((second, j) => j !== i && ID_SECOND.includes(second)),
	);

/**
 * The private kind a field's name says, or undefined. `inEntry` is a field of a section's entry (a
 * job, a school): an employer's address is no one's home, so only a person's kinds count there.
 */
export function privateKindOf(name: string, inEntry = false): PrivateField | undefined {
	const words = wordsOf(name);
	if (any(words, PHONE)) return 'phone';
	if (!inEntry && any(words, ADDRESS) && !any(words, NOT_A_PLACE)) return 'address';
	if (!inEntry && any(words, POSTAL)) return 'postalCode';
	if (any(words, BIRTH)) return 'birth';
	if (any(words, REFERENCES)) return 'references';
	if (any(words, SALARY)) return 'salary';
	if (any(words, ID_NAMES) || isIdPair(words)) return 'idNumber';
	if (any(words, PERSONAL)) return 'personal';
	return undefined;
}

/** True for a plain object (not a list, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every private field of `document` (a résumé as written, or any JSON such as the JSON-LD of a
 * page), outermost first: a private field's own contents are not listed again. The basics and the
 * top level may hold any kind; a section's entries only a person's.
 */
export function privateFieldsOf(document: unknown): PrivateFieldAt[] {
	const found: PrivateFieldAt[] = [];
	const visit = (value: unknown, path: FieldPath, inEntry: boolean) => {
		if (Array.isArray(value)) {
			// The entries of a top-level section (work, education...) are a job's, a school's.
			const entries = inEntry || (path.length === 1 && path[0] !== 'basics');
			value.forEach((item, index) => visit(item, [...path, index], entries));
			return;
		}
		if (!isRecord(value)) return;
		for (const [key, item] of Object.entries(value)) {
			const kind = privateKindOf(key, inEntry);
			if (kind) found.push({ path: [...path, key], kind });
			else visit(item, [...path, key], inEntry);
		}
	};
	visit(document, [], false);
	return found;
}

/** A path as messages write it: `basics.location.address`, `work[2].salary`. */
export function pathText(path: FieldPath): string {
	return path
		.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`))
		.join('');
}

/** The value at `path` of `document`, or undefined. */
export function valueAt(document: unknown, path: FieldPath): unknown {
	return path.reduce<unknown>(
		(value, key) =>
			typeof key === 'number'
				? Array.isArray(value)
					? value[key]
					: undefined
				: isRecord(value)
					? value[key]
					: undefined,
		document,
	);
}

/** `document` without the fields at `paths` (a copy; the rest kept in its order). */
export function withoutPaths<T>(document: T, paths: readonly FieldPath[]): T {
	const drop = (value: unknown, at: FieldPath): unknown => {
		const here = paths.filter((path) => at.every((key, index) => path[index] === key));
		if (here.length === 0) return value;
		if (Array.isArray(value)) return value.map((item, index) => drop(item, [...at, index]));
		if (!isRecord(value)) return value;
		return Object.fromEntries(
			Object.entries(value)
				.filter(
					([key]) => !here.some((path) => path.length === at.length + 1 && path.at(-1) === key),
				)
				.map(([key, item]) => [key, drop(item, [...at, key])]),
		);
	};
	return drop(document, []) as T;
}

/**
 * `document` split in two: `rest` without the fields at `paths` (an object they leave empty goes
 * too), and `taken`, `into` (a document of the same shape, e.g. a private résumé) with them added.
 */
export function separate(
	document: unknown,
	paths: readonly FieldPath[],
	into: unknown = {},
): { rest: unknown; taken: unknown } {
	const taken: Record<string, unknown> = isRecord(into) ? structuredClone(into) : {};
	for (const path of paths) {
		let at = taken;
		for (const key of path.slice(0, -1)) {
			const next = at[String(key)];
			at = (at[String(key)] = isRecord(next) ? next : {}) as Record<string, unknown>;
		}
		at[String(path.at(-1))] = valueAt(document, path);
	}
	let rest = withoutPaths(document, paths);
	// An object the move left empty goes too (basics.location without its address and postal
	// code), and so on up; one that was empty before stays as the owner wrote it.
	const parents = paths.flatMap((path) =>
		path.slice(0, -1).map((_, end) => path.slice(0, end + 1)),
	);
	for (const parent of parents.sort((a, b) => b.length - a.length)) {
		const now = valueAt(rest, parent);
		const before = valueAt(document, parent);
		if (
			isRecord(now) &&
			Object.keys(now).length === 0 &&
			isRecord(before) &&
			Object.keys(before).length > 0
		)
			rest = withoutPaths(rest, [parent]);
	}
	return { rest, taken };
}
