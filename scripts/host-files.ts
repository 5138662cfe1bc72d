// `npm run host-files`: writes the host files kept in the repository from the header rules
// (Vercel's config and the container's nginx server block), for the site at the root or under
// BASE_PATH, and names each file written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hostFiles } from '../src/hosts/host-files.ts';
import { readArgs } from './lib/args.ts';
import { runMain, type Terminal } from './lib/main.ts';

const USAGE = 'Usage: [BASE_PATH=/path] npm run host-files';

/** Writes the host files into the project folder; returns the exit code. */
export function main(argv: string[], terminal: Terminal): number {
	const args = readArgs(argv, terminal, { usage: USAGE, options: {} });
	if (typeof args === 'number') return args;
	const root = resolve(import.meta.dirname, '..');
	for (const [name, text] of Object.entries(hostFiles(terminal.env.BASE_PATH))) {
		mkdirSync(dirname(join(root, name)), { recursive: true });
		writeFileSync(join(root, name), text);
		terminal.out(`wrote ${name}`);
	}
	return 0;
}

await runMain(import.meta, main);
