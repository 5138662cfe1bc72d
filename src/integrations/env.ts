// The `PUBLIC_` variables as the build sees them, for code that runs before `astro:env` exists
// (Vite's `loadEnv`, as Astro's docs advise for its config file).
import { loadEnv } from 'vite';

/** The merged environment for `mode` ('production' for a build, 'development' for dev). */
export function configEnv(mode: string, root = process.cwd()): Record<string, string | undefined> {
	return { ...loadEnv(mode, root, 'PUBLIC_'), ...process.env };
}
