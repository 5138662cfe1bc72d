// The islands' animation numbers (the header links' CSS and the cards' page script keep their own).
// Islands import it: keep it free of heavy imports.

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
