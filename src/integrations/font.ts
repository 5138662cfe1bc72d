// The font family site.json names, on the pages: `virtual:font.css` (its @font-face rules and the
// body's font, bundled with the global styles) and `virtual:font` (the URL of the file every page
// preloads). Without a family both are empty and the pages keep the system's font.
import { dirname, join, relative, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { readSettings } from '../settings/read.ts';
import { contentDir } from '../data/content-dir.ts';
import { webFont } from '../fonts/web-font.ts';
import { virtualCss, virtualCssPath } from './virtual-css.ts';

const CSS_ID = 'virtual:font.css';
const URL_ID = 'virtual:font';
const RESOLVED_URL = '\0virtual:font';

/**
 * A font file as the stylesheet at `from` names it: relative, so the bundler copies it into the
 * build, and never inlined as a `data:` URL, which the pages' policy refuses for fonts.
 */
const fileUrl = (from: string) => (path: string) =>
	`${relative(dirname(from), path).split(sep).join('/')}?no-inline`;

export default function font(): AstroIntegration {
	return {
		name: 'owner-font',
		hooks: {
			'astro:config:setup': ({ config, updateConfig }) => {
				const siteFile = join(contentDir, 'site.json');
				const css = virtualCssPath(config.root, CSS_ID);
				const web = () => {
					const name = readSettings().site.font;
					return name ? webFont(name, fileUrl(css)) : undefined;
				};
				updateConfig({
					vite: {
						plugins: [
							virtualCss({
								name: 'owner-font',
								id: CSS_ID,
								root: config.root,
								source: siteFile,
								css: () => web()?.css ?? '',
							}),
							{
								name: 'owner-font-preload',
								resolveId: (id) => (id === URL_ID ? RESOLVED_URL : undefined),
								load(id) {
									if (id !== RESOLVED_URL) return undefined;
									this.addWatchFile(siteFile);
									const preload = web()?.preload;
									return preload
										? `export { default } from ${JSON.stringify(`${preload}?url&no-inline`)};\n`
										: 'export default undefined;\n';
								},
							},
						],
					},
				});
			},
		},
	};
}
