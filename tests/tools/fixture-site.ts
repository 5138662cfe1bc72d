// Builds (and optionally serves) this site from another content folder through Astro's own
// `build()` and `preview()`, each build from a root folder of its own beside its output, skipped
// with `--reuse` when the digest of its inputs is unchanged.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PRIVATE_FOLDER } from '../../src/data/private-files.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

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

/** The output of the last build into `outDir`, kept beside it (`<outDir>.log`) for the tests. */
export const buildLogOf = (outDir: string) => `${resolve(outDir)}.log`;

/** The line a build kept as it was (`--reuse`) prints instead of building. */
const NOT_BUILT = 'is a build of the same inputs; not built again.';

/**
 * `buildSite` without blocking: several builds run side by side, one per core. With `reuse`, an
 * up-to-date build in `outDir` is kept (`--reuse`). The output of a build that ran is kept in
 * `buildLogOf(outDir)`, so what a kept build printed can still be read.
 */
export function buildSiteInBackground(
	contentDir: string,
	outDir: string,
	env: Record<string, string> = {},
	{ reuse = false } = {},
): Promise<{ status: number | null; output: string }> {
	const args = [...buildArgs(contentDir, outDir), ...(reuse ? ['--reuse'] : [])];
	return new Promise((done, fail) => {
		const child = spawn(process.execPath, args, {
			cwd: ROOT,
			env: buildEnv(env),
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk));
		child.on('error', fail);
		child.on('close', (status) => {
			if (!output.includes(NOT_BUILT)) writeFileSync(buildLogOf(outDir), output);
			done({ status, output });
		});
	});
}

function buildArgs(contentDir: string, outDir: string): string[] {
	return [
		resolve(ROOT, 'tests/tools/fixture-site.ts'),
		resolve(contentDir),
		'--out',
		resolve(outDir),
	];
}

/** What a build reads besides the content folder, relative to the project. */
const BUILD_INPUTS = [
	'src',
	'astro.config.mjs',
	'tsconfig.json',
	'package-lock.json',
	'tests/tools/fixture-site.ts',
	'.env',
	'.env.local',
	'.env.production',
	'.env.production.local',
];

/** The environment variables a build reads: the public ones it inlines, the base path, the mode. */
const BUILD_VARIABLES = /^(PUBLIC_.*|BASE_PATH|NODE_ENV)$/;

/** A digest of every input of a build of `contentDir` in the current environment. */
function buildDigest(contentDir: string): string {
	const hash = createHash('sha256').update(`${process.version}\n`);
	const variables = Object.entries(process.env).filter(([key]) => BUILD_VARIABLES.test(key));
	for (const [key, value] of variables.sort(([a], [b]) => a.localeCompare(b)))
		hash.update(`${key}=${value}\n`);
	for (const input of BUILD_INPUTS) addTree(hash, join(ROOT, input));
	// The build never reads the private folder: an edited application builds nothing again.
	addTree(hash, contentDir, join(contentDir, PRIVATE_FOLDER));
	return hash.digest('hex');
}

/** Adds the path and bytes of every file under `path` (but `skip`) to `hash`, in a fixed order. */
function addTree(hash: Hash, path: string, skip?: string) {
	if (!existsSync(path) || path === skip) return;
	if (statSync(path).isDirectory()) {
		for (const name of readdirSync(path).sort()) addTree(hash, join(path, name), skip);
	} else {
		hash.update(`${relative(ROOT, path)}\0`).update(readFileSync(path));
	}
}

if (import.meta.main) {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: {
			out: { type: 'string' },
			serve: { type: 'boolean', default: false },
			port: { type: 'string', default: '4340' },
			base: { type: 'string' },
			reuse: { type: 'boolean', default: false },
		},
	});
	const [contentDir] = positionals;
	if (!contentDir || !values.out) {
		console.error(
			'Usage: node tests/tools/fixture-site.ts <content-folder> --out <dir> [--base /sub] [--reuse] [--serve --port P]',
		);
		process.exit(2);
	}
	if (!existsSync(contentDir)) {
		console.error(`No content folder at ${contentDir}`);
		process.exit(2);
	}
	// Read by the content folder module and the Astro config when build() loads the config.
	process.chdir(ROOT);
	process.env.CONTENT_DIR = resolve(contentDir);
	process.env.ASTRO_TELEMETRY_DISABLED = '1';
	if (values.base) process.env.BASE_PATH = values.base;
	const outDir = resolve(values.out);
	const digestFile = `${outDir}.digest`;
	const digest = buildDigest(resolve(contentDir));
	const upToDate =
		values.reuse &&
		existsSync(digestFile) &&
		readFileSync(digestFile, 'utf8') === digest &&
		existsSync(outDir);
	const cacheDir = `${outDir}.cache`;
	const root = `${outDir}.root`;
	if (!upToDate) {
		// The content store and the image and module imports the last build kept: a folder with the
		// same file names (a new copy of a fixture) would otherwise reuse entries that point at the
		// old folder's files. Optimised images stay cached.
		rmSync(digestFile, { force: true });
		rmSync(join(cacheDir, 'data-store.json'), { force: true });
		rmSync(join(root, '.astro'), { recursive: true, force: true });
	}
	mkdirSync(root, { recursive: true });
	const config = {
		root,
		// Astro looks for the config file relative to the root.
		configFile: relative(root, join(ROOT, 'astro.config.mjs')),
		srcDir: join(ROOT, 'src'),
		publicDir: join(ROOT, 'public'),
		outDir,
	};
	// Astro is loaded only for what is done: a build whose output is up to date and is not served
	// needs none of it.
	if (upToDate) {
		console.log(`${relative(ROOT, outDir)} ${NOT_BUILT}`);
	} else {
		const { build } = await import('astro');
		try {
			await build({ ...config, cacheDir });
		} catch (error) {
			console.error(error instanceof Error ? error.message : error);
			process.exit(1);
		}
		writeFileSync(digestFile, digest);
	}
	if (values.serve) {
		const { preview } = await import('astro');
		// On that port or not at all: a test that asked for it must not reach another server there.
		await preview({
			...config,
			server: { host: '127.0.0.1', port: Number(values.port) },
			vite: { preview: { strictPort: true } },
		});
	}
}
