/**
 * Test content folders are overlays of the valid fixture content: writing one gives the valid
 * content, less what it removes, with its files on top; a folder already written is kept, a
 * stale one replaced whole.
 */
import {
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	readlinkSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	contentOf,
	FIXTURES,
	fixtureDir,
	readOverlay,
	VALID,
	writeContent,
} from '../tools/fixture-content.ts';
import { readTree } from '../../src/owner-files/tree.ts';

/** Every fixture folder but the valid content, which they are overlays of. */
const OVERLAYS = readdirSync(FIXTURES).filter(
	(name) => name.startsWith('content-') && name !== 'content-valid',
);

describe('writing a content folder from an overlay', () => {
	let dir = '';
	let out = '';
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'overlay-'));
		out = join(dir, 'content');
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	test('gives the valid content, less what it removes, with its files and links on top', () => {
		writeContent(
			{
				files: {
					'site.json': '{}',
					'projects/new.md': 'new',
					'brand/alias.svg': { link: 'logo.svg' },
				},
				remove: ['projects/second-app.md', 'brand/social.png'],
			},
			out,
		);
		expect(readFileSync(join(out, 'site.json'), 'utf8')).toBe('{}');
		expect(readFileSync(join(out, 'projects/new.md'), 'utf8')).toBe('new');
		expect(readlinkSync(join(out, 'brand/alias.svg'))).toBe('logo.svg');
		expect(existsSync(join(out, 'projects/second-app.md'))).toBe(false);
		expect(existsSync(join(out, 'brand/social.png'))).toBe(false);
		expect(readFileSync(join(out, 'pages.json'))).toEqual(readFileSync(join(VALID, 'pages.json')));
		const kept = [...readTree(VALID).keys()].filter(
			(path) => !['projects/second-app.md', 'brand/social.png'].includes(path),
		);
		expect([...readTree(out).keys()].sort()).toEqual(
			[...kept, 'projects/new.md', 'brand/alias.svg'].sort(),
		);
	});

	test('a removed folder goes with everything in it', () => {
		writeContent({ remove: ['brand'] }, out);
		expect(existsSync(join(out, 'brand'))).toBe(false);
		expect(existsSync(join(out, 'site.json'))).toBe(true);
	});

	test('keeps a folder that is already up to date, and replaces a stale one whole', () => {
		const overlay = { files: { 'projects/new.md': 'new' } };
		writeContent(overlay, out);
		const written = statSync(join(out, 'projects/new.md')).mtimeMs;
		writeContent(overlay, out);
		expect(statSync(join(out, 'projects/new.md')).mtimeMs).toBe(written);

		writeFileSync(join(out, 'projects/stray.md'), 'left from an earlier case');
		writeFileSync(join(out, 'site.json'), '{"edited": true}');
		writeContent(overlay, out);
		expect(existsSync(join(out, 'projects/stray.md'))).toBe(false);
		expect(readFileSync(join(out, 'site.json'))).toEqual(readFileSync(join(VALID, 'site.json')));
		// No new or old copy is left beside it.
		expect(readdirSync(dir)).toEqual(['content']);
	});

	test('a removal that names nothing in the valid content is an error, not ignored', () => {
		expect(() => writeContent({ remove: ['projects/no-such-app.md'] }, out)).toThrow(
			'projects/no-such-app.md is not in',
		);
	});
});

describe.each(OVERLAYS)('the fixture %s', (name) => {
	test("holds only what it changes: no file is a copy of the valid content's at its path", () => {
		const dir = fixtureDir(name);
		const copies = [...readTree(dir).keys()].filter(
			(path) =>
				existsSync(join(VALID, path)) &&
				readFileSync(join(dir, path)).equals(readFileSync(join(VALID, path))),
		);
		expect(copies).toEqual([]);
	});

	test('removes only files and folders the valid content has', () => {
		expect(() => contentOf(readOverlay(fixtureDir(name)))).not.toThrow();
	});
});
