/**
 * What keeps the owner's files inside the content folder and of their name's type, without a
 * build: a file's type read from its bytes, the path and link checks of a named file, the links
 * among the text files, and the images a story names.
 */
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	symlinkSync,
	truncateSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { isOwnedFile, outsideLinks } from '../../src/security/containment.ts';
import { describeBytes, typeOfBytes } from '../../src/security/file-type.ts';
import { FILE_LIMITS, namedFileProblems, type NamedFile } from '../../src/security/named-files.ts';
import { storyImages } from '../../src/security/story-images.ts';
import { storyAddresses } from '../../src/security/story-links.ts';
import { isLocalAddress } from '../../src/schemas/messages.ts';
import { VALID_CONTENT } from '../tools/content.ts';

const PNG = readFileSync(join(VALID_CONTENT, 'brand/apple-touch-icon.png'));
const SVG = readFileSync(join(VALID_CONTENT, 'brand/logo.svg'));
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe("a file's type, read from its first bytes", () => {
	test.each([
		['a PNG', PNG, 'png'],
		['a JPEG', bytes('\xff\xd8\xff\xe0\0\x10JFIF\0'), 'jpeg'],
		['a GIF', bytes('GIF89a\x01\0\x01\0'), 'gif'],
		['a WebP', bytes('RIFF\x24\0\0\0WEBPVP8 '), 'webp'],
		['an AVIF', bytes('\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf'), 'avif'],
		['an AVIF with another major brand', bytes('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf'), 'avif'],
		['a TIFF', bytes('II*\0\x08\0\0\0'), 'tiff'],
		['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'pdf'],
		['an SVG', SVG, 'svg'],
		[
			'an SVG after a prolog, a comment and a doctype',
			bytes(
				'\xef\xbb\xbf<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"/>',
			),
			'svg',
		],
	])('%s is recognised', (_, content, type) => {
		expect(typeOfBytes(content)).toBe(type);
	});

	test.each([
		['HTML holding an <svg>', '<!doctype html><html><body><svg></svg></body></html>', 'HTML'],
		['HTML without a doctype', '  <html><script>alert(1)</script></html>', 'HTML'],
		['a text file', 'just some words\n', 'text'],
		[
			'an ISO media file that is not AVIF',
			'\0\0\0\x18ftypmp42\0\0\0\0isommp42',
			'data of another kind',
		],
	])('%s is none of the types, and is described as it is', (_, content, described) => {
		expect(typeOfBytes(bytes(content))).toBeUndefined();
		expect(describeBytes(bytes(content))).toBe(described);
	});
});

describe('a file the content names', () => {
	let dir = '';
	let root = '';
	const file = (path: string, extra: Partial<NamedFile> = {}): NamedFile => ({
		path,
		root,
		where: 'site.json: logo.src',
		named: path.slice(dir.length + 1),
		missing: 'add the file or fix the name',
		...extra,
	});

	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'content-bounds-'));
		root = join(dir, 'content');
		mkdirSync(join(root, 'brand'), { recursive: true });
		writeFileSync(join(dir, 'secret.png'), PNG);
		writeFileSync(join(root, 'brand/logo.png'), PNG);
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	test('inside the content folder and of its name’s type: no problem', () => {
		expect(namedFileProblems(file(join(root, 'brand/logo.png')))).toEqual([]);
		expect(isOwnedFile(root, join(root, 'brand/logo.png'))).toBe(true);
	});

	test('a link to a file inside the content folder is followed and kept', () => {
		symlinkSync('logo.png', join(root, 'brand/mark.png'));
		expect(namedFileProblems(file(join(root, 'brand/mark.png')))).toEqual([]);
	});

	test('a link to a file outside the content folder is refused, though the file is a real image', () => {
		symlinkSync(join(dir, 'secret.png'), join(root, 'brand/social.png'));
		expect(namedFileProblems(file(join(root, 'brand/social.png')))).toEqual([
			'site.json: logo.src: content/brand/social.png is a link to a file outside the content folder (files there are never published); replace the link with a copy of the file',
		]);
		expect(isOwnedFile(root, join(root, 'brand/social.png'))).toBe(false);
	});

	test('a linked folder that leads outside is refused as a link too', () => {
		symlinkSync(dir, join(root, 'pictures'));
		expect(namedFileProblems(file(join(root, 'pictures/secret.png')))).toEqual([
			expect.stringContaining('is a link to a file outside the content folder'),
		]);
	});

	test('an absolute path or a .. that climbs out is refused before anything is read', () => {
		const outside = 'copy it beside app.md and write ./secret.png';
		for (const named of [join(dir, 'secret.png'), '../../secret.png'])
			expect(
				namedFileProblems(file(join(dir, 'secret.png'), { named, outside, where: 'app.md: img' })),
			).toEqual([
				`app.md: img: ${named} is outside the content folder (files there are never published); ${outside}`,
			]);
	});

	test('a missing file, and a folder in its place, are not found', () => {
		mkdirSync(join(root, 'brand/folder.png'));
		for (const name of ['brand/none.png', 'brand/folder.png'])
			expect(namedFileProblems(file(join(root, name)))).toEqual([
				`site.json: logo.src: file not found: content/${name}; add the file or fix the name`,
			]);
	});

	test('a file that holds another type than its name says is refused, naming what it holds', () => {
		writeFileSync(join(root, 'brand/cv.pdf'), '<!doctype html><html><body>Hi</body></html>');
		writeFileSync(join(root, 'brand/photo.jpg'), PNG);
		writeFileSync(join(root, 'brand/logo.svg'), '<!doctype html><html><svg></svg></html>');
		expect(namedFileProblems(file(join(root, 'brand/cv.pdf')))).toEqual([
			'site.json: logo.src: content/brand/cv.pdf is not a PDF: it holds HTML; export it again as a PDF',
		]);
		expect(namedFileProblems(file(join(root, 'brand/photo.jpg')))).toEqual([
			'site.json: logo.src: content/brand/photo.jpg holds a PNG image, not a JPEG image as its name says; rename the file to photo.png and write that name here',
		]);
		expect(namedFileProblems(file(join(root, 'brand/logo.svg')))).toEqual([
			'site.json: logo.src: content/brand/logo.svg cannot be read as an image: it holds HTML, not an SVG image; save it again as an SVG file',
		]);
	});

	test('an image of another type than its name says is to be renamed, not saved again', () => {
		writeFileSync(join(root, 'brand/shot.png'), bytes('\xff\xd8\xff\xe0\0\x10JFIF\0'));
		const screenshot = file(join(root, 'brand/shot.png'), {
			named: './shot.png',
			where: 'app.md: img',
			fix: 'save the screenshot again as a PNG, JPEG or WebP file',
		});
		expect(namedFileProblems(screenshot)).toEqual([
			'app.md: img: ./shot.png holds a JPEG image, not a PNG image as its name says; rename the file to shot.jpg and write that name here',
		]);
	});

	test('a file over the size limit is refused without being read', () => {
		const big = join(root, 'brand/big.png');
		writeFileSync(big, PNG);
		truncateSync(big, FILE_LIMITS.megabytes * 1e6 + 1);
		expect(namedFileProblems(file(big))).toEqual([
			`site.json: logo.src: content/brand/big.png is 20.0 MB, over the limit of ${FILE_LIMITS.megabytes} MB; save it again as a PNG file at a smaller size`,
		]);
	});
});

describe('links among the text files', () => {
	let dir = '';
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'content-links-'));
		mkdirSync(join(dir, 'content/projects'), { recursive: true });
		mkdirSync(join(dir, 'elsewhere'));
		writeFileSync(join(dir, 'elsewhere/notes.md'), '---\ntitle: Notes\n---\n');
		writeFileSync(join(dir, 'content/projects/app.md'), '---\ntitle: App\n---\n');
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));
	const show = (path: string) => path.slice(dir.length + 1);

	test('a Markdown or JSON file, or a folder, linked from outside is named; one inside is not', () => {
		const content = join(dir, 'content');
		symlinkSync(join(dir, 'elsewhere/notes.md'), join(content, 'projects/notes.md'));
		symlinkSync(join(dir, 'elsewhere/notes.md'), join(content, 'site.json'));
		symlinkSync(join(dir, 'elsewhere'), join(content, 'es'));
		symlinkSync('app.md', join(content, 'projects/same-app.md'));
		expect(outsideLinks(content, show).sort()).toEqual([
			'content/es: (folder): a link to a folder outside the content folder (nothing there is read); move the folder itself into the content folder',
			'content/projects/notes.md: (file): a link to a file outside the content folder (nothing there is read); replace the link with a copy of the file',
			'content/site.json: (file): a link to a file outside the content folder (nothing there is read); replace the link with a copy of the file',
		]);
	});
});

describe('the images a story names', () => {
	test('relative Markdown images are published; rooted ones and other sites are told apart', () => {
		const story = [
			'![Local](./shot.png) ![Spaced](<./with space.png>) ![Escaped](./caf%C3%A9.png)',
			'',
			'![Climbing](../../outside.png) ![Rooted](/tmp/outside.png)',
			'',
			'![Remote](https://example.com/remote.png) ![By reference][ref]',
			'',
			'<img src="//cdn.example.org/html.png" alt="In HTML">',
			'',
			'[ref]: https://example.com/reference.png',
			'',
			'```md',
			'![In a code block](./code.png)',
			'```',
		].join('\n');
		expect(storyImages(story)).toEqual({
			local: ['./shot.png', './with space.png', './café.png', '../../outside.png'],
			rooted: ['/tmp/outside.png'],
			remote: [
				'https://example.com/remote.png',
				'//cdn.example.org/html.png',
				'https://example.com/reference.png',
			],
		});
	});
});

describe('the addresses a story publishes', () => {
	test('links and images, inline, automatic and by reference, and raw HTML; not code', () => {
		const story = [
			'[Inline](file:///etc/passwd) ![Picture](C:/shots/a.png) <http://localhost:4321/x>',
			'and bare http://127.0.0.1/y, [by reference][ref] and ![a picture by reference][pic]',
			'',
			'<a href="http://[::1]/raw">raw</a> <img src=\'\\\\server\\share\\b.png\'>',
			'',
			'[ref]: http://0.0.0.0/r',
			'[pic]: ./shot.png',
			'[unused]: file:///never',
			'',
			'`[code](file:///span)`',
			'',
			'```md',
			'[In a code block](file:///code)',
			'```',
		].join('\n');
		expect(storyAddresses(story).sort()).toEqual(
			[
				'file:///etc/passwd',
				'C:/shots/a.png',
				'http://localhost:4321/x',
				'http://127.0.0.1/y',
				'http://[::1]/raw',
				'\\\\server\\share\\b.png',
				'http://0.0.0.0/r',
				'./shot.png',
			].sort(),
		);
	});

	test.each([
		['file:///etc/passwd', true],
		['FILE:///C:/x', true],
		['C:\\Users\\me\\cv.pdf', true],
		['c:/x', true],
		['\\\\server\\share', true],
		['//localhost/x', true],
		['http://LOCALHOST:4321/', true],
		['http://app.localhost/', true],
		['http://127.1/', true],
		['http://2130706433/', true],
		['http://[::ffff:127.0.0.1]/', true],
		['https://0.0.0.0/', true],
		['ws://[::1]:8080/', true],
		['https://localhost.example.com/', false],
		['https://127.example.com/', false],
		['https://example.com/127.0.0.1', false],
		['/about', false],
		['./shot.png', false],
		['mailto:me@example.com', false],
		['//cdn.example.org/x.png', false],
	])('%s leads to the writer’s own computer: %s', (address, local) => {
		expect(isLocalAddress(address)).toBe(local);
	});
});
