/**
 * Builds (and optionally serves) this site from another `content/` folder, so tests and benches
 * can check what any owner's content gives without touching the real one:
 *
 *   node scripts/fixture-site.ts <content-folder> [--name N] [--serve --port P] [--base /sub]
 *
 * The app (astro.config.mjs, src/, public/, package.json, tsconfig.json) is copied to
 * `.e2e/sites/<name>/` with the given folder as its `content/` and this project's node_modules
 * linked in, then built there into `.e2e/sites/<name>/dist`. Copying, not pointing the build at
 * another folder, keeps every relative import of `content/` in the code exactly as it is.
 * Build failures (a bad content file) exit non-zero with Astro's message.
 */
import { spawnSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
/** What the build needs besides content/ and node_modules (public/ when there is one). */
const APP_FILES = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public'];
/** Build caches in node_modules that each copy keeps for itself. */

/** Copies the app with `contentDir` as its content; returns the copy's root folder. */
export function copySite(contentDir: string, name = basename(resolve(contentDir))): string {
	const source = resolve(contentDir);
	if (!existsSync(source)) throw new Error(`No content folder at ${contentDir}`);
	const site = join(ROOT, '.e2e', 'sites', name);
	rmSync(site, { recursive: true, force: true });
	mkdirSync(site, { recursive: true });
	for (const file of APP_FILES) {
		if (existsSync(join(ROOT, file)))
			cpSync(join(ROOT, file), join(site, file), { recursive: true });
	}
	cpSync(source, join(site, 'content'), { recursive: true });
	linkModules(join(ROOT, 'node_modules'), join(site, 'node_modules'));
	return site;
}

/** Caches the build keeps in node_modules: Astro's (optimised images) and Vite's. */
const OWN_CACHES = new Set(['.astro', '.vite']);

/**
 * Links every package of this project into the copy, but not the build caches: each copy keeps
 * its own, so its first build is a cold one and never reuses or fills this project's cache.
 */
function linkModules(from: string, to: string): void {
	mkdirSync(to);
	for (const entry of readdirSync(from)) {
		if (!OWN_CACHES.has(entry)) symlinkSync(join(from, entry), join(to, entry));
	}
}

/** The environment a child build runs in: the caller's, without vitest's own variables. */
export function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
	const env = Object.fromEntries(
		Object.entries(process.env).filter(
			([key]) => !/^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|VITEST.*|TEST)$/.test(key),
		),
	);
	return { ...env, ASTRO_TELEMETRY_DISABLED: '1', ...extra };
}

const astro = (site: string) => join(site, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** Builds a copied site into its `dist/`; returns the exit status and Astro's output. */
export function buildSite(
	site: string,
	env: Record<string, string> = {},
): { status: number | null; output: string } {
	const result = spawnSync(process.execPath, [astro(site), 'build'], {
		cwd: site,
		encoding: 'utf8',
		env: buildEnv(env),
	});
	return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

if (import.meta.main) {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: {
			name: { type: 'string' },
			serve: { type: 'boolean', default: false },
			port: { type: 'string', default: '4340' },
			base: { type: 'string' },
		},
	});
	const [contentDir] = positionals;
	if (!contentDir) {
		console.error('Usage: node scripts/fixture-site.ts <content-folder> [--serve --port P]');
		process.exit(2);
	}
	const site = copySite(contentDir, values.name);
	const env: Record<string, string> = values.base ? { BASE_PATH: values.base } : {};
	const { status, output } = buildSite(site, env);
	console.log(output);
	if (status !== 0) process.exit(status ?? 1);
	if (values.serve) {
		spawn(
			process.execPath,
			[astro(site), 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', values.port],
			{ cwd: site, stdio: 'inherit', env: buildEnv(env) },
		);
	}
}
