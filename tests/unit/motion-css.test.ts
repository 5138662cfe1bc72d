/**
 * The header links' entrance, hover and tap are plain CSS (they work before the island loads), so
 * their numbers are written out in NavMenu.module.css. src/lib/motion.ts stays the one home of
 * those numbers: this test reads the stylesheet and fails when the two disagree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOVER_SCALE, NAV_ENTRANCE, TAP_SCALE, navDelay } from '../../src/lib/motion.ts';
import { navLinks } from '../../src/site.ts';

const css = readFileSync(new URL('../../src/islands/NavMenu.module.css', import.meta.url), 'utf8')
	// Comments may quote selectors; only rules count.
	.replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of every rule whose selector list is exactly `selector`. */
function declarations(selector: string): string[] {
	return Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g))
		.filter(([, selectors = '']) => selectors.trim() === selector)
		.map(([, , body = '']) => body);
}

/** The value of `property` in the one rule for `selector`, or a failure naming both. */
function value(selector: string, property: string): string {
	const values = declarations(selector).flatMap((body) =>
		Array.from(body.matchAll(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'g')), (m) =>
			m[1]!.trim(),
		),
	);
	expect(values, `NavMenu.module.css sets ${property} once for "${selector}"`).toHaveLength(1);
	return values[0]!;
}

const seconds = (text: string) => {
	const match = /^(\d*\.?\d+)(m?s)$/.exec(text);
	expect(match, `"${text}" is a time`).not.toBeNull();
	return Number(match![1]) / (match![2] === 'ms' ? 1000 : 1);
};

describe('NavMenu.module.css mirrors src/lib/motion.ts', () => {
	it('scales a header link to HOVER_SCALE under the pointer and TAP_SCALE when pressed', () => {
		expect(value('.link:hover', 'transform')).toBe(`scale(${HOVER_SCALE})`);
		expect(value('.link:active', 'transform')).toBe(`scale(${TAP_SCALE})`);
	});

	it('plays each link’s entrance in NAV_ENTRANCE', () => {
		const [, duration = ''] = /^nav-enter\s+(\S+)/.exec(value('.menu > li', 'animation')) ?? [];
		expect(seconds(duration)).toBeCloseTo(NAV_ENTRANCE, 10);
	});

	it('delays every header link’s entrance by navDelay(its index)', () => {
		expect(navLinks.length, 'there are links to stagger').toBeGreaterThan(1);
		for (let index = 1; index < navLinks.length; index++) {
			const delay = value(`.menu > li:nth-child(${index + 1})`, 'animation-delay');
			expect(seconds(delay), `link ${index + 1}`).toBeCloseTo(navDelay(index), 10);
		}
	});
});
