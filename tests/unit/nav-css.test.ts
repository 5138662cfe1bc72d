/**
 * The header links' entrance, hover and tap are plain CSS (they work before the island loads):
 * links enter 0.3 s apart, each in 0.3 s, grow to 1.1 under the pointer and shrink to 0.9 when
 * pressed. This reads the stylesheet's rules; the browser tests see the scales and the stagger.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

describe('the header links in NavMenu.module.css', () => {
	it('scale to 1.1 under the pointer and to 0.9 when pressed', () => {
		expect(value('.link:hover', 'transform')).toBe('scale(1.1)');
		expect(value('.link:active', 'transform')).toBe('scale(0.9)');
	});

	it('each enter in 0.3 s', () => {
		const [, duration = ''] = /^nav-enter\s+(\S+)/.exec(value('.menu > li', 'animation')) ?? [];
		expect(seconds(duration)).toBeCloseTo(0.3, 10);
	});

	it('enter one after another, 0.3 s apart, every link of the nav', () => {
		expect(navLinks.length, 'there are links to stagger').toBeGreaterThan(1);
		for (let index = 1; index < navLinks.length; index++) {
			const delay = value(`.menu > li:nth-child(${index + 1})`, 'animation-delay');
			expect(seconds(delay), `link ${index + 1}`).toBeCloseTo(index * 0.3, 10);
		}
	});
});
