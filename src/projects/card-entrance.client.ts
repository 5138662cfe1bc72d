// The project cards' slide-up as they enter the viewport, in turn, without React. Nothing is hidden
// before it runs; reduced motion plays no entrance. Imports nothing an island imports, so the
// build inlines it into the page.

/** Delay per project card index, in seconds. */
export const CARD_STAGGER = 0.3;
/** Duration of a project card's slide-up, in seconds. */
export const CARD_ENTRANCE = 0.5;
/** Distance a card slides up from, in pixels. */
export const CARD_OFFSET = 40;

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

/** Whether the visitor asked for reduced motion (the islands ask the shared motion module). */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Dispatched on the grid after the filter changed which cards show: their entrance replays. */
export const REPLAY_ENTRANCE = 'cards:replay';

const KEYFRAMES: Keyframe[] = [
	{ opacity: 0, transform: `translateY(${CARD_OFFSET}px)` },
	{ opacity: 1, transform: 'none' },
];

/** DOM order: the order a visitor reads the grid in. */
const inDomOrder = (a: Element, b: Element) =>
	a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** Starts the entrance of the grid's shown cards (its `li` children without `hidden`). */
export function startCardEntrance(grid: HTMLElement): void {
	if (prefersReducedMotion()) return;
	const running = new Set<Animation>();
	// One callback receives every card whose intersection changed in the same frame: a group.
	const observer = new IntersectionObserver((entries) => {
		const entering = entries
			.filter((entry) => entry.isIntersecting)
			.map((entry) => entry.target)
			.sort(inDomOrder);
		entering.forEach((card, index) => {
			observer.unobserve(card);
			const animation = card.animate(KEYFRAMES, {
				duration: CARD_ENTRANCE * 1000,
				delay: cardDelay(index, entering.length) * 1000,
				easing: 'ease-out',
				// Hidden during its own delay only, so the group comes in one after another.
				fill: 'backwards',
			});
			running.add(animation);
			animation.finished.finally(() => running.delete(animation)).catch(() => undefined);
		});
	});
	const observeShown = () => {
		observer.disconnect();
		for (const card of grid.querySelectorAll(':scope > li:not([hidden])')) observer.observe(card);
	};
	grid.addEventListener(REPLAY_ENTRANCE, () => {
		for (const animation of running) animation.cancel();
		running.clear();
		observeShown();
	});
	observeShown();
}
