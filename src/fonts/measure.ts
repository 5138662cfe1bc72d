/**
 * How wide a text is in a font file at a size, and how far the font reaches above and below its
 * baseline: what lines of generated files are laid out by.
 */
import { openFont, type FontFile } from './fontsource.ts';

const widths = new Map<string, number>();

/** The advance of `text` in `file` at `size` points, as the shaper lays it out. */
export function textWidth(text: string, file: FontFile, size: number): number {
	const key = `${file.path}\n${text}`;
	let width = widths.get(key);
	if (width === undefined) {
		const { font } = openFont(file.path);
		width = font.layout(text).advanceWidth / font.unitsPerEm;
		if (widths.size > 200_000) widths.clear();
		widths.set(key, width);
	}
	return width * size;
}

/** A font's ascent and descent at `size`, both positive. */
export function fontMetrics(file: FontFile, size: number) {
	const { font } = openFont(file.path);
	return {
		ascent: (font.ascent / font.unitsPerEm) * size,
		descent: (-font.descent / font.unitsPerEm) * size,
	};
}
