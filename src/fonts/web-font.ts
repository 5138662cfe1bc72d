/**
 * The site's font family on the pages: one @font-face per subset and weight the styles use (WOFF2,
 * the subset's unicode-range, so a page loads only the files its text needs), never swapped late.
 */
import { fontPackage } from './family.ts';
import { fontsource, nearestWeight, subsetFile } from './fontsource.ts';

/** The weights the pages' styles use: text, labels (600), headings (700), the home name (800). */
export const PAGE_WEIGHTS = [400, 600, 700, 800] as const;

/** The family's rules for the pages, its files named by `url`, and the file every page preloads. */
export interface WebFont {
	css: string;
	/** The regular Latin file: what most text on most pages is drawn in. */
	preload: string | undefined;
}

/**
 * The pages' stylesheet for `family`: each weight of PAGE_WEIGHTS drawn from the nearest weight the
 * family has, before the system's fonts for what it lacks. `url` turns a file's path into the
 * stylesheet's reference to it.
 */
export function webFont(family: string, url: (path: string) => string): WebFont {
	const font = fontsource(fontPackage(family));
	const name = JSON.stringify(font.family);
	const faces = PAGE_WEIGHTS.flatMap((weight) =>
		Object.entries(font.unicode).map(([subset, range]) =>
			[
				'@font-face {',
				`font-family: ${name};`,
				'font-style: normal;',
				// A file that comes after the first paint waits for the next page: text never jumps.
				'font-display: optional;',
				`font-weight: ${weight};`,
				`src: url(${JSON.stringify(url(subsetFile(font, subset, nearestWeight(font.weights, weight), 'woff2')))}) format('woff2');`,
				`unicode-range: ${range};`,
				'}',
			].join(' '),
		),
	);
	const body = `html body { font-family: ${name}, var(--font-body); }`;
	return {
		css: [...faces, body, ''].join('\n'),
		preload:
			'latin' in font.unicode
				? subsetFile(font, 'latin', nearestWeight(font.weights, 400), 'woff2')
				: undefined,
	};
}
