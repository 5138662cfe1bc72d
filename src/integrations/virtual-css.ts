// A stylesheet made at build from the owner's content and imported by name (`virtual:theme.css`),
// bundled with the global styles: the Vite plugin and the integration the font and theme share.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { contentDir } from '../data/content-dir.ts';

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

/** What an integration serving a stylesheet made from site.json is made of. */
export interface SettingsCss {
	/** The integration's name, and its stylesheet plugin's. */
	name: string;
	id: VirtualCss['id'];
	/** The stylesheet, made at each load; `path` is where it is served (for relative URLs). */
	css: (path: string) => string;
	/** Further plugins beside the stylesheet's, given its path and the site.json they read. */
	plugins?: (path: string, siteFile: string) => Plugin[];
}

/** The integration that serves the stylesheet `id` made from the content folder's site.json. */
export function settingsCss({ name, id, css, plugins }: SettingsCss): AstroIntegration {
	return {
		name,
		hooks: {
			'astro:config:setup': ({ config, updateConfig }) => {
				const siteFile = join(contentDir, 'site.json');
				const path = virtualCssPath(config.root, id);
				const own = virtualCss({
					name,
					id,
					root: config.root,
					source: siteFile,
					css: () => css(path),
				});
				updateConfig({ vite: { plugins: [own, ...(plugins?.(path, siteFile) ?? [])] } });
			},
		},
	};
}
