/**
 * The islands' animation numbers (staggers, durations, scales, offsets), named once; the project
 * cards' entrance keeps its own in src/lib/card-entrance.ts, the page script that plays it.
 * Nothing else invents timings or scales. The header links' entrance, hover and tap are CSS
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
/** Height of a hero letter's bounce, in pixels. */
export const LETTER_BOUNCE = 12;
/** Duration of a hero letter's bounce, in seconds. */
export const LETTER_BOUNCE_DURATION = 0.45;

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
