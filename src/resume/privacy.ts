// The privacy rules of the résumé: which private fields the site publishes (those the owner opted
// in through site.json's `publish`), and which it holds back, as the content check names them.
import {
	PRIVATE_FIELDS,
	type PrivateField,
	type Resume,
	type ResumeDocument,
} from '../schemas/resume.ts';

/** `record` without the fields `names`, its other fields in their order. */
const without = (record: Record<string, unknown>, names: string[]) =>
	Object.fromEntries(Object.entries(record).filter(([name]) => !names.includes(name)));

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

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
 * The résumé as the site publishes it: the private fields the owner did not opt in and the blank
 * texts left out, and everything else as it is (the owner's whole document, fields the schema
 * does not know too).
 */
export function publishedResume<T extends Resume | ResumeDocument>(
	resume: T,
	publish: readonly PrivateField[] = [],
): T {
	const held = (name: PrivateField) => !publish.includes(name);
	const published = without(
		withoutBlanks(resume) as Record<string, unknown>,
		held('references') ? ['references'] : [],
	);
	if (isRecord(published.basics)) {
		const basics = without(published.basics, held('phone') ? ['phone'] : []);
		if (isRecord(basics.location))
			basics.location = without(basics.location, (['address', 'postalCode'] as const).filter(held));
		published.basics = basics;
	}
	return published as T;
}

/** The private fields the résumé holds and the site leaves out, as `content:check` names them. */
export function withheldFields(resume: Resume, publish: readonly PrivateField[] = []): string[] {
	const present: Record<PrivateField, boolean> = {
		phone: resume.basics?.phone !== undefined,
		address: resume.basics?.location?.address !== undefined,
		postalCode: resume.basics?.location?.postalCode !== undefined,
		references: (resume.references?.length ?? 0) > 0,
	};
	return (Object.keys(PRIVATE_FIELDS) as PrivateField[])
		.filter((name) => present[name] && !publish.includes(name))
		.map((name) => PRIVATE_FIELDS[name]);
}
