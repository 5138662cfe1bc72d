/**
 * What the build publishes from the owner stays inside the content folder and is what its name
 * says, for the build and `npm run content:check` alike:
 *
 * - every file the content names (brand files, the photo, screenshots, story images) is resolved
 *   to its real path, which must lie inside the content folder: an absolute path, a `..` that
 *   climbs out and a link to a file elsewhere are refused, so no file of the build machine's can
 *   be published by naming it;
 * - a link among the text files (or a linked folder) that leaves the content folder is refused
 *   before anything is read through it;
 * - a file's type is read from its first bytes, not its name: a `.png` must hold a PNG, a `.pdf`
 *   a PDF, a `.svg` an SVG document; and it must be within the size limits.
 *
 * Imports no Astro module, so plain Node scripts can load it.
 */
import { closeSync, openSync, readSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { markdownToMdast } from 'satteri';
import { readJson } from '../data/content-files.ts';
import { PHOTO_FILE, resumeSchema } from '../schemas/resume.ts';
import { brandFiles, siteSchema } from '../schemas/site.ts';

/** The kinds of file the site publishes from the owner. */
export type FileType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'tiff' | 'svg' | 'pdf';

/** The largest file the build takes from the owner: decoding more would stall it for minutes. */
export const FILE_LIMITS = { megabytes: 20, megapixels: 40 };

/** Each type as messages name it. */
const TYPE_NAMES: Record<FileType, string> = {
	png: 'a PNG image',
	jpeg: 'a JPEG image',
	gif: 'a GIF image',
	webp: 'a WebP image',
	avif: 'an AVIF image',
	tiff: 'a TIFF image',
	svg: 'an SVG image',
	pdf: 'a PDF',
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
function firstBytes(path: string): Uint8Array {
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

/** Whether `path` lies inside the folder `root` (`root` itself is not inside it). */
export function isInside(root: string, path: string): boolean {
	const rel = relative(root, path);
	return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** The real path of `path` (links followed), or undefined when there is nothing there. */
function realPath(path: string): string | undefined {
	try {
		return realpathSync(path);
	} catch {
		return undefined;
	}
}

/** Whether `path` is a file that is, once every link is followed, inside the content folder `root`. */
export function isOwnedFile(root: string, path: string): boolean {
	const real = realPath(path);
	const realRoot = realPath(root);
	return (
		real !== undefined &&
		realRoot !== undefined &&
		isInside(resolve(root), resolve(path)) &&
		isInside(realRoot, real) &&
		statSync(real).isFile()
	);
}

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
	if (expected !== undefined && typeOfBytes(head) === expected) return [];
	const holds = describeBytes(head);
	if (expected === 'pdf') return [`${where}: ${named} is not a PDF: it holds ${holds}; ${fix}`];
	return [
		`${where}: ${named} cannot be read as an image: it holds ${holds}, not ${expected ? TYPE_NAMES[expected] : 'an image'}; ${fix}`,
	];
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

/**
 * The links in the content folder `root` that leave it among what is read as text (`.md` and
 * `.json` files) and folders, one problem line each; `show` names a path in messages. The
 * images and PDFs the content names are checked where they are named, with their field.
 */
export function outsideLinks(root: string, show: (path: string) => string): string[] {
	const realRoot = realPath(root);
	if (realRoot === undefined) return [];
	const problems: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			if (!entry.isSymbolicLink()) continue;
			const real = realPath(path);
			if (real === undefined || isInside(realRoot, real)) continue;
			if (statSync(real).isDirectory())
				problems.push(
					`${show(path)}: (folder): a link to a folder outside the content folder (nothing there is read); move the folder itself into the content folder`,
				);
			else if (/\.(md|json)$/i.test(entry.name))
				problems.push(
					`${show(path)}: (file): a link to a file outside the content folder (nothing there is read); replace the link with a copy of the file`,
				);
		}
	};
	walk(root);
	return problems;
}

/**
 * The problems of the brand files site.json names and of the photo resume.json names, in the
 * content folder `root`: each missing, outside the folder, too large or not of its name's type.
 * A site.json or resume.json that cannot be read reports its own problems elsewhere.
 */
export async function brandFileProblems(
	root: string,
	show: (path: string) => string,
): Promise<string[]> {
	const settings = (name: string) => {
		try {
			return readJson(join(root, name), name);
		} catch {
			return undefined;
		}
	};
	const site = siteSchema.safeParse(settings('site.json'));
	const resume = resumeSchema.safeParse(settings('resume.json'));
	const siteFile = show(join(root, 'site.json'));
	const named = site.success
		? Object.values(brandFiles(site.data)).map(({ field, file }) => ({
				where: `${siteFile}: ${field}`,
				file,
			}))
		: [];
	const image = resume.success ? resume.data.basics?.image : undefined;
	if (image && PHOTO_FILE.test(image))
		named.push({ where: `${show(join(root, 'resume.json'))}: basics.image`, file: image });
	const problems = await Promise.all(
		named.map(({ where, file }) => {
			const path = join(root, 'brand', file);
			// A missing file reads as it always has: `<where>: file not found: <path>; add the file ...`.
			return pictureProblems({
				path,
				root,
				where,
				named: show(path),
				missing: 'add the file or fix the name',
			});
		}),
	);
	return problems.flat();
}

/** The image addresses a project's story names, as the build treats them. */
export interface StoryImages {
	/** Markdown images with a relative path: the build publishes these files. */
	local: string[];
	/** Markdown images with a path from the root (`/x.png`): never a file of the content's. */
	rooted: string[];
	/** Images on another site (Markdown, reference or HTML): the site's policy blocks them. */
	remote: string[];
}

/** A Markdown image's address as the build reads it (percent-escapes decoded). */
function decoded(url: string): string {
	try {
		return decodeURI(url);
	} catch {
		return url;
	}
}

/** Whether an image address is on another site. */
const isRemote = (url: string) => /^(?:https?:)?\/\//i.test(url);

/** The image addresses in a story's Markdown (code blocks and text that only looks like one excluded). */
export function storyImages(markdown: string): StoryImages {
	const tree = markdownToMdast(markdown, { features: { rawHtml: true }, position: false });
	const found: StoryImages = { local: [], rooted: [], remote: [] };
	const definitions = new Map<string, string>();
	const references: string[] = [];
	const visit = (node: unknown) => {
		const { type, url, identifier, value, children } = node as {
			type?: string;
			url?: string;
			identifier?: string;
			value?: string;
			children?: unknown[];
		};
		if (type === 'image' && url) {
			const address = decoded(url);
			if (isRemote(address)) found.remote.push(address);
			else if (address.startsWith('/')) found.rooted.push(address);
			else if (!URL.canParse(address)) found.local.push(address);
		} else if (type === 'definition' && url && identifier) definitions.set(identifier, url);
		else if (type === 'imageReference' && identifier) references.push(identifier);
		else if (type === 'html' && value)
			for (const match of value.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi))
				if (isRemote(match[1]!)) found.remote.push(match[1]!);
		for (const child of children ?? []) visit(child);
	};
	visit(tree);
	for (const identifier of references) {
		const url = definitions.get(identifier);
		if (url && isRemote(url)) found.remote.push(url);
	}
	found.remote = [...new Set(found.remote)];
	return found;
}

/** The extensions of the images a story can show, as messages list them. */
const STORY_EXTENSIONS = '.png, .jpg, .webp, .avif, .gif or .svg';

/**
 * The problems of the images a story publishes: each must be an image file inside the content
 * folder `root` (checked as every named file is); a path from the root is never one. `file` is
 * the Markdown file (where relative paths start) and `shown` its name in messages. Pixels are
 * counted by `storyPictureProblems`, which needs to wait.
 */
export function storyImageProblems(
	file: string,
	shown: string,
	body: string,
	root: string,
): string[] {
	return storyChecks(file, shown, body, root).flatMap((check) =>
		'problem' in check ? [check.problem] : namedFileProblems(check.file),
	);
}

/** `storyImageProblems` with each raster image's pixels counted too. */
export async function storyPictureProblems(
	file: string,
	shown: string,
	body: string,
	root: string,
): Promise<string[]> {
	const checks = storyChecks(file, shown, body, root);
	const problems = await Promise.all(
		checks.map((check) => ('problem' in check ? [check.problem] : pictureProblems(check.file))),
	);
	return problems.flat();
}

/** Each image of a story: a problem found from its address alone, or the file to check. */
function storyChecks(
	file: string,
	shown: string,
	body: string,
	root: string,
): ({ problem: string } | { file: NamedFile })[] {
	const { local, rooted } = storyImages(body);
	const beside = basename(file);
	const where = `${shown}: (body)`;
	return [
		...rooted.map((url) => ({
			problem: `${where}: the image ${url} is written from the site's root, where no file of the content is; put the picture beside ${beside} and write ./${basename(url)}`,
		})),
		...[...new Set(local)].map((url) =>
			typeOfName(url) && typeOfName(url) !== 'pdf'
				? {
						file: {
							path: resolve(dirname(file), url),
							root,
							where,
							named: url,
							missing: `put the picture beside ${beside} or fix the path`,
							outside: `copy it beside ${beside} and write ./${basename(url)}`,
						},
					}
				: {
						problem: `${where}: ${url} is not an image the build can process; use a ${STORY_EXTENSIONS} file`,
					},
		),
	];
}
