// Writes a text chunk into a PNG file: the link-preview images name their page in it.
import { crc32 } from 'node:zlib';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(4);
	head.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([head, body, crc]);
}

/** `png` with an iTXt `Title` chunk (UTF-8) after its header: which page the image is for. */
export function withTitle(png: Buffer, title: string): Buffer {
	const ihdrEnd = 8 + 4 + 4 + 13 + 4;
	const data = Buffer.concat([
		Buffer.from('Title\0\0\0\0\0', 'latin1'),
		Buffer.from(title, 'utf8'),
	]);
	return Buffer.concat([png.subarray(0, ihdrEnd), chunk('iTXt', data), png.subarray(ihdrEnd)]);
}
