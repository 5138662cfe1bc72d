// A stylesheet made at build from the owner's content and imported by name (`virtual:theme.css`),
// bundled with the global styles: the Vite plugin the font and theme integrations share.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What a virtual stylesheet is made of. */
export interface VirtualCss {
	/** The plugin's name in Vite's messages. */
	name: string;
	/** The name pages import it by: `virtual:<name>.css`. */
	id: `virtual:${string}.css`;
	/** The project's root (Astro's `config.root`). */
	root: URL;
	/** The file it is made from: a change rebuilds it on the development server. */
	source: string;
	/** The stylesheet, made at each load. */
	css: () => string;
}

/** The path a virtual stylesheet is served at: path-like and ending in .css, for Vite's CSS pipeline. */
export function virtualCssPath(root: URL, id: VirtualCss['id']): string {
	return join(fileURLToPath(root), 'src', 'styles', `__${id.slice('virtual:'.length)}`);
}

/** The Vite plugin that serves the stylesheet `id` from `css`, made again as `source` changes. */
export function virtualCss({ name, id, root, source, css }: VirtualCss): Plugin {
	const path = virtualCssPath(root, id);
	return {
		name,
		resolveId: (requested) => (requested === id ? path : undefined),
		load(loaded) {
			if (loaded !== path) return undefined;
			this.addWatchFile(source);
			return css();
		},
	};
}
