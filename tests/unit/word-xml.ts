/**
 * A Word file (.docx) read as a word processor reads it: its parts unzipped, its paragraphs with
 * their style, direction, list and runs, and its styles with fonts, sizes, spacing and colours.
 */
import { inflateRawSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';

/** The parts of a zip file by path, as text (a .docx holds only XML parts here). */
export function unzip(bytes: Buffer): Map<string, string> {
	const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
	const count = bytes.readUInt16LE(end + 10);
	let at = bytes.readUInt32LE(end + 16);
	const parts = new Map<string, string>();
	for (let i = 0; i < count; i++) {
		const method = bytes.readUInt16LE(at + 10);
		const size = bytes.readUInt32LE(at + 20);
		const nameLength = bytes.readUInt16LE(at + 28);
		const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
		const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
		const local = bytes.readUInt32LE(at + 42);
		const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
		const data = bytes.subarray(start, start + size);
		parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
		at += 46 + skip;
	}
	return parts;
}

type Element = Record<string, unknown>;
const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '',
	preserveOrder: true,
	trimValues: false,
});

/** The children of an ordered element, and the attributes of one of them. */
const childrenOf = (element: Element, name: string) => (element[name] as Element[]) ?? [];
const attributes = (element: Element) => (element[':@'] as Record<string, string>) ?? {};
const nameOf = (element: Element) => Object.keys(element).find((key) => key !== ':@')!;

/** Every element named `name` under `elements`, in document order. */
function all(elements: Element[], name: string): Element[] {
	return elements.flatMap((element) => {
		const own = nameOf(element);
		if (own === name) return [element];
		const inner = element[own];
		return Array.isArray(inner) ? all(inner as Element[], name) : [];
	});
}

/** The first element named `name` under `elements`, if any. */
const first = (elements: Element[], name: string) => all(elements, name)[0];

/** One run: its text (a line break as "\n"), whether it is right to left and bold. */
export interface WordRun {
	text: string;
	rtl: boolean;
	bold: boolean;
}

/** One paragraph: its style, direction, list, alignment and runs. */
export interface WordParagraph {
	style: string;
	bidi: boolean;
	/** The numbering it is an item of, when it is a list's. */
	list?: { numId: string; level: string };
	alignment?: string;
	/** Kept on the page of the next paragraph. */
	keepNext: boolean;
	runs: WordRun[];
	text: string;
}

/** The text of a run's children: its `w:t` and line breaks. */
function runText(run: Element[]): string {
	return run
		.map((child) => {
			const name = nameOf(child);
			if (name === 'w:br') return '\n';
			if (name !== 'w:t') return '';
			return childrenOf(child, 'w:t')
				.map((text) => String(text['#text'] ?? ''))
				.join('');
		})
		.join('');
}

/** The paragraphs of word/document.xml, in order. */
export function paragraphsOf(documentXml: string): WordParagraph[] {
	const tree = parser.parse(documentXml) as Element[];
	return all(tree, 'w:p').map((paragraph) => {
		const children = childrenOf(paragraph, 'w:p');
		const properties = childrenOf(first(children, 'w:pPr') ?? {}, 'w:pPr');
		const numbering = first(properties, 'w:numPr');
		const style = first(properties, 'w:pStyle');
		const alignment = first(properties, 'w:jc');
		const runs = all(children, 'w:r').map((run) => {
			const inner = childrenOf(run, 'w:r');
			const runProperties = childrenOf(first(inner, 'w:rPr') ?? {}, 'w:rPr');
			return {
				text: runText(inner),
				rtl: Boolean(first(runProperties, 'w:rtl')),
				bold: Boolean(first(runProperties, 'w:b')),
			};
		});
		return {
			style: style ? attributes(style)['w:val']! : 'Normal',
			bidi: Boolean(first(properties, 'w:bidi')),
			...(numbering && {
				list: {
					numId: attributes(first(childrenOf(numbering, 'w:numPr'), 'w:numId')!)['w:val']!,
					level: attributes(first(childrenOf(numbering, 'w:numPr'), 'w:ilvl')!)['w:val']!,
				},
			}),
			...(alignment && { alignment: attributes(alignment)['w:val'] }),
			keepNext: Boolean(first(properties, 'w:keepNext')),
			runs,
			text: runs.map((run) => run.text).join(''),
		};
	});
}

/** What a style (or the document's defaults) sets: fonts by slot, size, bold, colour, spacing. */
export interface WordStyle {
	name?: string;
	basedOn?: string;
	fonts?: Record<string, string>;
	/** In points. */
	size?: number;
	bold?: boolean;
	color?: string;
	/** In points; `line` with its rule. */
	spacing?: { before?: number; after?: number; line?: number; lineRule?: string };
	/** The bottom border's colour, when it has one. */
	rule?: string;
	alignment?: string;
}

/** The properties of a style's (or the defaults') `w:pPr` and `w:rPr`. */
function styleOf(elements: Element[]): WordStyle {
	const run = childrenOf(first(elements, 'w:rPr') ?? {}, 'w:rPr');
	const paragraph = childrenOf(first(elements, 'w:pPr') ?? {}, 'w:pPr');
	const value = (list: Element[], name: string, attribute = 'w:val') => {
		const found = first(list, name);
		return found ? attributes(found)[attribute] : undefined;
	};
	const points = (twips?: string) => (twips === undefined ? undefined : Number(twips) / 20);
	const fonts = first(run, 'w:rFonts');
	const spacing = first(paragraph, 'w:spacing');
	const border = first(childrenOf(first(paragraph, 'w:pBdr') ?? {}, 'w:pBdr'), 'w:bottom');
	const size = value(run, 'w:sz');
	const style: WordStyle = {
		...(fonts && { fonts: attributes(fonts) }),
		...(size && { size: Number(size) / 2 }),
		...(first(run, 'w:b') && { bold: value(run, 'w:b') !== 'false' }),
		...(value(run, 'w:color') && { color: value(run, 'w:color')!.toLowerCase() }),
		...(border && { rule: attributes(border)['w:color']!.toLowerCase() }),
		...(value(paragraph, 'w:jc') && { alignment: value(paragraph, 'w:jc') }),
	};
	if (spacing) {
		const { 'w:before': before, 'w:after': after, 'w:line': line } = attributes(spacing);
		style.spacing = {
			...(before !== undefined && { before: points(before) }),
			...(after !== undefined && { after: points(after) }),
			...(line !== undefined && {
				line: points(line),
				lineRule: attributes(spacing)['w:lineRule'],
			}),
		};
	}
	return style;
}

/** The document's default run and paragraph properties and every style by id. */
export function stylesOf(stylesXml: string): { defaults: WordStyle; byId: Map<string, WordStyle> } {
	const tree = parser.parse(stylesXml) as Element[];
	const defaults = childrenOf(first(tree, 'w:docDefaults')!, 'w:docDefaults');
	const rPr = childrenOf(first(defaults, 'w:rPrDefault') ?? {}, 'w:rPrDefault');
	const pPr = childrenOf(first(defaults, 'w:pPrDefault') ?? {}, 'w:pPrDefault');
	const byId = new Map<string, WordStyle>();
	for (const style of all(tree, 'w:style')) {
		const inner = childrenOf(style, 'w:style');
		const name = first(inner, 'w:name');
		const basedOn = first(inner, 'w:basedOn');
		byId.set(attributes(style)['w:styleId']!, {
			...styleOf(inner),
			...(name && { name: attributes(name)['w:val'] }),
			...(basedOn && { basedOn: attributes(basedOn)['w:val'] }),
		});
	}
	return { defaults: { ...styleOf(rPr), ...styleOf(pPr) }, byId };
}

/** A style's value of `key`, read through the styles it is based on and the defaults. */
export function resolved<K extends keyof WordStyle>(
	styles: ReturnType<typeof stylesOf>,
	id: string,
	key: K,
): WordStyle[K] {
	for (let style = styles.byId.get(id); style; style = styles.byId.get(style.basedOn ?? ''))
		if (style[key] !== undefined) return style[key];
	return styles.defaults[key];
}
