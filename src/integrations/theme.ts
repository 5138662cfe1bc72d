// The owner's colours and the visitor's scheme choice as the virtual stylesheet `virtual:theme.css`,
// bundled with the global styles; a theme that fails its schema fails the build with the lines
// `content:check` prints.
import type { AstroIntegration } from 'astro';
import { themeSchema } from '../schemas/colour/theme.ts';
import { formatIssues } from '../schemas/messages.ts';
import { themeCss } from '../theme/tokens.ts';
import { schemeCss } from '../theme/scheme.ts';
import { readWritten } from '../settings/written.ts';
import { contentDir, contentPath } from '../data/content-dir.ts';
import { settingsCss } from './virtual-css.ts';

/**
 * The stylesheet for the theme in the site.json of the content folder `dir` (its tokens, and the
 * rules that apply the visitor's scheme); throws the content:check lines when invalid.
 */
export function themeStylesheet(dir = contentDir, shown = contentPath('site.json')): string {
	const settings = readWritten(dir, 'site.json', shown) as { theme?: unknown } | null;
	const result = themeSchema.safeParse(settings?.theme);
	if (!result.success) {
		throw new Error(formatIssues(shown, result.error, ['theme']).join('\n'));
	}
	return themeCss(result.data) + schemeCss();
}

export default function theme(): AstroIntegration {
	return settingsCss({
		name: 'owner-theme',
		id: 'virtual:theme.css',
		css: () => themeStylesheet(),
	});
}
