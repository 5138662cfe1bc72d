/** Reads what the tests check in a PNG file: its size, and the page title the build wrote in it. */

/** The iTXt `Title` of a PNG (as the link-preview images carry it), if any. */
export function pngTitle(png: Buffer): string | undefined {
	let offset = 8;
	while (offset < png.length) {
		const length = png.readUInt32BE(offset);
		const type = png.toString('latin1', offset + 4, offset + 8);
		const data = png.subarray(offset + 8, offset + 8 + length);
		if (type === 'iTXt' && data.toString('latin1', 0, 6) === 'Title\0') {
			return data.subarray(10).toString('utf8');
		}
		if (type === 'IDAT') return undefined;
		offset += 12 + length;
	}
	return undefined;
}

/** The width and height in a PNG's header. */
export function pngSize(png: Buffer): { width: number; height: number } {
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
