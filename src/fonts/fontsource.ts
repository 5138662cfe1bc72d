/**
 * A Fontsource package as files: each subset of a family at one weight, with the code points its
 * stylesheet gives it, read from the package itself. Fonts are opened only when a text needs them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

/** One subset file of a family at one weight. */
export interface FontFile {
	/** The family's name, e.g. "Noto Sans Arabic". */
	family: string;
	weight: number;
	/** The .woff file (fontkit, pdfkit and satori read WOFF; satori does not read WOFF2). */
	path: string;
	/** Sorted [first, last] code point ranges the file is for. */
	ranges: [number, number][];
}

/** "U+0600-06FF,U+200C" as sorted ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
	return value
		.split(',')
		.map((part) => part.trim().replace(/^U\+/i, ''))
		.filter(Boolean)
		.map((part): [number, number] => {
			const [low, high = low] = part.split('-');
			return [parseInt(low!, 16), parseInt(high, 16)];
		})
		.sort((a, b) => a[0] - b[0]);
}

/** Whether `codePoint` lies in one of the sorted `ranges`. */
export function inRanges(ranges: readonly [number, number][], codePoint: number): boolean {
	let low = 0;
	let high = ranges.length - 1;
	while (low <= high) {
		const middle = (low + high) >> 1;
		const [first, last] = ranges[middle]!;
		if (codePoint < first) high = middle - 1;
		else if (codePoint > last) low = middle + 1;
		else return true;
	}
	return false;
}

/** What a Fontsource package says of its family, and where its files are. */
export interface Fontsource {
	/** The package's folder. */
	folder: string;
	id: string;
	family: string;
	weights: number[];
	styles: string[];
	/** Each subset's name and its stylesheet's `unicode-range`, e.g. `latin` or `[12]`. */
	unicode: Record<string, string>;
}

/** The family of a Fontsource package (`@fontsource/noto-sans-arabic`), read from the package. */
export function fontsource(pkg: string): Fontsource {
	const folder = dirname(require.resolve(`${pkg}/package.json`));
	const read = (name: string) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
	const metadata = read('metadata.json') as Omit<Fontsource, 'folder' | 'unicode'>;
	const unicode = read('unicode.json') as Record<string, string>;
	return { ...metadata, folder, unicode };
}

/** The weight of `weights` nearest to `weight` (the lighter one of two as near). */
export function nearestWeight(weights: readonly number[], weight: number): number {
	return weights.reduce((best, each) =>
		Math.abs(each - weight) < Math.abs(best - weight) ? each : best,
	);
}

/** The path of one subset's file of the family at a weight it has, in normal style. */
export function subsetFile(
	family: Fontsource,
	subset: string,
	weight: number,
	format: 'woff' | 'woff2',
): string {
	const name = subset.replace(/^\[(\d+)\]$/, '$1');
	return join(family.folder, 'files', `${family.id}-${name}-${weight}-normal.${format}`);
}

/**
 * The subset files of a Fontsource package (`@fontsource/noto-sans-arabic`) at `weight`, or the
 * nearest weight it has. Subsets without a range of their own (a whole language in one file)
 * are left out: the numbered subsets cover the same characters in smaller files.
 */
export function fontsourceFiles(pkg: string, weight: number): FontFile[] {
	const family = fontsource(pkg);
	const nearest = nearestWeight(family.weights, weight);
	return Object.entries(family.unicode).map(([subset, range]) => ({
		family: family.family,
		weight,
		path: subsetFile(family, subset, nearest, 'woff'),
		ranges: parseUnicodeRange(range),
	}));
}

const opened = new Map<string, { data: Buffer; font: Font }>();

/**
 * fontkit keeps one object per glyph, holding the characters of its first use; a glyph that draws
 * other characters later (Arabic letters share one dotless form) gets an object of its own, so
 * what the glyph stands for in a PDF's text is the text it was drawn for.
 */
function glyphsKeepTheirText(font: Font) {
	const getGlyph = font.getGlyph.bind(font);
	font.getGlyph = (id: number, codePoints: number[] = []) => {
		const glyph = getGlyph(id, codePoints);
		const same =
			glyph.codePoints.length === codePoints.length &&
			glyph.codePoints.every((each, index) => each === codePoints[index]);
		if (same) return glyph;
		return Object.assign(
			Object.create(Object.getPrototypeOf(glyph) as object) as typeof glyph,
			glyph,
			{
				codePoints,
			},
		);
	};
}

/** A font file's bytes and its parsed font, read once per process. */
export function openFont(path: string): { data: Buffer; font: Font } {
	let entry = opened.get(path);
	if (!entry) {
		const data = readFileSync(path);
		entry = { data, font: create(data) as Font };
		glyphsKeepTheirText(entry.font);
		opened.set(path, entry);
	}
	return entry;
}
