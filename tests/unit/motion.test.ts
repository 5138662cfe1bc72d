import { describe, expect, it } from 'vitest';
import { prefersReducedMotion } from '../../src/motion.client.ts';
import {
	CARD_ENTRANCE,
	CARD_GROUP_SPAN,
	cardDelay,
} from '../../src/projects/card-entrance.client.ts';

describe('cardDelay', () => {
	it('is the card index times 0.3 s', () => {
		for (const [index, seconds] of [0, 0.3, 0.6, 0.9, 1.2].entries()) {
			expect(cardDelay(index)).toBeCloseTo(seconds, 10);
		}
		expect(cardDelay(10)).toBeCloseTo(3, 10);
	});

	it('keeps 0.3 s within a group of up to four cards entering together', () => {
		for (const [index, seconds] of [0, 0.3, 0.6, 0.9].entries()) {
			expect(cardDelay(index, 4)).toBeCloseTo(seconds, 10);
		}
	});

	it('starts every card of a larger group within 1 s, so each is shown within 1.5 s', () => {
		for (const count of [5, 6, 9, 30]) {
			const delays = Array.from({ length: count }, (_, index) => cardDelay(index, count));
			expect(delays.at(-1)).toBeCloseTo(CARD_GROUP_SPAN, 10);
			expect(delays.at(-1)! + CARD_ENTRANCE).toBeLessThanOrEqual(1.5);
			// Still one after another, evenly.
			expect(delays[1]! - delays[0]!).toBeCloseTo(CARD_GROUP_SPAN / (count - 1), 10);
		}
	});
});

describe('prefersReducedMotion', () => {
	it('is false where there is no window (server rendering)', () => {
		expect(prefersReducedMotion()).toBe(false);
	});
});
