/**
 * A PDF's text as résumé parsers read it: pdf.js text items with their font's real name, size and
 * place, grouped into lines where pdf.js marks a line's end (OpenResume's first two steps).
 */
import { getDocumentProxy } from 'unpdf';

/** A text item as pdf.js gives it. */
export interface Item {
	text: string;
	x: number;
	width: number;
	/** The font's PostScript name, without the subset's tag ("Inter-Bold"). */
	font: string;
	size: number;
}

/** A line of items, in the order they are written, on one page. */
export interface Line {
	page: number;
	items: Item[];
}

const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An item's text as a reader shows it: direction marks dropped, white space trimmed. */
export const shownText = (text: string) => text.replace(MARKS, '').trim();

/** The PDF's lines, page by page; items of white space alone are left out. */
export async function pdfLines(bytes: Uint8Array): Promise<Line[]> {
	const pdf = await getDocumentProxy(bytes);
	const lines: Line[] = [];
	for (let page = 1; page <= pdf.numPages; page++) {
		const proxy = await pdf.getPage(page);
		const content = await proxy.getTextContent();
		await proxy.getOperatorList();
		let line: Line = { page, items: [] };
		for (const item of content.items) {
			if (!('str' in item)) continue;
			if (shownText(item.str) !== '') {
				const font = (proxy.commonObjs.get(item.fontName) as { name: string }).name;
				line.items.push({
					text: item.str,
					x: item.transform[4] as number,
					width: item.width,
					font: font.replace(/^[A-Z]{6}\+/, ''),
					size: Math.abs(item.transform[3] as number),
				});
			}
			if (item.hasEOL && line.items.length > 0) {
				lines.push(line);
				line = { page, items: [] };
			}
		}
		if (line.items.length > 0) lines.push(line);
	}
	return lines;
}

/**
 * The width of a typical character: over the items in the most common font and size, their
 * width over their characters. Parsers glue two items closer than that into one.
 */
export function typicalCharWidth(lines: Line[]): number {
	const items = lines.flatMap((line) => line.items);
	const count = (key: (item: Item) => string) => {
		const counts = Map.groupBy(items, key);
		return [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0]![0];
	};
	const font = count((item) => item.font);
	const size = count((item) => String(item.size));
	const common = items.filter((item) => item.font === font && String(item.size) === size);
	const chars = common.reduce((sum, item) => sum + item.text.length, 0);
	return common.reduce((sum, item) => sum + item.width, 0) / chars;
}
