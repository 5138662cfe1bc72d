/**
 * The `PUBLIC_` variables as the build sees them, for code that runs before `astro:env` exists.
 * https://docs.astro.build/en/guides/environment-variables/#in-the-astro-config-file
 */
import { loadEnv } from 'vite';

/** The merged environment for `mode` ('production' for a build, 'development' for dev). */
export function configEnv(mode: string, root = process.cwd()): Record<string, string | undefined> {
	return { ...loadEnv(mode, root, 'PUBLIC_'), ...process.env };
}
