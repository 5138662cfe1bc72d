import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { elements } from '../tools/hast.ts';
import { storyHtml } from '../../src/security/markdown-html.ts';
import { inertSvg } from '../../src/security/svg.ts';

/** A story rendered as the build renders it (raw HTML parsed, then the allowlist), parsed back. */
async function render(markdown: string) {
	const { html } = await markdownToHtml(markdown, {
		hastPlugins: [storyHtml()],
		features: { gfm: true, rawHtml: true },
	});
	return fromHtml(html, { fragment: true });
}

describe('story HTML', () => {
	it.each([
		['a script', '<script>alert(1)</script>', 'script'],
		['a style sheet', '<style>body { display: none }</style>', 'style'],
		['a frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
		['a redirect', '<meta http-equiv="refresh" content="0;url=https://attacker.example/">', 'meta'],
		['a base address', '<base href="https://attacker.example/">', 'base'],
		[
			'a linked style sheet',
			'<link rel="stylesheet" href="https://attacker.example/x.css">',
			'link',
		],
		['an object', '<object data="https://attacker.example/x"></object>', 'object'],
		['an embed', '<embed src="https://attacker.example/x">', 'embed'],
		['a form', '<form action="https://attacker.example/"><button>Send</button></form>', 'form'],
		['an inline SVG', '<svg onload="alert(1)"><circle r="1"/></svg>', 'svg'],
	])('removes %s', async (_, html, tag) => {
		const tree = await render(`Before.\n\n${html}\n\nAfter.`);
		expect(elements(tree).map((element) => element.tagName)).not.toContain(tag);
		// The Markdown around it stays.
		const texts = selectAll('p', tree).map((p) => JSON.stringify(p));
		expect(texts.filter((text) => /Before\.|After\./.test(text))).toHaveLength(2);
	});

	it('removes event handlers and script, data and vbscript addresses, keeping the text', async () => {
		const tree = await render(
			[
				'<p onclick="alert(1)" onmouseover="alert(2)">Text',
				'<a href="javascript:alert(1)">one</a>',
				'<a href="data:text/html,x">two</a>',
				'<a href="vbscript:msgbox(1)">three</a>',
				'<img src="data:image/png;base64,AAAA" alt="inline">',
				'<a href="https://example.com/">four</a></p>',
			].join(' '),
		);
		for (const element of elements(tree)) {
			expect(Object.keys(element.properties).filter((key) => /^on/i.test(key))).toEqual([]);
			for (const key of ['href', 'src'])
				expect(String(element.properties[key] ?? '')).not.toMatch(/^(javascript|data|vbscript):/);
		}
		expect(selectAll('a', tree).map((link) => link.properties.href ?? null)).toEqual([
			null,
			null,
			null,
			'https://example.com/',
		]);
	});

	it('keeps what an owner writes: details/summary, kbd, sub/sup, tables, images with alt, heading ids', async () => {
		const tree = await render(
			[
				'<h3 id="setup">Setup</h3>',
				'',
				'<details><summary>Shortcuts</summary>',
				'',
				'Press <kbd>Ctrl</kbd>; H<sub>2</sub>O; m<sup>2</sup>.',
				'',
				'</details>',
				'',
				'<img src="./shot.png" alt="The start screen" width="640">',
				'',
				'| a | b |',
				'|---|---|',
				'| 1 | 2 |',
				'',
				'- [x] done',
			].join('\n'),
		);
		expect(select('details > summary', tree)).toBeDefined();
		expect(selectAll('kbd, sub, sup', tree).map((element) => element.tagName)).toEqual([
			'kbd',
			'sub',
			'sup',
		]);
		expect(select('img', tree)?.properties).toMatchObject({
			src: './shot.png',
			alt: 'The start screen',
			width: 640,
		});
		expect(selectAll('table td', tree)).toHaveLength(2);
		expect(select('input[type=checkbox][disabled]', tree)).toBeDefined();
		// As on GitHub, an id written in HTML is prefixed, so it cannot take one of the page's own.
		expect(select('h3', tree)?.properties.id).toBe('user-content-setup');
	});

	it('keeps the classes of highlighted code', async () => {
		const tree = await render('```ts\nconst a = 1;\n```\n');
		// Without the build's highlighter the code keeps its language class.
		expect(select('pre code', tree)?.properties.className).toEqual(['language-ts']);
	});
});

describe('inertSvg', () => {
	const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
	<style>@import url(https://attacker.example/x.css); .a { fill: url(#g) } .b { fill: url(https://attacker.example/p.svg#x) }</style>
	<script>alert(2)</script>
	<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>
	<rect class="a" width="10" height="10" onclick="alert(3)" fill="url(https://attacker.example/#a)"/>
	<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
	<image href="https://attacker.example/pixel.png" width="1" height="1"/>
	<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
	<use xlink:href="#g"/>
	<a xlink:href="javascript:alert(4)"><text>x</text></a>
	<set attributeName="href" to="javascript:alert(5)"/>
</svg>`;

	it('removes scripts, handlers, foreignObject and references to other files', () => {
		const tree = fromHtml(inertSvg(hostile), { fragment: true });
		const names = elements(tree).map((element) => element.tagName);
		expect(names).not.toContain('script');
		expect(names).not.toContain('foreignObject');
		expect(names).not.toContain('set');
		for (const element of elements(tree)) {
			expect(Object.keys(element.properties).filter((key) => /^on/i.test(key))).toEqual([]);
			for (const [key, value] of Object.entries(element.properties))
				if (/href$/i.test(key)) expect(String(value)).toMatch(/^(#|data:image\/png;)/);
		}
		const style = select('style', tree);
		expect(style && JSON.stringify(style)).not.toMatch(/@import|attacker/);
	});

	it('keeps the drawing and its in-file references', () => {
		const tree = fromHtml(inertSvg(hostile), { fragment: true });
		expect(select('linearGradient#g, lineargradient#g', tree)).toBeDefined();
		expect(selectAll('rect', tree)).toHaveLength(1);
		expect(JSON.stringify(select('style', tree))).toContain('url(#g)');
		expect(selectAll('image', tree)).toHaveLength(2);
	});
});
