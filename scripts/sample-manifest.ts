// `npm run sample:manifest`: records the hashes of content/ as the template ships it, so
// `npm run init` knows the sample from an owner's own content. Run it after changing the sample.
import { resolve } from 'node:path';
import { SAMPLE_MANIFEST, writeSampleManifest } from '../src/init/sample.ts';
import { runMain, type Terminal } from './lib/main.ts';

/** Writes the manifest of the project's content/; returns the exit code. */
export function main(_argv: string[], terminal: Terminal): number {
	writeSampleManifest(resolve(import.meta.dirname, '..', 'content'));
	terminal.out(`Wrote ${SAMPLE_MANIFEST}`);
	return 0;
}

await runMain(import.meta, main);
