// The owner's colours as the site's colour tokens: the stylesheet and the browser's bar colour.
import { resolveTheme, type Theme } from '../schemas/colour/palette.ts';

/**
 * The colour custom properties, each `[light, dark]` (the same twice for the band). The global
 * stylesheet holds every other token and reads these.
 */
export function themeTokens(theme: Theme): Record<string, [string, string]> {
	const { light, dark, header } = resolveTheme(theme);
	const both = (value: string): [string, string] => [value, value];
	return {
		'--color-bg': [light.background, dark.background],
		'--color-surface': [light.surface, dark.surface],
		'--color-text': [light.text, dark.text],
		'--color-text-muted': [light.muted, dark.muted],
		'--color-link': [light.link, dark.link],
		'--color-accent': [light.accent, dark.accent],
		'--color-error': [light.error, dark.error],
		'--color-focus': [light.focus, dark.focus],
		'--color-tag-bg': [light.tag, dark.tag],
		// Buttons: the band's colours in the light scheme, the accent in the dark one.
		'--color-button-bg': [header.background, dark.accent],
		'--color-button-text': [header.text, dark.background],
		'--color-navy': both(header.background),
		'--color-on-navy': both(header.text),
		'--color-on-navy-muted': both(header.muted),
		'--color-gold': both(header.accent),
	};
}

/** The stylesheet that declares the theme's tokens (`light-dark()` where the schemes differ). */
export function themeCss(theme: Theme): string {
	const lines = Object.entries(themeTokens(theme)).map(
		([name, [light, dark]]) =>
			`\t${name}: ${light === dark ? light : `light-dark(${light}, ${dark})`};`,
	);
	return `:root {\n${lines.join('\n')}\n}\n`;
}

/** The `theme-color` the browser paints its toolbar with: the header band. */
export function themeColour(theme: Theme): string {
	return theme.header.background;
}
