/**
 * The cover letter as every output shows it: the body's paragraphs with their lines, its lists as
 * lists, the addressee and the date placed as the letter's language writes letters.
 */
import { describe, expect, test } from 'vitest';
import { bodyBlocks, letterOf } from '../../src/apply/letter.ts';
import type { ResumeView } from '../../src/resume/view.ts';

const view: ResumeView = {
	header: { name: 'Jordan Avery', label: 'Developer', contact: [], separator: ' · ' },
	summary: [],
	sections: [],
};
const day = new Date('2026-03-14T12:00:00Z');

describe("the letter's body", () => {
	test('a sign-off keeps its lines, with a single line break or a hard break', () => {
		for (const markdown of [
			'Kind regards,\nJordan Avery',
			'Kind regards,  \nJordan Avery',
			'Kind regards,\\\nJordan Avery',
		])
			expect(bodyBlocks(markdown)).toEqual([
				{ kind: 'paragraph', lines: ['Kind regards,', 'Jordan Avery'], closing: true },
			]);
	});

	test('lists are lists, a numbered one from its first number, the marks gone', () => {
		expect(
			bodyBlocks('I bring:\n\n- **fast** reports\n- [SQL](https://x.example)\n\n3. three\n4. four'),
		).toEqual([
			{ kind: 'paragraph', lines: ['I bring:'] },
			{
				kind: 'list',
				ordered: false,
				start: 1,
				items: ['fast reports', 'SQL (https://x.example)'],
			},
			{ kind: 'list', ordered: true, start: 3, items: ['three', 'four'] },
		]);
	});

	test('comments are left out; only a short last paragraph is the closing', () => {
		const long = 'I look forward to hearing from you about the role and the team you are building.';
		expect(bodyBlocks(`<!-- a note to myself -->\n\nDear Alex,\n\n${long}`)).toEqual([
			{ kind: 'paragraph', lines: ['Dear Alex,'] },
			{ kind: 'paragraph', lines: [long] },
		]);
	});
});

describe("the letter's parts in the language's order", () => {
	const application = { company: 'Acme', role: 'Developer', contact: 'Alex Morgan' };

	test('in English: the person, then the company; date and closing at the start', () => {
		const letter = letterOf(application, 'Hello.\n\nKind regards,\nJordan', view, 'en', day);
		expect(letter.to).toEqual(['Alex Morgan', 'Acme']);
		expect(letter.date).toBe('March 14, 2026');
		expect(letter.endAligned).toBe(false);
	});

	test('in Japanese: the company before the person; date and closing at the end', () => {
		const letter = letterOf(
			{ company: '株式会社アクメ', role: '開発者', contact: '山田 花子 様' },
			'拝啓\n\n敬具',
			view,
			'ja',
			day,
		);
		expect(letter.to).toEqual(['株式会社アクメ', '山田 花子 様']);
		expect(letter.date).toBe('2026年3月14日');
		expect(letter.endAligned).toBe(true);
		expect(letter.body.at(-1)).toEqual({ kind: 'paragraph', lines: ['敬具'], closing: true });
	});
});
