// `npm run host-files`: writes the host files kept in the repository from the header rules
// (Vercel's config and the container's nginx server block), for the site at the root or under
// BASE_PATH, and names each file written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hostFiles } from '../src/hosts/host-files.ts';
import { runMain, type Terminal } from './lib/main.ts';

/** Writes the host files into the project folder; returns the exit code. */
export function main(_argv: string[], terminal: Terminal): number {
	const root = resolve(import.meta.dirname, '..');
	for (const [name, text] of Object.entries(hostFiles(terminal.env.BASE_PATH))) {
		mkdirSync(dirname(join(root, name)), { recursive: true });
		writeFileSync(join(root, name), text);
		terminal.out(`wrote ${name}`);
	}
	return 0;
}

await runMain(import.meta, main);
