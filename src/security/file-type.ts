// A file's type read from its first bytes, not its name: hosts serve a file by its extension, so
// a `.png` must hold a PNG, a `.pdf` a PDF, a `.svg` an SVG document.
import { closeSync, openSync, readSync } from 'node:fs';

/** The kinds of file the site publishes from the owner. */
export type FileType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'tiff' | 'svg' | 'pdf';

/** Each type as messages name it. */
export const TYPE_NAMES: Record<FileType, string> = {
	png: 'a PNG image',
	jpeg: 'a JPEG image',
	gif: 'a GIF image',
	webp: 'a WebP image',
	avif: 'an AVIF image',
	tiff: 'a TIFF image',
	svg: 'an SVG image',
	pdf: 'a PDF',
};

/** The extension a file of each type is named with. */
export const TYPE_EXTENSIONS: Record<FileType, string> = {
	png: '.png',
	jpeg: '.jpg',
	gif: '.gif',
	webp: '.webp',
	avif: '.avif',
	tiff: '.tif',
	svg: '.svg',
	pdf: '.pdf',
};

/** The type each file name extension promises. */
const EXTENSION_TYPES: Record<string, FileType> = {
	png: 'png',
	jpg: 'jpeg',
	jpeg: 'jpeg',
	gif: 'gif',
	webp: 'webp',
	avif: 'avif',
	tif: 'tiff',
	tiff: 'tiff',
	svg: 'svg',
	pdf: 'pdf',
};

/** The type a file's name promises, or undefined for another extension. */
export function typeOfName(name: string): FileType | undefined {
	const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
	return extension === undefined ? undefined : EXTENSION_TYPES[extension];
}

/** How many of a file's first bytes its type is read from (an SVG's prolog may be long). */
const SNIFFED_BYTES = 64 * 1024;

/** The first bytes of the file at `path`. */
export function firstBytes(path: string): Uint8Array {
	const buffer = Buffer.alloc(SNIFFED_BYTES);
	const fd = openSync(path, 'r');
	try {
		return buffer.subarray(0, readSync(fd, buffer, 0, SNIFFED_BYTES, 0));
	} finally {
		closeSync(fd);
	}
}

/** `bytes` as UTF-8 text without a byte-order mark, or undefined when they are not text. */
function asText(bytes: Uint8Array): string | undefined {
	if (bytes.includes(0)) return undefined;
	try {
		// `stream` keeps a character cut off at the end of the sniffed bytes from counting as invalid.
		const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
		return text.replace(/^\uFEFF/, '');
	} catch {
		return undefined;
	}
}

/** Whether `text` is an SVG document: after an XML prolog, comments and a doctype, an `<svg>` root. */
function isSvgDocument(text: string): boolean {
	let rest = text;
	for (;;) {
		const before = rest;
		rest = rest
			.replace(/^\s+/, '')
			.replace(/^<\?xml\b[^>]*\?>/, '')
			.replace(/^<!--[\s\S]*?-->/, '')
			.replace(/^<!DOCTYPE\s+svg\b[^>[]*(?:\[[^\]]*\])?\s*>/i, '');
		if (rest === before) break;
	}
	return /^<svg[\s/>]/.test(rest);
}

/** An ISO media file's brands (its `ftyp` box): AVIF among them for an AVIF image. */
function mediaBrands(bytes: Uint8Array): string[] {
	const latin1 = (start: number, end: number) =>
		Buffer.from(bytes.subarray(start, end)).toString('latin1');
	if (bytes.length < 16 || latin1(4, 8) !== 'ftyp') return [];
	const size = Math.min(Buffer.from(bytes).readUInt32BE(0), bytes.length);
	const brands = [latin1(8, 12)];
	for (let at = 16; at + 4 <= size; at += 4) brands.push(latin1(at, at + 4));
	return brands;
}

/** The type the first bytes of a file show, whatever its name; undefined for any other kind. */
export function typeOfBytes(bytes: Uint8Array): FileType | undefined {
	const latin1 = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
	if (latin1.startsWith('\x89PNG\r\n\x1a\n')) return 'png';
	if (latin1.startsWith('\xff\xd8\xff')) return 'jpeg';
	if (/^GIF8[79]a/.test(latin1)) return 'gif';
	if (latin1.startsWith('RIFF') && latin1.slice(8, 12) === 'WEBP') return 'webp';
	if (mediaBrands(bytes).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
	if (latin1.startsWith('II*\0') || latin1.startsWith('MM\0*')) return 'tiff';
	if (latin1.startsWith('%PDF-')) return 'pdf';
	const text = asText(bytes);
	if (text !== undefined && isSvgDocument(text)) return 'svg';
	return undefined;
}

/** What a file holds, as a message says it: "a JPEG image", "HTML", "text". */
export function describeBytes(bytes: Uint8Array): string {
	const type = typeOfBytes(bytes);
	if (type) return TYPE_NAMES[type];
	const text = asText(bytes);
	if (text === undefined) return 'data of another kind';
	return /^\s*<(?:!doctype\s+html|html|head|body)\b/i.test(text) ? 'HTML' : 'text';
}
