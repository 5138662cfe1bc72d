// `npm run sample:manifest`: records the hashes of content/ as the template ships it, so
// `npm run init` knows the sample from an owner's own content. Run it after changing the sample.
import { resolve } from 'node:path';
import { SAMPLE_MANIFEST, writeSampleManifest } from '../src/init/sample.ts';

writeSampleManifest(resolve(import.meta.dirname, '..', 'content'));
console.log(`Wrote ${SAMPLE_MANIFEST}`);
