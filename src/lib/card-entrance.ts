/**
 * The project cards' entrance, without React: each card slides up when it enters the viewport,
 * in turn with the cards that enter together (the first in view at once, then whatever a scroll
 * brings in), `cardDelay` apart, a large group faster. So no card animates off screen, and every
 * card is fully shown within 1.5 s of coming into view.
 *
 * Nothing is hidden before this runs, and a card is only hidden while its own entrance plays:
 * without JavaScript, or before it runs, every card shows. Reduced motion: no entrance at all.
 */
import { CARD_ENTRANCE, CARD_OFFSET, cardDelay, prefersReducedMotion } from './motion.ts';

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
