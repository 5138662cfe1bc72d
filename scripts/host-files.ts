// `npm run host-files`: writes the host files kept in the repository from the header rules
// (Vercel's config and the container's nginx server block), for the site at the root or under
// BASE_PATH, and names each file written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hostFiles } from '../src/hosts/host-files.ts';

const root = resolve(import.meta.dirname, '..');
for (const [name, text] of Object.entries(hostFiles(process.env.BASE_PATH))) {
	mkdirSync(dirname(join(root, name)), { recursive: true });
	writeFileSync(join(root, name), text);
	console.log(`wrote ${name}`);
}
