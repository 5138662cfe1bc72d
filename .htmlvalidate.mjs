/** html-validate's configuration for the built pages (scripts/validate-html.ts). */

/**
 * Astro writes this one rule into the body, just before the first island of a page, to keep
 * its island wrappers out of the layout. `<style>` belongs in `<head>`, and Astro 7 offers no
 * setting to move it there (it is emitted with the island runtime, not with the page's
 * styles). It is the only exception: this transformer blanks exactly that tag, byte for byte,
 * so every other `<style>` in the body is still an error and positions stay right.
 */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** @type {import('html-validate').Transformer} */
function blankIslandStyle(source) {
	return [{ ...source, data: source.data.replace(ISLAND_STYLE, ' '.repeat(ISLAND_STYLE.length)) }];
}
blankIslandStyle.api = 1;

/** @type {import('html-validate').Plugin} */
const astroIslandStyle = { name: 'astro-island-style', transformer: blankIslandStyle };

export default {
	root: true,
	plugins: [astroIslandStyle],
	extends: ['html-validate:standard'],
	transform: { '^.*\\.html$': 'astro-island-style' },
};
