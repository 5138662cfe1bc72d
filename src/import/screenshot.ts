// A project's screenshot from its README: the first of its images that is a raster image within
// the limits the build takes a file from the owner at, read from its bytes, never its name.
import { FILE_LIMITS } from '../security/named-files.ts';
import { TYPE_EXTENSIONS, typeOfBytes, type FileType } from '../security/file-type.ts';
import { type Fetcher, ImportError, request } from './http.ts';

/** A downloaded screenshot. */
export interface Screenshot {
	url: string;
	bytes: Uint8Array;
	/** The extension its type is named with: `.png`, `.jpg`... */
	extension: string;
}

/** The image types a screenshot may be (the build's raster types; a TIFF no browser shows). */
const RASTER: readonly FileType[] = ['png', 'jpeg', 'gif', 'webp', 'avif'];

/** How many of a README's images are tried before the project goes without a screenshot. */
const TRIED = 3;

/** Why one image cannot be the screenshot; undefined when it can. */
async function imageProblem(bytes: Uint8Array, type: FileType | undefined) {
	if (!type || !RASTER.includes(type)) return 'is not a PNG, JPEG, GIF, WebP or AVIF image';
	try {
		const { default: sharp } = await import('sharp');
		const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
		if (width * height > FILE_LIMITS.megapixels * 1e6)
			return `is ${width}x${height} pixels, over the limit of ${FILE_LIMITS.megapixels} megapixels`;
	} catch (error) {
		return `cannot be read as an image (${String((error as Error).message).split('\n')[0]})`;
	}
	return undefined;
}

/**
 * The first image of `images` (absolute addresses, in the README's order) that can be the
 * screenshot, or why the first one tried cannot. SVG files (badges, logos) are passed over.
 */
export async function screenshotOf(
	images: string[],
	fetcher: Fetcher,
): Promise<{ screenshot?: Screenshot; problem?: string }> {
	const tried = images.filter((url) => !/\.svg$/i.test(new URL(url).pathname)).slice(0, TRIED);
	let problem: string | undefined;
	for (const url of tried) {
		let reason: string | undefined;
		try {
			const limit = FILE_LIMITS.megabytes * 1e6;
			const answer = await request(fetcher, url, { limit });
			const bytes = answer.body;
			if (answer.status !== 200) reason = `could not be downloaded (${answer.status})`;
			else if (!bytes) reason = `is over the limit of ${FILE_LIMITS.megabytes} MB`;
			else {
				const type = typeOfBytes(bytes.subarray(0, 64 * 1024));
				reason = await imageProblem(bytes, type);
				if (!reason && type)
					return { screenshot: { url, bytes, extension: TYPE_EXTENSIONS[type] } };
			}
		} catch (error) {
			if (!(error instanceof ImportError)) throw error;
			reason = `could not be downloaded (${error.message.replace(/ Nothing was changed\.$/, '')})`;
		}
		problem ??= `the README's image ${url} ${reason}`;
	}
	return problem ? { problem } : {};
}
