/**
 * The font the link-preview images are drawn in: Inter (the @fontsource/inter package), regular
 * and bold, Latin and Latin Extended, read once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SatoriOptions } from 'satori';

const require = createRequire(import.meta.url);

/** The font files and their weights; the cache keys on this list. */
export const FONT_FILES = [
	{ file: '@fontsource/inter/files/inter-latin-400-normal.woff', weight: 400 },
	{ file: '@fontsource/inter/files/inter-latin-700-normal.woff', weight: 700 },
	{ file: '@fontsource/inter/files/inter-latin-ext-400-normal.woff', weight: 400 },
	{ file: '@fontsource/inter/files/inter-latin-ext-700-normal.woff', weight: 700 },
] as const;

let fonts: SatoriOptions['fonts'] | undefined;

/** The fonts as satori takes them, read on first use. */
export function ogFonts(): SatoriOptions['fonts'] {
	fonts ??= FONT_FILES.map(({ file, weight }) => ({
		name: 'Inter',
		data: readFileSync(require.resolve(file)),
		weight,
		style: 'normal' as const,
	}));
	return fonts;
}
