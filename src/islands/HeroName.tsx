/**
 * The home page greeting, one span per letter; each letter bounces when the pointer
 * reaches it (or a finger taps it). Screen readers get the greeting once, as text:
 * the letters are hidden from the accessibility tree.
 */
import { useAnimate } from 'motion/react-mini';
import type { PointerEvent } from 'react';
import { LETTER_BOUNCE, LETTER_BOUNCE_DURATION, prefersReducedMotion } from '../lib/motion.ts';
import styles from './HeroName.module.css';

export interface HeroNameProps {
	/** The words before the name, e.g. "Hi, I'm". */
	greeting: string;
	/** The owner's name. */
	name: string;
}

export default function HeroName({ greeting, name }: HeroNameProps) {
	const [scope, animate] = useAnimate<HTMLSpanElement>();
	const text = `${greeting} ${name}`;
	// Graphemes, not code units, so accented and composed letters stay whole.
	const letters = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);

	function handlePointerEnter(event: PointerEvent<HTMLSpanElement>) {
		if (prefersReducedMotion()) return;
		animate(
			event.currentTarget,
			{ transform: ['translateY(0)', `translateY(-${LETTER_BOUNCE}px)`, 'translateY(0)'] },
			{ duration: LETTER_BOUNCE_DURATION, ease: 'easeOut' },
		);
	}

	return (
		<h1 className={styles.heading}>
			<span className="sr-only">{text}</span>
			<span ref={scope} aria-hidden="true">
				{letters.map((char, index) =>
					char === ' ' ? (
						' '
					) : (
						<span key={index} className={styles.letter} onPointerEnter={handlePointerEnter}>
							{char}
						</span>
					),
				)}
			</span>
		</h1>
	);
}
