// The imports of src/ run one way: no loop between its folders (type imports included), no loop
// between its files, nothing of the scripts or the tests imported, and reading a setting never
// loads the content check.
import { describe, expect, it } from 'vitest';
import {
	arrowsWithin,
	graphOf,
	localImportsOf,
	loopsOf,
	reachedFrom,
	roomOf,
	sourceFiles,
} from './imports.ts';

const files = sourceFiles();

describe('the imports of src/', () => {
	it('read every folder: the graph has arrows between the folders', () => {
		const rooms = graphOf(files, roomOf);
		expect(rooms.arrows.get('site.ts')?.has('settings/')).toBe(true);
		expect(rooms.arrows.get('pages/')?.size).toBeGreaterThan(5);
	});

	it('run one way between the folders of src/', () => {
		const rooms = graphOf(files, roomOf);
		const loops = loopsOf(rooms).map((loop) => arrowsWithin(rooms, loop));
		expect(loops).toEqual([]);
	});

	it('run one way between the files of src/', () => {
		const each = graphOf(files, (file) => file);
		const loops = loopsOf(each).map((loop) => arrowsWithin(each, loop));
		expect(loops).toEqual([]);
	});

	it('never reach into the scripts or the tests', () => {
		const outside = files.flatMap((file) =>
			localImportsOf(file)
				.filter((target) => /^(scripts|tests)\//.test(target))
				.map((target) => `${file} → ${target}`),
		);
		expect(outside).toEqual([]);
	});

	it('load no module of the content check when a page reads a setting', () => {
		const read = [...reachedFrom('src/site.ts')];
		expect(read).toContain('src/i18n/built-in/languages.ts');
		expect(read.filter((file) => file.startsWith('src/check/'))).toEqual([]);
	});
});

describe('the loop finder', () => {
	it('finds a loop of three and leaves a one-way chain alone', () => {
		const graph = {
			arrows: new Map([
				['a', new Map([['b', ['a.ts → b.ts']]])],
				['b', new Map([['c', ['b.ts → c.ts']]])],
				['c', new Map([['a', ['c.ts → a.ts']]])],
				['d', new Map([['a', ['d.ts → a.ts']]])],
			]),
		};
		expect(loopsOf(graph)).toEqual([['a', 'b', 'c']]);
		graph.arrows.delete('c');
		expect(loopsOf(graph)).toEqual([]);
	});
});
