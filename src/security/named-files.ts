// The checks of a file the content names (brand files, the photo, screenshots, story images):
// inside the content folder, present, within the size and pixel limits, of its name's type.
import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { isInside, realPath } from './containment.ts';
import {
	TYPE_EXTENSIONS,
	TYPE_NAMES,
	describeBytes,
	firstBytes,
	typeOfBytes,
	typeOfName,
	type FileType,
} from './file-type.ts';

/** The largest file the build takes from the owner: decoding more would stall it for minutes. */
export const FILE_LIMITS = { megabytes: 20, megapixels: 40 };

/** A file the content names, and how messages about it read. */
export interface NamedFile {
	/** The file, resolved to an absolute path from where it is named. */
	path: string;
	/** The content folder: nothing outside it is published. */
	root: string;
	/** Where the name is written, as messages start: `content/site.json: socialImage`. */
	where: string;
	/** The file as messages name it: as written (`./shot.png`), or its path as shown. */
	named: string;
	/** The fix when it is missing: "add the file or fix the name". */
	missing: string;
	/** The fix when the name leads out of the content folder: "copy it beside x.md and write ./x.png". */
	outside?: string;
	/** The fix when it is too large or of another type: "save the screenshot again as a PNG file". */
	fix?: string;
}

/** The fix for a file of the wrong type or size, from its expected type. */
function defaultFix(type: FileType | undefined): string {
	if (type === 'pdf') return 'export it again as a PDF';
	return type ? `save it again as ${TYPE_NAMES[type].replace(/ image$/, '')} file` : 'replace it';
}

/**
 * The problems of a file the content names: outside the content folder (by its path or through a
 * link), missing, over the size limit, or holding another type than its name says. [] when fine.
 */
export function namedFileProblems(file: NamedFile): string[] {
	const { path, root, where, named } = file;
	const expected = typeOfName(path);
	const fix = file.fix ?? defaultFix(expected);
	const never = 'files there are never published';
	if (!isInside(resolve(root), resolve(path)))
		return [
			`${where}: ${named} is outside the content folder (${never}); ${file.outside ?? 'copy the file into the content folder and name it there'}`,
		];
	const real = realPath(path);
	if (real === undefined || !statSync(real).isFile())
		return [`${where}: file not found: ${named}; ${file.missing}`];
	const realRoot = realPath(root);
	if (realRoot === undefined || !isInside(realRoot, real))
		return [
			`${where}: ${named} is a link to a file outside the content folder (${never}); replace the link with a copy of the file`,
		];
	const bytes = statSync(real).size;
	if (bytes > FILE_LIMITS.megabytes * 1e6)
		return [
			`${where}: ${named} is ${(bytes / 1e6).toFixed(1)} MB, over the limit of ${FILE_LIMITS.megabytes} MB; ${fix} at a smaller size`,
		];
	const head = firstBytes(real);
	const actual = typeOfBytes(head);
	if (expected !== undefined && actual === expected) return [];
	const holds = describeBytes(head);
	if (isImage(expected) && isImage(actual)) {
		// A sound image under another extension (a JPEG saved as shot.png) needs a new name only.
		const renamed = basename(path).replace(/\.[^.]+$/, TYPE_EXTENSIONS[actual]);
		return [
			`${where}: ${named} holds ${holds}, not ${TYPE_NAMES[expected]} as its name says; rename the file to ${renamed} and write that name here`,
		];
	}
	if (expected === 'pdf') return [`${where}: ${named} is not a PDF: it holds ${holds}; ${fix}`];
	return [
		`${where}: ${named} cannot be read as an image: it holds ${holds}, not ${expected ? TYPE_NAMES[expected] : 'an image'}; ${fix}`,
	];
}

/** Whether `type` is an image's (any but a PDF). */
function isImage(type: FileType | undefined): type is Exclude<FileType, 'pdf'> {
	return type !== undefined && type !== 'pdf';
}

/** The raster types: their pixels are counted before the build decodes them. */
const RASTER: readonly FileType[] = ['png', 'jpeg', 'gif', 'webp', 'avif', 'tiff'];

/**
 * `namedFileProblems`, then, for a raster image, whether it can be decoded and is within the
 * pixel limit (read from its header).
 */
export async function pictureProblems(file: NamedFile): Promise<string[]> {
	const problems = namedFileProblems(file);
	const type = typeOfName(file.path);
	if (problems.length > 0 || !type || !RASTER.includes(type)) return problems;
	const { where, named } = file;
	const fix = file.fix ?? defaultFix(type);
	let size: { width?: number; height?: number };
	try {
		// Loaded on first use: `content:new` and a check with no raster images never pay for it.
		const { default: sharp } = await import('sharp');
		size = await sharp(file.path, { limitInputPixels: false }).metadata();
	} catch (error) {
		const reason = String(error instanceof Error ? error.message : error).split('\n')[0];
		return [`${where}: ${named} cannot be read as an image (${reason}); ${fix}`];
	}
	const { width = 0, height = 0 } = size;
	if (width * height > FILE_LIMITS.megapixels * 1e6)
		return [
			`${where}: ${named} is ${width}x${height} pixels, over the limit of ${FILE_LIMITS.megapixels} megapixels; ${fix} at a smaller size, e.g. 2560x1600`,
		];
	return [];
}
