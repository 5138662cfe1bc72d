import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../src/security/script-json.ts';
import { projectData, routeErrorData } from '../../src/share/structured-data.ts';
import { personJsonLd } from '../../src/share/structured-data.ts';
import { copy, projects, site } from '../tools/content.ts';

/** A value that would end a script element, open a comment or break a JavaScript string. */
const HOSTILE = '</script><script>alert(1)</script> <!-- x --> Tom & Jerry \u2028 \u2029';

/** What the HTML parser reacts to inside a script element's text. */
const HTML_SPECIAL = /[<>&\u2028\u2029]/;

describe('scriptJson', () => {
	it('never contains <, > or &, so nothing in it can end or open an HTML element', () => {
		const text = scriptJson({ name: HOSTILE });
		expect(text).not.toMatch(HTML_SPECIAL);
		expect(text).toContain('\\u003c/script\\u003e');
		expect(text).toContain('\\u003c!--');
		expect(text).toContain('Tom \\u0026 Jerry');
	});

	it('parses back to the same value', () => {
		const hostile = { name: HOSTILE, list: [HOSTILE, 3] };
		expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
		const plain = { name: 'Zoë 👩🏽‍💻', sameAs: ['https://example.com/?a=1&b=2'], n: 3 };
		expect(JSON.parse(scriptJson(plain))).toEqual(plain);
	});
});

// Each script the pages write, from content whose texts could end the element.
describe.each([
	{
		use: "the owner's JSON-LD on every page",
		data: () =>
			personJsonLd(
				{
					basics: { name: HOSTILE, label: HOSTILE, summary: HOSTILE },
					work: [{ name: HOSTILE, position: HOSTILE, startDate: '2020' }],
					skills: [{ name: HOSTILE }],
				},
				'https://example.com/',
			),
	},
	{
		use: "a project page's JSON-LD",
		data: () =>
			projectData(
				{ ...projects[0]!, title: HOSTILE, desc: HOSTILE, category: [HOSTILE] },
				site,
				'https://example.com/',
			),
	},
	{
		use: "the error page's data",
		data: () => routeErrorData({ error: { ...copy.error, status: HOSTILE } }),
	},
])('$use', ({ data }) => {
	it('carries the hostile text whole, with nothing HTML reacts to', () => {
		const value = data();
		const text = scriptJson(value);
		expect(text).not.toMatch(HTML_SPECIAL);
		expect(JSON.parse(text)).toEqual(value);
		expect(JSON.stringify(value)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
	});
});
