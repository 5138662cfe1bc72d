// The home page greeting, its letters bouncing when the pointer reaches them (or a finger taps
// them); screen readers get the greeting once, as text. It hydrates on that first hover or tap, so
// on mount it bounces the letter under the pointer.
import { useAnimate } from 'motion/react-mini';
import { useEffect, type ReactNode } from 'react';
import { LETTER_BOUNCE, LETTER_BOUNCE_DURATION, prefersReducedMotion } from '../motion.client.ts';
import styles from './HeroName.module.css';

export interface HeroNameProps {
	/**
	 * The heading in reading order, in pieces: white space stays still, every other piece bounces
	 * as one (a letter, or a whole word of a script whose letters join).
	 */
	pieces: string[];
	/** The owner's name among the pieces: the index of its first piece and of the one after it. */
	name: [start: number, end: number];
	/** The greeting's language when it is not the page's (a text the page's language lacks). */
	greetingLang?: string;
}

export default function HeroName({ pieces, name: [start, end], greetingLang }: HeroNameProps) {
	const [scope, animate] = useAnimate<HTMLSpanElement>();

	function bounce(letter: Element) {
		if (prefersReducedMotion()) return;
		// Lifted by its offset, not a transform: the letters stay inline boxes, so the text is
		// shaped, joined and ordered as one line of text.
		animate(
			letter,
			{ top: ['0px', `-${LETTER_BOUNCE}px`, '0px'] },
			{ duration: LETTER_BOUNCE_DURATION, ease: 'easeOut' },
		);
	}

	// The hover or tap that loaded the island: a tapped letter keeps :hover until the next tap.
	useEffect(() => {
		const hovered = scope.current.querySelector(`.${styles.letter}:hover`);
		if (hovered) bounce(hovered);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- run once, on mount
	}, []);

	/** The greeting's words, marked with their language when it is not the page's. */
	const greeting = (words: ReactNode[]) =>
		greetingLang && words.length > 0 ? <span lang={greetingLang}>{words}</span> : words;
	const text = (from: number, to?: number) => {
		const words = pieces.slice(from, to).join('');
		return words ? [words] : [];
	};
	const letters = (from: number, to?: number) =>
		pieces.slice(from, to).map((piece, index) =>
			piece.trim() === '' ? (
				piece
			) : (
				<span
					key={from + index}
					className={styles.letter}
					onPointerEnter={(event) => bounce(event.currentTarget)}
				>
					{piece}
				</span>
			),
		);

	// The name is isolated (<bdi>): an owner's name in any direction keeps its own order and
	// leaves the greeting's words where they are.
	return (
		<h1 className={styles.heading}>
			<span className="sr-only">
				{greeting(text(0, start))}
				<bdi>{text(start, end)}</bdi>
				{greeting(text(end))}
			</span>
			<span ref={scope} aria-hidden="true">
				{greeting(letters(0, start))}
				<bdi>{letters(start, end)}</bdi>
				{greeting(letters(end))}
			</span>
		</h1>
	);
}
