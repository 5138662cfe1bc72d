// The home page greeting, one span per letter, each bouncing when the pointer reaches it (or a
// finger taps it); screen readers get the greeting once, as text. It hydrates on that first hover
// or tap, so on mount it bounces the letter under the pointer.
import { useAnimate } from 'motion/react-mini';
import { Fragment, useEffect } from 'react';
import { LETTER_BOUNCE, LETTER_BOUNCE_DURATION, prefersReducedMotion } from '../motion.client.ts';
import styles from './HeroName.module.css';

export interface HeroNameProps {
	/** The words before the name, e.g. "Hi, I'm". */
	greeting: string;
	/** The owner's name. */
	name: string;
	/** The greeting's language when it is not the page's (a text the page's language lacks). */
	greetingLang?: string;
}

export default function HeroName({ greeting, name, greetingLang }: HeroNameProps) {
	const [scope, animate] = useAnimate<HTMLSpanElement>();
	const text = `${greeting} ${name}`;
	// Words stay whole when the heading wraps; letters are graphemes, so accents stay attached.
	const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
	const words = text
		.split(' ')
		.map((word) => Array.from(segmenter.segment(word), (s) => s.segment));

	function bounce(letter: Element) {
		if (prefersReducedMotion()) return;
		animate(
			letter,
			{ transform: ['translateY(0)', `translateY(-${LETTER_BOUNCE}px)`, 'translateY(0)'] },
			{ duration: LETTER_BOUNCE_DURATION, ease: 'easeOut' },
		);
	}

	// The hover or tap that loaded the island: a tapped letter keeps :hover until the next tap.
	useEffect(() => {
		const hovered = scope.current.querySelector(`.${styles.letter}:hover`);
		if (hovered) bounce(hovered);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- run once, on mount
	}, []);

	return (
		<h1 className={styles.heading}>
			<span className="sr-only">
				{greetingLang ? (
					<>
						<span lang={greetingLang}>{greeting}</span> {name}
					</>
				) : (
					text
				)}
			</span>
			<span ref={scope} aria-hidden="true">
				{words.map((letters, wordIndex) => (
					<Fragment key={wordIndex}>
						{wordIndex > 0 && ' '}
						<span className={styles.word}>
							{letters.map((letter, index) => (
								<span
									key={index}
									className={styles.letter}
									onPointerEnter={(event) => bounce(event.currentTarget)}
								>
									{letter}
								</span>
							))}
						</span>
					</Fragment>
				))}
			</span>
		</h1>
	);
}
