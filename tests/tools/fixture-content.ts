// Fixture content as overlays: a fixture other than content-valid holds only the files its case
// adds or changes, and an `.overlay.json` such as `{ "remove": ["brand"] }` names what it lacks;
// `writeContent` writes the full folder that tests and builds read.
import { randomUUID } from 'node:crypto';
import {
	chmodSync,
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readTree, type Entry, type Tree } from '../../src/owner-files/tree.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** The fixture folders; every one but the valid content is an overlay of it. */
export const FIXTURES = join(ROOT, 'tests', 'fixtures');
/** The content every overlay is written over. */
export const VALID = join(FIXTURES, 'content-valid');
/** The file of a fixture folder that lists what it removes; it is not content. */
export const OVERLAY_FILE = '.overlay.json';

/** A case of content: files written over the valid content's, and what of it is left out. */
export interface Overlay {
	/** By path in the content folder: text, bytes, or an entry read from a folder. */
	files?: Record<string, string | Uint8Array | Entry>;
	/** Files or folders of the valid content that the case does not have. */
	remove?: string[];
}

/** The overlay a fixture folder holds (none for the valid content itself). */
export function readOverlay(dir: string): Overlay {
	if (resolve(dir) === VALID) return {};
	const list = join(dir, OVERLAY_FILE);
	const { remove = [] } = existsSync(list)
		? (JSON.parse(readFileSync(list, 'utf8')) as { remove?: string[] })
		: {};
	return { files: Object.fromEntries(readTree(dir, (path) => path === OVERLAY_FILE)), remove };
}

/** The folder of the fixture `name` (e.g. `content-owner`). */
export const fixtureDir = (name: string) => join(FIXTURES, name);

const asEntry = (file: string | Uint8Array | Entry): Entry =>
	typeof file === 'string'
		? { bytes: Buffer.from(file), mode: 0o644 }
		: file instanceof Uint8Array
			? { bytes: file, mode: 0o644 }
			: file;

/** Whether `path` is `removed` or lies in that folder. */
const within = (path: string, removed: string) =>
	path === removed || path.startsWith(`${removed.replace(/\/$/, '')}/`);

/** The files of the content folder `overlay` stands for, by path. */
export function contentOf(overlay: Overlay, base = VALID): Tree {
	const tree = readTree(base);
	for (const removed of overlay.remove ?? []) {
		const gone = [...tree.keys()].filter((path) => within(path, removed));
		if (gone.length === 0)
			throw new Error(`${removed} is not in ${base}: there is nothing to remove`);
		for (const path of gone) tree.delete(path);
	}
	for (const [path, file] of Object.entries(overlay.files ?? {})) tree.set(path, asEntry(file));
	return new Map([...tree].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function sameEntry(a: Entry, b: Entry): boolean {
	if ('link' in a || 'link' in b) return 'link' in a && 'link' in b && a.link === b.link;
	return a.mode === b.mode && Buffer.from(a.bytes).equals(b.bytes);
}

/** Whether two trees hold the same paths, each the same file or link. */
export function sameTree(a: Tree, b: Tree): boolean {
	if (a.size !== b.size) return false;
	for (const [path, entry] of a) {
		const other = b.get(path);
		if (!other || !sameEntry(entry, other)) return false;
	}
	return true;
}

function writeTree(dir: string, tree: Tree) {
	mkdirSync(dir, { recursive: true });
	for (const [path, entry] of tree) {
		const file = join(dir, path);
		mkdirSync(dirname(file), { recursive: true });
		if ('link' in entry) {
			symlinkSync(entry.link, file);
		} else {
			writeFileSync(file, entry.bytes);
			chmodSync(file, entry.mode);
		}
	}
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Makes `dest` the full content folder of `overlay`, unless it already is; returns its path. A
 * stale folder is swapped for a complete new one: processes side by side may all ask for it.
 */
export function writeContent(overlay: Overlay, dest: string): string {
	const out = resolve(dest);
	const tree = contentOf(overlay);
	if (sameTree(readTree(out), tree)) return out;
	const fresh = `${out}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
	const stale = `${fresh}.old`;
	writeTree(fresh, tree);
	try {
		renameSync(out, stale);
	} catch (error) {
		if (codeOf(error) !== 'ENOENT') throw error;
	}
	try {
		renameSync(fresh, out);
	} catch (error) {
		// Another process put its copy of the same content there first.
		if (!['ENOTEMPTY', 'EEXIST'].includes(codeOf(error) ?? '')) throw error;
		rmSync(fresh, { recursive: true, force: true });
	}
	rmSync(stale, { recursive: true, force: true });
	return out;
}

/** Writes the full content folder of the fixture folder `dir` into `dest`; returns its path. */
export function writeFixture(dir: string, dest: string): string {
	return writeContent(readOverlay(dir), dest);
}

/** Where the tests keep the written content folder of the fixture `name`, under .e2e/. */
export const contentDirOf = (name: string) => join(ROOT, '.e2e', 'fixtures', name);

/** The full content folder of the fixture `name` (e.g. `content-broken`), written if need be. */
export function fixtureContent(name: string): string {
	return writeFixture(fixtureDir(name), contentDirOf(name));
}

/** The path of the file the fixture `name`'s content has at `path`: its own, else the valid one's. */
export function fixtureFile(name: string, path: string): string {
	const overlay = readOverlay(fixtureDir(name));
	if (overlay.remove?.some((removed) => within(path, removed)))
		throw new Error(`${name} has no ${path}: its ${OVERLAY_FILE} removes it`);
	const own = join(fixtureDir(name), path);
	return existsSync(own) ? own : join(VALID, path);
}

if (import.meta.main) {
	const [fixture, out] = process.argv.slice(2);
	if (!fixture || !out) {
		console.error('Usage: node tests/tools/fixture-content.ts <fixture-folder> <out-folder>');
		process.exit(2);
	}
	console.log(`Wrote ${relative(process.cwd(), writeFixture(fixture, out))}`);
}
