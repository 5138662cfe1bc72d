// Writes the host files kept in the repository from the header rules (Vercel's config and the
// container's nginx server block), for the site at the root or under BASE_PATH.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { headerRules } from '../src/hosts/host-headers.ts';
import { nginxConf, vercelJson } from '../src/hosts/host-formats.ts';
import { headerBase, rulesUnderBase } from '../src/hosts/host-base.ts';

/** The host files of a site under `basePath` (BASE_PATH's form), by their path in the project. */
export function hostFiles(basePath: string | undefined): Record<string, string> {
	const base = headerBase(basePath);
	const rules = rulesUnderBase(headerRules(), base);
	return { 'vercel.json': vercelJson(rules), 'deploy/nginx.conf': nginxConf(rules, base) };
}

if (import.meta.main) {
	const root = resolve(import.meta.dirname, '..');
	for (const [name, text] of Object.entries(hostFiles(process.env.BASE_PATH))) {
		mkdirSync(dirname(join(root, name)), { recursive: true });
		writeFileSync(join(root, name), text);
		console.log(`wrote ${name}`);
	}
}
