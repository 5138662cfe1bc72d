import { describe, expect, test } from 'vitest';
import { COVER_BOX, coverOf, initialsOf } from '../../src/projects/cover.ts';

describe('the drawn cover of a project without a screenshot', () => {
	test.each([
		['Bare Sketch', 'BS'],
		['league manager app', 'LM'],
		['Café Finder', 'CF'],
		['Solo', 'S'],
		['  the   "quoted"  title', 'TQ'],
		['日本語', '日'],
		['عربي جديد', 'عج'],
		['🚀 Launch Pad', 'LP'],
		['!!', '!'],
	])('%j is drawn with the initials %j', (title, initials) => {
		expect(initialsOf(title)).toBe(initials);
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
