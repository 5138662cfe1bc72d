/**
 * The résumé's plain text and Markdown files: the owner's words as written, no layout characters
 * in the text, nothing of them read as Markdown markup.
 */
import { describe, expect, test } from 'vitest';
import { markdownText, plainText } from '../../src/apply/text.ts';
import type { ResumeView } from '../../src/resume/view.ts';

const view: ResumeView = {
	header: {
		name: 'Ada <b>Lovelace</b>',
		label: 'Engineer',
		contact: [{ text: 'ada@example.com' }],
		separator: ' · ',
	},
	summary: ['I write *fast* code_and_tests.'],
	sections: [
		{
			key: 'work',
			heading: 'Work',
			entries: [
				{
					title: 'Analyst',
					meta: 'Acme · 2016–2018',
					line: ['Acme', '2016–2018'],
					brief: '',
					description: [],
					text: ['# not a heading'],
					items: ['Shipped [a link](https://evil.example)'],
					keywords: ['SQL', 'C#'],
					keywordLine: 'SQL, C#',
				},
			],
		},
	],
};

describe('the plain text', () => {
	const text = plainText(view);
	test('holds the words as written, sections in order, no bullets or rules', () => {
		expect(text).toContain('Ada <b>Lovelace</b>');
		expect(text.indexOf('WORK')).toBeLessThan(text.indexOf('Analyst'));
		expect(text).toContain('Shipped [a link](https://evil.example)');
		expect(text).not.toMatch(/[•|─=]|^\s*[-*] /m);
	});
});

describe('the Markdown', () => {
	const md = markdownText(view);
	test('has headings and a list, and escapes the owner’s markup', () => {
		expect(md).toMatch(/^# Ada \\<b\\>Lovelace\\<\/b\\>$/m);
		expect(md).toMatch(/^## Work$/m);
		expect(md).toMatch(/^### Analyst$/m);
		expect(md).toContain('I write \\*fast\\* code\\_and\\_tests.');
		expect(md).toContain('\\# not a heading');
		expect(md).toContain('- Shipped \\[a link\\](https://evil.example)');
		expect(md).toContain('SQL, C#');
	});
});
