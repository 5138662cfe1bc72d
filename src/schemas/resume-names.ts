// The names JSON Resume used before 1.0 (`work[].company`, `basics.website`, ...), read as their
// 1.0 names, so a résumé written for an older version works as it is. No imports.

/** Each older name, by the part of the document it is in, with its 1.0 name. */
export const OLDER_NAMES: Record<string, Record<string, string>> = {
	basics: { picture: 'image', website: 'url' },
	work: { company: 'name', website: 'url' },
	volunteer: { website: 'url' },
	education: { gpa: 'score' },
	publications: { website: 'url' },
};

/** One older name the document uses. */
export interface OlderName {
	/** Where it is, as messages name a field: `work[0].company`. */
	field: string;
	/** The 1.0 name in its place: `work[0].name`. */
	modern: string;
	/** True when the entry also has the 1.0 field, which then wins: the older one is not read. */
	isShadowed: boolean;
}

/** Whether `value` is a plain object (not a list). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a field holds something: a blank text counts as absent, as the schema reads it. */
const isSet = (value: unknown) =>
	value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** `entry` with its older names in `names` renamed in place of their key; the renames to `found`. */
function renamed(
	entry: Record<string, unknown>,
	names: Record<string, string>,
	at: string,
	found: OlderName[],
): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(entry)) {
		const modern = Object.hasOwn(names, key) ? names[key] : undefined;
		if (modern === undefined) {
			// A blank 1.0 field does not undo the older one read in its place.
			if (!Object.hasOwn(out, key) || isSet(value)) out[key] = value;
			continue;
		}
		const isShadowed = isSet(entry[modern]);
		found.push({ field: `${at}.${key}`, modern: `${at}.${modern}`, isShadowed });
		if (isShadowed) out[key] = value;
		else out[modern] = value;
	}
	return out;
}

/**
 * The document with every older name read as its 1.0 name (one the entry also has in its 1.0
 * form is left as it is, and not read), and the older names it used. Anything that is not a
 * document is returned as it is.
 */
export function withModernNames(document: unknown): { document: unknown; older: OlderName[] } {
	if (!isRecord(document)) return { document, older: [] };
	const older: OlderName[] = [];
	const out: Record<string, unknown> = { ...document };
	for (const [part, names] of Object.entries(OLDER_NAMES)) {
		const value = document[part];
		if (isRecord(value)) out[part] = renamed(value, names, part, older);
		else if (Array.isArray(value))
			out[part] = value.map((entry, index) =>
				isRecord(entry) ? renamed(entry, names, `${part}[${index}]`, older) : entry,
			);
	}
	return { document: out, older };
}
