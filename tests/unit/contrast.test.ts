import { describe, expect, test } from 'vitest';
import {
	channels,
	contrastRatio,
	formatRatio,
	luminance,
	mix,
	toHex,
} from '../../src/schemas/colour/contrast.ts';

describe('contrast maths (WCAG 2)', () => {
	test('reads #rrggbb and #rgb, and rejects anything else', () => {
		expect(channels('#0f1c2e')).toEqual([15, 28, 46]);
		expect(channels('#FFF')).toEqual([255, 255, 255]);
		expect(() => channels('navy')).toThrow('Not a #rrggbb colour: navy');
		expect(toHex([15, 28, 46])).toBe('#0f1c2e');
		expect(toHex([300, -4, 127.6])).toBe('#ff0080');
	});

	test('luminance runs from 0 (black) to 1 (white)', () => {
		expect(luminance('#000000')).toBe(0);
		expect(luminance('#ffffff')).toBeCloseTo(1, 10);
		// The WCAG reference value for mid grey.
		expect(luminance('#808080')).toBeCloseTo(0.2158605, 6);
	});

	test('contrast ratios match the published WCAG figures, in either order', () => {
		expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
		expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
		expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
		expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
		expect(contrastRatio('#595959', '#ffffff')).toBeCloseTo(7.0, 1);
	});

	test('a ratio is shown rounded down, so one just below a minimum never reads as meeting it', () => {
		expect(formatRatio(4.499)).toBe('4.4:1');
		expect(formatRatio(2.98)).toBe('2.9:1');
		expect(formatRatio(21)).toBe('21:1');
	});

	test('mixes two colours channel by channel', () => {
		expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
		expect(mix('#0f1c2e', '#ffffff', 1)).toBe('#0f1c2e');
		expect(mix('#0f1c2e', '#ffffff', 0)).toBe('#ffffff');
	});
});
