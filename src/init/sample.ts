// Whether a content folder is still the sample the template ships: every file in it is one of the
// sample's, byte for byte (line endings aside), by the hashes of the manifest kept beside this.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTree } from '../owner-files/tree.ts';

/** The manifest of the sample content: each file's path in the folder and its hash. */
export const SAMPLE_MANIFEST = join(import.meta.dirname, 'sample-manifest.json');

/** Files read as text, whose line endings a checkout may have changed. */
const TEXT = /\.(md|json|svg|txt)$/i;

/** The hash of a file's bytes, text with its line endings as LF. */
function hashOf(path: string, bytes: Uint8Array): string {
	const data = TEXT.test(path)
		? Buffer.from(Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n'))
		: bytes;
	return createHash('sha256').update(data).digest('hex');
}

/** Files a system leaves in folders (Finder's, Explorer's): no one's content. */
const SYSTEM_FILE = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i;

/** Every file of `dir` by its path, with its hash; a link counts as its target's name. */
export function hashes(dir: string): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [path, entry] of readTree(dir, (path) => SYSTEM_FILE.test(path)))
		out[path] = 'link' in entry ? `link:${entry.link}` : hashOf(path, entry.bytes);
	return out;
}

/** The sample's files and their hashes, as the manifest records them. */
export function sampleHashes(manifest = SAMPLE_MANIFEST): Record<string, string> {
	return JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
}

/**
 * The files of `dir` that are not the sample's: added, or changed since the template shipped
 * them (a sample file the owner deleted is no content of theirs). [] when it is the sample.
 */
export function ownFiles(dir: string, sample = sampleHashes()): string[] {
	return Object.entries(hashes(dir))
		.filter(([path, hash]) => sample[path] !== hash)
		.map(([path]) => path);
}

/** Writes the manifest of the content folder `dir`: the sample as the template ships it. */
export function writeSampleManifest(dir: string, manifest = SAMPLE_MANIFEST) {
	writeFileSync(manifest, `${JSON.stringify(hashes(dir), null, '\t')}\n`);
}
