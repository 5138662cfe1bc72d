/**
 * The islands' animation numbers. The header links' entrance, hover and tap are plain CSS (they
 * play before any JavaScript), so their numbers live in src/islands/NavMenu.module.css; the
 * project cards' entrance keeps its own in src/lib/card-entrance.ts, the page script that plays it.
 *
 * Islands import this module: keep it free of heavy imports.
 */

/** Height of a hero letter's bounce, in pixels. */
export const LETTER_BOUNCE = 12;
/** Duration of a hero letter's bounce, in seconds. */
export const LETTER_BOUNCE_DURATION = 0.45;

/** Whether the visitor asked for reduced motion. False on the server. */
export function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
	);
}
