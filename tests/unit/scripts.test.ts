import { describe, expect, test } from 'vitest';
import { phrasesOf } from '../../src/i18n/scripts.ts';

describe('where a heading may break between lines', () => {
	test.each([
		// Japanese: words as the dictionary gives them, particles and endings kept with the word before.
		['ja', '業務自動化ツールを作りました', ['自動化', 'ツールを', '作りました']],
		['ja', 'ポートフォリオサイトの作り方', ['ポートフォリオ', 'サイトの', '作り方']],
		// Chinese: words whole.
		['zh-CN', '电商平台管理系统', ['平台', '管理', '系统']],
		['zh-CN', '我的React项目', ['React', '项目']],
	])('in %s, %j keeps each of %j on one line', (lang, text, words) => {
		const phrases = phrasesOf(text, lang);
		expect(phrases.join('')).toBe(text);
		expect(phrases.length).toBeGreaterThan(words.length > 1 ? 1 : 0);
		for (const word of words) expect(phrases.some((phrase) => phrase.includes(word))).toBe(true);
	});

	test('a Japanese particle never starts a line', () => {
		const phrases = phrasesOf('私のアプリをリリースしました', 'ja');
		expect(phrases.join('')).toBe('私のアプリをリリースしました');
		for (const phrase of phrases.slice(1)) expect(phrase).not.toMatch(/^[のをはがにでとしま]/);
		expect(phrases.length).toBeGreaterThan(1);
	});

	test.each([
		['en', 'A league manager app, built with C# and Node.js'],
		['ru', 'Менеджер спортивной лиги'],
		['ar', 'تطبيق إدارة الدوري'],
		['ko', '리그 관리 앱'],
	])('in %s, %j is left to the browser: spaces break it', (lang, text) => {
		expect(phrasesOf(text, lang)).toEqual([text]);
	});
});
