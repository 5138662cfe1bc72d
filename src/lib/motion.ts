/**
 * Every animation number of the site (staggers, durations, scales, offsets), named once. Islands and scripts import these;
 * nothing else invents timings or scales. The header links' entrance, hover and tap are CSS
 * (they play before any JavaScript): src/islands/NavMenu.module.css writes those four numbers
 * out, and tests/unit/motion-css.test.ts fails when it disagrees with this module.
 *
 * Islands import this module: keep it free of heavy imports.
 */

/** Delay between header links entering, in seconds. */
export const NAV_STAGGER = 0.3;
/** Duration of a header link's entrance, in seconds. */
export const NAV_ENTRANCE = 0.3;
/** Scale of a header link under the pointer. */
export const HOVER_SCALE = 1.1;
/** Scale of a header link while pressed. */
export const TAP_SCALE = 0.9;
/** Delay per project card index, in seconds. */
export const CARD_STAGGER = 0.3;
/** Duration of a project card's slide-up, in seconds. */
export const CARD_ENTRANCE = 0.5;
/** Distance a card slides up from, in pixels. */
export const CARD_OFFSET = 40;
/** Height of a hero letter's bounce, in pixels. */
export const LETTER_BOUNCE = 12;
/** Duration of a hero letter's bounce, in seconds. */
export const LETTER_BOUNCE_DURATION = 0.45;

/**
 * The cards entering together all start within this long, so each is fully shown at most
 * CARD_GROUP_SPAN + CARD_ENTRANCE (1.5 s) after it comes into view, however many enter at once.
 */
export const CARD_GROUP_SPAN = 1;

/**
 * Entrance delay of the card at `index` (0-based) among `count` cards entering together:
 * index × 0.3 s, or for a group too large to start within CARD_GROUP_SPAN at that pace (five
 * or more), that span shared evenly.
 */
export function cardDelay(index: number, count = 1): number {
	const stagger = count > 1 ? Math.min(CARD_STAGGER, CARD_GROUP_SPAN / (count - 1)) : CARD_STAGGER;
	return index * stagger;
}

/** Entrance delay of the header link at `index` (0-based): index × 0.3 s. */
export function navDelay(index: number): number {
	return index * NAV_STAGGER;
}

/** Whether the visitor asked for reduced motion. False on the server. */
export function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
	);
}
