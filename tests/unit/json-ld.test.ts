import { describe, expect, it } from 'vitest';
import { jsonLd } from '../../src/lib/json-ld.ts';

describe('jsonLd', () => {
	const hostile = {
		'@type': 'Person',
		name: '</script><script>alert(1)</script>',
		note: 'Tom & Jerry <b>bold</b> <!-- comment --> \u2028 line \u2029 paragraph',
	};

	it('never contains <, > or &, so nothing in it can end or open an HTML element', () => {
		const text = jsonLd(hostile);
		expect(text).not.toMatch(/[<>&\u2028\u2029]/);
		expect(text).toContain('\\u003c/script\\u003e');
		expect(text).toContain('Tom \\u0026 Jerry');
	});

	it('parses back to the same value', () => {
		expect(JSON.parse(jsonLd(hostile))).toEqual(hostile);
		const plain = { name: 'Zoë 👩🏽‍💻', sameAs: ['https://example.com/?a=1&b=2'], n: 3 };
		expect(JSON.parse(jsonLd(plain))).toEqual(plain);
	});
});
