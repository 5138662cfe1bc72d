/**
 * Search without a browser: the excerpt's highlighted words as text, which sections a result
 * lists, the count, the address that keeps a search, and which built files the index covers.
 */
import { describe, expect, test } from 'vitest';
import { excerptParts } from '../../src/search/excerpt.client.ts';
import {
	countText,
	querySearch,
	readQuery,
	shownResult,
	type ResultData,
} from '../../src/search/results.client.ts';
import { isServedFile, pageUrl } from '../../src/integrations/search-index.ts';

describe('an excerpt', () => {
	test('is text with its <mark>ed words marked', () => {
		expect(excerptParts('built with <mark>Rust</mark> and <mark>Go</mark>.')).toEqual([
			{ text: 'built with ', marked: false },
			{ text: 'Rust', marked: true },
			{ text: ' and ', marked: false },
			{ text: 'Go', marked: true },
			{ text: '.', marked: false },
		]);
	});

	test('gives back escaped characters as text and keeps no other tag', () => {
		expect(excerptParts('a &lt;script&gt; &amp; <b>bold</b> &quot;x&#39;')).toEqual([
			{ text: 'a <script> & bold "x\'', marked: false },
		]);
		expect(excerptParts('<img src=x onerror=alert(1)>')).toEqual([]);
	});
});

describe('a result', () => {
	const data = (sub: { url: string; title: string }[]): ResultData => ({
		url: '/resume',
		meta: { title: 'Résumé' },
		excerpt: 'x',
		sub_results: sub.map((section) => ({ ...section, excerpt: 'y' })),
	});

	test('lists up to three matching sections that have an anchor of their own', () => {
		const sections = [
			{ url: '/resume', title: 'Résumé' },
			{ url: '/resume#resume-work', title: 'Experience' },
			{ url: '/resume#resume-heading', title: 'Résumé' },
			{ url: '/resume#resume-education', title: 'Education' },
			{ url: '/resume#resume-skills', title: 'Skills' },
			{ url: '/resume#resume-awards', title: 'Awards' },
		];
		expect(shownResult(data(sections)).sections.map(({ title }) => title)).toEqual([
			'Experience',
			'Education',
			'Skills',
		]);
	});

	test('without a title is named by its address', () => {
		expect(shownResult({ url: '/x', meta: {}, excerpt: '' }).title).toBe('/x');
	});

	test('count: the form the number takes in the language, written as the language writes it', () => {
		const english = { one: '{count} result', other: '{count} results' };
		expect(countText(1, english, 'en')).toBe('1 result');
		expect(countText(12000, english, 'en')).toBe('12,000 results');
		expect(countText(1200, { one: 'uno', other: '{count} resultados' }, 'es')).toBe(
			'1200 resultados',
		);
		const russian = {
			one: '{count} результат',
			few: '{count} результата',
			other: '{count} результатов',
		};
		expect(countText(21, russian, 'ru')).toBe('21 результат');
		expect(countText(22, russian, 'ru')).toBe('22 результата');
		expect(countText(3, '{count} hits', 'en')).toBe('3 hits');
	});
});

describe('the address of a search', () => {
	test('holds the words and the tag the form sends, empty ones left out', () => {
		expect(querySearch({ query: 'rust cli', tag: 'C#' })).toBe('?q=rust+cli&tag=C%23');
		expect(querySearch({ query: '', tag: '' })).toBe('');
		expect(readQuery('?q=rust+cli&tag=C%23')).toEqual({ query: 'rust cli', tag: 'C#' });
		expect(readQuery('?q=%20&x=1')).toEqual({ query: '', tag: '' });
	});
});

describe('the index of the build', () => {
	test('addresses a page as its links do', () => {
		expect(pageUrl('index.html')).toBe('/');
		expect(pageUrl('resume.html')).toBe('/resume');
		expect(pageUrl('es.html')).toBe('/es');
		expect(pageUrl('es/projects/league-desk.html')).toBe('/es/projects/league-desk');
	});

	test('serves Pagefind’s search files and leaves its ready-made interfaces out', () => {
		for (const kept of [
			'pagefind.js',
			'pagefind-worker.js',
			'pagefind-entry.json',
			'wasm.en.pagefind',
			'index/en_1.pf_index',
		])
			expect(isServedFile(kept), kept).toBe(true);
		for (const left of ['pagefind-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'])
			expect(isServedFile(left), left).toBe(false);
	});
});
