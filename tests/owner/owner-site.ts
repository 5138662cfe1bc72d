/**
 * Which content the owner's checks read and where its build goes: `content/`, or the folder
 * OWNER_CONTENT names (the generated owners, a fixture owner swapped in for a trial), built once
 * into a folder of its own under .e2e/ and reused while its inputs are unchanged.
 */
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The content folder of the owner's site. */
export const OWNER_CONTENT = resolve(ROOT, process.env.OWNER_CONTENT ?? 'content');
/** Its build. */
export const OWNER_DIST = resolve(ROOT, process.env.OWNER_DIST ?? '.e2e/owner-check/dist');
