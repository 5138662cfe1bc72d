import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetProblems, gzipSize, inlineScripts, kb, scriptTotal } from '../tools/budget.ts';

describe('inlineScripts', () => {
	it('keeps the scripts a browser runs inline, module or classic, and nothing else', () => {
		const html = [
			'<script>one()</script>',
			'<script type="module">two()</script>',
			'<SCRIPT TYPE="text/javascript">three()</SCRIPT>',
			'<script src="/_astro/file.js"></script>',
			'<script type="application/ld+json">{"@type":"Person"}</script>',
			'<script type="importmap">{}</script>',
			'<script>   </script>',
		].join('\n');
		expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
	});

	it('finds none in a page without scripts', () => {
		expect(inlineScripts('<p>Hello</p>')).toEqual([]);
	});
});

describe('scriptTotal', () => {
	it('counts files and inline scripts, and adds up their gzip -9 sizes', () => {
		const file = 'console.log("a file");'.repeat(20);
		const inline = ['let x = 1;', 'let y = 2;'];
		const total = scriptTotal([Buffer.from(file)], inline);
		expect(total.scripts).toBe(3);
		expect(total.files).toBe(1);
		const expected = [file, ...inline].reduce(
			(sum, text) => sum + gzipSync(text, { level: 9 }).length,
			0,
		);
		expect(total.bytes).toBe(expected);
		expect(gzipSize(inline[0]!)).toBe(gzipSync(inline[0]!, { level: 9 }).length);
	});
});

describe('budgetProblems', () => {
	const none = { scripts: 0, files: 0, bytes: 0 };

	it('holds for 5 KB inline before interaction and 90 KB after', () => {
		expect(
			budgetProblems('/', { scripts: 3, files: 0, bytes: 5 * 1024 }, { ...none, bytes: 90 * 1024 }),
		).toEqual([]);
	});

	it('names a script file before interaction, whatever its size', () => {
		expect(budgetProblems('/about', { scripts: 1, files: 1, bytes: 10 }, none)).toEqual([
			'/about requests 1 script file(s) before interaction',
		]);
	});

	it('names each budget a page goes over, with its size', () => {
		expect(
			budgetProblems(
				'/projects',
				{ scripts: 4, files: 0, bytes: 5 * 1024 + 1 },
				{ scripts: 9, files: 5, bytes: 90 * 1024 + 103 },
			),
		).toEqual([
			'/projects before interaction: 5.0 KB, over 5.0 KB',
			'/projects after using every island: 90.1 KB, over 90.0 KB',
		]);
	});

	it('shows sizes in KB with one decimal', () => {
		expect(kb(2560)).toBe('2.5');
	});
});
