// The owner's colours and the visitor's scheme choice as the virtual stylesheet `virtual:theme.css`,
// bundled with the global styles; a theme that fails its schema fails the build with the lines
// `content:check` prints.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { themeSchema } from '../schemas/theme.ts';
import { formatIssues } from '../schemas/messages.ts';
import { themeCss } from '../theme/tokens.ts';
import { schemeCss } from '../theme/scheme.ts';
import { readJson } from '../data/content-files.ts';
import { contentDir, contentPath } from '../data/content-dir.ts';

const ID = 'virtual:theme.css';

/**
 * The stylesheet for the theme in `siteFile` (its tokens, and the rules that apply the visitor's
 * scheme); throws the content:check lines when invalid.
 */
export function themeStylesheet(siteFile: string, shown = contentPath('site.json')): string {
	const settings = readJson(siteFile, shown) as { theme?: unknown } | null;
	const result = themeSchema.safeParse(settings?.theme);
	if (!result.success) {
		throw new Error(formatIssues(shown, result.error, ['theme']).join('\n'));
	}
	return themeCss(result.data) + schemeCss();
}

export default function theme(): AstroIntegration {
	return {
		name: 'owner-theme',
		hooks: {
			'astro:config:setup': ({ config, updateConfig }) => {
				const siteFile = join(contentDir, 'site.json');
				// A path-like id ending in .css, so Vite's CSS pipeline takes the module.
				const resolved = join(fileURLToPath(config.root), 'src', 'styles', '__theme.css');
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'owner-theme',
								resolveId: (id) => (id === ID ? resolved : undefined),
								load(id) {
									if (id !== resolved) return undefined;
									this.addWatchFile(siteFile);
									return themeStylesheet(siteFile);
								},
							},
						],
					},
				});
			},
		},
	};
}
