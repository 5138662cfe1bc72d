import { describe, expect, test } from 'vitest';
import { COVER_BOX, coverOf, initialsOf } from '../../src/projects/cover.ts';

describe('the drawn cover of a project without a screenshot', () => {
	test.each([
		['en', 'Bare Sketch', 'BS'],
		['en', 'league manager app', 'LM'],
		['en', 'Café Finder', 'CF'],
		['en', 'Solo', 'S'],
		['en', '  the   "quoted"  title', 'TQ'],
		['en', '🚀 Launch Pad', 'LP'],
		['en', '!!', '!'],
		['ru', 'менеджер лиги', 'МЛ'],
		// Written without spaces: the first word, whole.
		['ja', '業務自動化ツール', '業務'],
		['ja', '日本語', '日本語'],
		['zh-CN', '项目管理工具', '项目'],
		['th', 'ระบบจัดการร้านค้า', 'ระบบ'],
		// A first word in Latin letters: its initial, none from a word without spaces after it.
		['ja', 'React ネイティブ入門', 'R'],
		// Whole clusters: a Devanagari conjunct with its vowel sign is one letter.
		['hi', 'क्षेत्रीय समाचार', 'क्षेस'],
		// Arabic initials in reading order (the first word's drawn rightmost), each standing alone.
		['ar', 'عربي جديد', 'ع\u200cج'],
	])('in %s, %j is drawn with %j', (lang, title, initials) => {
		expect(initialsOf(title, lang)).toBe(initials);
	});

	test('a long word without spaces is drawn whole, smaller, inside the box', () => {
		const cover = coverOf('ポートフォリオサイト', 'ja');
		expect(cover.initials).toBe('ポートフォリオ');
		expect(coverOf('Bare Sketch', 'en').size).toBeGreaterThan(cover.size);
		// Each character a square of its font size at most: the word fits inside the box.
		expect(Array.from(cover.initials).length * cover.size).toBeLessThanOrEqual(COVER_BOX.width);
	});

	test('the same title always gives the same drawing, another title another one', () => {
		expect(coverOf('Bare Sketch')).toEqual(coverOf('Bare Sketch'));
		expect(coverOf('Bare Sketch').circles).not.toEqual(coverOf('Bare Sketch 2').circles);
	});

	test('its circles stand inside the box, one of them in the accent', () => {
		for (const title of ['A', 'Bare Sketch', 'x'.repeat(200)]) {
			const { circles } = coverOf(title);
			expect(circles.filter((circle) => circle.strong)).toHaveLength(1);
			for (const { cx, cy } of circles) {
				expect(cx).toBeGreaterThanOrEqual(0);
				expect(cx).toBeLessThanOrEqual(COVER_BOX.width);
				expect(cy).toBeGreaterThanOrEqual(0);
				expect(cy).toBeLessThanOrEqual(COVER_BOX.height);
			}
		}
	});
});
