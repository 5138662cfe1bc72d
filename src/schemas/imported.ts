// The record `npm run import` keeps in each file it writes: where the file came from, the facts
// that change by themselves, and a fingerprint of each value as imported. The pages ignore it.
import { z } from 'astro/zod';
import { expected, objectError, url } from './messages.ts';

/** A value's fingerprint: the first hex digits of the SHA-256 of its JSON. */
export const FINGERPRINT = /^[0-9a-f]{16}$/;

/** The record of a project or note written by `npm run import`. */
export const importedSchema = z.strictObject(
	{
		/** The repository's or the article's address: a second import finds the file by it. */
		from: url('keep the address the import wrote, or remove the whole imported: block'),
		/** The repository's stars at the last import. */
		stars: z
			.number({ error: expected('a number', 'keep the number the import wrote') })
			.int('must be a whole number')
			.min(0, 'must be 0 or more')
			.optional(),
		/** When the repository last received a push, at the last import. */
		pushed: z.iso
			.datetime({
				error: expected('a time', "keep the time the import wrote, e.g. '2026-03-01T10:00:00Z'"),
			})
			.optional(),
		/**
		 * Each imported field's fingerprint as last imported: a field whose value no longer matches
		 * its fingerprint is the owner's edit, and the next import keeps it.
		 */
		fields: z.record(
			z.string(),
			z.string().regex(FINGERPRINT, 'is not a fingerprint the import wrote; remove the line'),
			{ error: expected('fingerprints', 'keep the lines the import wrote, or remove the block') },
		),
	},
	{
		error: objectError(
			'the record of an import',
			'keep the block the import wrote (from, stars, pushed, fields), or remove it',
		),
	},
);

/** The record as validated. */
export type Imported = z.infer<typeof importedSchema>;
