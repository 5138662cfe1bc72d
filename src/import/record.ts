// How a second import keeps the owner's edits: each imported value's fingerprint is kept in the
// file's record; a value that still matches it is the import's and takes the new one, a value that
// no longer does is the owner's and stays, and a change on both sides is reported.
import { createHash } from 'node:crypto';

/** A value's fingerprint: days as `YYYY-MM-DD`, text trimmed, then the SHA-256 of its JSON. */
export function fingerprint(value: unknown): string {
	const normal = (item: unknown): unknown =>
		item instanceof Date
			? item.toISOString().slice(0, 10)
			: typeof item === 'string'
				? item.trim()
				: Array.isArray(item)
					? item.map(normal)
					: item;
	const json = JSON.stringify(normal(value)) ?? 'null';
	return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

/** A file's fingerprint: the first hex digits of the SHA-256 of its bytes. */
export const bytesFingerprint = (bytes: Uint8Array) =>
	createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** A field both the owner and the source changed: the owner's value is kept. */
export interface Conflict {
	field: string;
	/** The source's new value, which the owner may copy in. */
	theirs: unknown;
}

/** What a merge made: the values to write, the new fingerprints, what changed and what clashed. */
export interface Merged {
	values: Record<string, unknown>;
	fields: Record<string, string>;
	changed: string[];
	conflicts: Conflict[];
}

/**
 * Merges `incoming` (the source's values now) into `current` (the file's values now), given the
 * fingerprints of the values last imported (`base`; none for a file imported before a field was).
 * A field missing from `incoming` is left as it is, with its fingerprint.
 */
export function mergeValues(
	current: Record<string, unknown>,
	incoming: Record<string, unknown>,
	base: Record<string, string> = {},
): Merged {
	const values = { ...current };
	const fields = { ...base };
	const changed: string[] = [];
	const conflicts: Conflict[] = [];
	for (const [field, theirs] of Object.entries(incoming)) {
		const mine = fingerprint(current[field]);
		const next = fingerprint(theirs);
		fields[field] = next;
		if (mine === next) continue;
		const ownerKept =
			base[field] === undefined ? current[field] !== undefined : mine !== base[field];
		if (!ownerKept) {
			if (theirs === undefined) delete values[field];
			else values[field] = theirs;
			changed.push(field);
		} else if (next !== base[field]) conflicts.push({ field, theirs });
	}
	return { values, fields, changed, conflicts };
}
