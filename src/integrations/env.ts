/**
 * The environment as the build sees it, for code that runs in Node before `astro:env` exists
 * (astro.config.mjs, integrations): the `PUBLIC_` variables from the .env files, read by Vite's
 * `loadEnv` the way Astro reads them, with `process.env` over them.
 * https://docs.astro.build/en/guides/environment-variables/#in-the-astro-config-file
 */
import { loadEnv } from 'vite';

/** The merged environment for `mode` ('production' for a build, 'development' for dev). */
export function configEnv(mode: string, root = process.cwd()): Record<string, string | undefined> {
	return { ...loadEnv(mode, root, 'PUBLIC_'), ...process.env };
}
