/**
 * Headings in Chinese and Japanese break between phrases, never inside a word: on the
 * right-to-left fixture site (titles in Japanese, Arabic and Latin letters), each project title's
 * heading marks where a line may break (<wbr>) only between words of those scripts, and keeps every
 * other title as it is, for the browser to break at its spaces.
 */
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import type { Element } from 'hast';
import { expect, inject, test } from 'vitest';
import { readProjects } from '../tools/content.ts';
import { readPage, textOf } from '../tools/hast.ts';
import { SITES } from '../e2e/env.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTENT = join(ROOT, SITES.rtl.content);
const dist = inject('dist').rtl;
const projects = readProjects(CONTENT);

/** The heading's text in the pieces its <wbr> elements part. */
function pieces(heading: Element): string[] {
	const parts = [''];
	const walk = (element: Element) => {
		for (const child of element.children) {
			if (child.type === 'text') parts[parts.length - 1] += child.value;
			else if (child.type === 'element' && child.tagName === 'wbr') parts.push('');
			else if (
				child.type === 'element' &&
				!child.properties.className?.toString().includes('sr-only')
			)
				walk(child);
		}
	};
	walk(heading);
	return parts.map((part) => part.trim());
}

/** Where a line may break inside `text` by its words: the offsets between two of them. */
const wordEnds = (text: string) =>
	new Set(
		Array.from(
			new Intl.Segmenter('ja', { granularity: 'word' }).segment(text),
			(part) => part.index,
		),
	);

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

test('the fixture has a title in Japanese and titles in other scripts', () => {
	expect(projects.some(({ title }) => IDEOGRAPHIC.test(title))).toBe(true);
	expect(projects.some(({ title }) => !IDEOGRAPHIC.test(title))).toBe(true);
});

test.each(projects.map((project) => [project.title, project] as const))(
	'%s: its page heading and card break only between words',
	(title, project) => {
		const headings = [
			select('main h1', readPage(dist, project.path))!,
			...selectAll('main .card .title', readPage(dist, '/projects')).filter((heading) =>
				textOf(heading).includes(title),
			),
		];
		expect(headings.length).toBeGreaterThan(1);
		for (const heading of headings) {
			const parts = pieces(heading);
			expect(parts.join('')).toBe(title);
			if (!IDEOGRAPHIC.test(title)) {
				expect(parts).toEqual([title]);
				continue;
			}
			expect(parts.length).toBeGreaterThan(1);
			let offset = 0;
			for (const part of parts.slice(0, -1)) {
				offset += part.length;
				expect(wordEnds(title).has(offset), `a break at ${offset} in ${title}`).toBe(true);
			}
		}
	},
);
