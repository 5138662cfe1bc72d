/**
 * Builds (and optionally serves) this site from another content folder, so tests and benches can
 * check what any owner's content gives without touching `content/`:
 *
 *   node scripts/fixture-site.ts <content-folder> --out <dir> [--base /sub] [--serve --port P]
 *
 * It runs Astro's own `build()` with CONTENT_DIR naming the folder (src/content-dir.ts: the
 * config, the collections and the settings read it) and the output in <dir>, then, with
 * `--serve`, Astro's `preview()` of that output on 127.0.0.1. The project's config and `src/`
 * build it, but from a root folder of its own beside the output (`<dir>.root`), so the files a
 * build generates (Astro's `.astro/`, the hosts' header files) stay out of the project and
 * several builds can run at once. The build cache is kept beside it too (`<dir>.cache`), and
 * every build starts with an empty content store, so a build never reads another content
 * folder's entries. A bad content file exits non-zero with Astro's message.
 *
 * `buildSite` (or `buildSiteInBackground`, which does not block) runs this script in a child
 * process, for callers (vitest, the benches) whose own environment must not leak into the build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

/** The environment a child build runs in: the caller's, without vitest's own variables. */
export function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
	const env = Object.fromEntries(
		Object.entries(process.env).filter(
			([key]) => !/^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|VITEST.*|TEST|CONTENT_DIR)$/.test(key),
		),
	);
	return { ...env, ASTRO_TELEMETRY_DISABLED: '1', ...extra };
}

/**
 * Builds the site from `contentDir` into `outDir` in a child process; `env` adds variables
 * (BASE_PATH, the EmailJS settings). Returns the exit status and Astro's output.
 */
export function buildSite(
	contentDir: string,
	outDir: string,
	env: Record<string, string> = {},
): { status: number | null; output: string } {
	const result = spawnSync(process.execPath, buildArgs(contentDir, outDir), {
		cwd: ROOT,
		encoding: 'utf8',
		env: buildEnv(env),
	});
	return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `buildSite` without blocking: several builds run side by side, one per core. */
export function buildSiteInBackground(
	contentDir: string,
	outDir: string,
	env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
	return new Promise((done, fail) => {
		const child = spawn(process.execPath, buildArgs(contentDir, outDir), {
			cwd: ROOT,
			env: buildEnv(env),
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk));
		child.on('error', fail);
		child.on('close', (status) => done({ status, output }));
	});
}

function buildArgs(contentDir: string, outDir: string): string[] {
	return [resolve(ROOT, 'scripts/fixture-site.ts'), resolve(contentDir), '--out', resolve(outDir)];
}

if (import.meta.main) {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: {
			out: { type: 'string' },
			serve: { type: 'boolean', default: false },
			port: { type: 'string', default: '4340' },
			base: { type: 'string' },
		},
	});
	const [contentDir] = positionals;
	if (!contentDir || !values.out) {
		console.error(
			'Usage: node scripts/fixture-site.ts <content-folder> --out <dir> [--base /sub] [--serve --port P]',
		);
		process.exit(2);
	}
	if (!existsSync(contentDir)) {
		console.error(`No content folder at ${contentDir}`);
		process.exit(2);
	}
	// Read by src/content-dir.ts and astro.config.mjs when build() loads the config.
	process.chdir(ROOT);
	process.env.CONTENT_DIR = resolve(contentDir);
	process.env.ASTRO_TELEMETRY_DISABLED = '1';
	if (values.base) process.env.BASE_PATH = values.base;
	const outDir = resolve(values.out);
	// The content store and the image and module imports the last build kept: a folder with the
	// same file names (a new copy of a fixture) would otherwise reuse entries that point at the
	// old folder's files. Optimised images stay cached.
	const cacheDir = `${outDir}.cache`;
	rmSync(join(cacheDir, 'data-store.json'), { force: true });
	const root = `${outDir}.root`;
	rmSync(join(root, '.astro'), { recursive: true, force: true });
	mkdirSync(root, { recursive: true });
	const config = {
		root,
		// Astro looks for the config file relative to the root.
		configFile: relative(root, join(ROOT, 'astro.config.mjs')),
		srcDir: join(ROOT, 'src'),
		publicDir: join(ROOT, 'public'),
		outDir,
	};
	const { build, preview } = await import('astro');
	try {
		await build({ ...config, cacheDir });
	} catch (error) {
		console.error(error instanceof Error ? error.message : error);
		process.exit(1);
	}
	if (values.serve) {
		await preview({ ...config, server: { host: '127.0.0.1', port: Number(values.port) } });
	}
}
