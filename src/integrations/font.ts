// The font family site.json names, on the pages: `virtual:font.css` (its @font-face rules and the
// body's font, bundled with the global styles) and `virtual:font` (the URL of the file every page
// preloads). Without a family both are empty and the pages keep the system's font.
import { dirname, relative, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { readSettings } from '../settings/read.ts';
import { webFont } from '../fonts/web-font.ts';
import { settingsCss } from './virtual-css.ts';

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
	/** The family's rules and preloaded file, its files named from the stylesheet at `css`. */
	const web = (css: string) => {
		const name = readSettings().site.font;
		return name ? webFont(name, fileUrl(css)) : undefined;
	};
	return settingsCss({
		name: 'owner-font',
		id: CSS_ID,
		css: (path) => web(path)?.css ?? '',
		plugins: (path, siteFile) => [
			{
				name: 'owner-font-preload',
				resolveId: (id) => (id === URL_ID ? RESOLVED_URL : undefined),
				load(id) {
					if (id !== RESOLVED_URL) return undefined;
					this.addWatchFile(siteFile);
					const preload = web(path)?.preload;
					return preload
						? `export { default } from ${JSON.stringify(`${preload}?url&no-inline`)};\n`
						: 'export default undefined;\n';
				},
			},
		],
	});
}
