/**
 * Header navigation. The server HTML is complete and final: on desktop CSS shows the links,
 * on phones a native popover menu opens from the toggle button even without JavaScript.
 * Hydrated, it adds the staggered entrance, `aria-expanded`, and closing on link choice and
 * on reaching desktop width. Hover (scale 1.1, gold) and tap (scale 0.9) are CSS.
 */
import { useEffect, useRef, useState, type ToggleEvent } from 'react';
import { useAnimate } from 'motion/react-mini';
import {
	HOVER_SCALE,
	NAV_ENTRANCE,
	TAP_SCALE,
	navDelay,
	prefersReducedMotion,
} from '../lib/motion.ts';
import styles from './NavMenu.module.css';

export interface NavMenuLink {
	title: string;
	href: string;
	isCurrent: boolean;
}

export interface NavMenuProps {
	links: NavMenuLink[];
	/** Media query at which the links sit in the header bar (global.css "small" breakpoint). */
	desktopQuery?: string;
}

const MENU_ID = 'site-menu';

export default function NavMenu({ links, desktopQuery = '(min-width: 40em)' }: NavMenuProps) {
	// Null until hydrated: without JavaScript the browser itself reports the popover button's
	// expanded state, which a fixed aria-expanded="false" in the server HTML would contradict.
	const [isOpen, setIsOpen] = useState<boolean | null>(null);
	const [scope, animate] = useAnimate<HTMLUListElement>();

	function playEntrance() {
		if (prefersReducedMotion()) return;
		scope.current.querySelectorAll('li').forEach((item, index) => {
			animate(
				item,
				{ opacity: [0, 1], transform: ['translateY(-0.5rem)', 'none'] },
				{ duration: NAV_ENTRANCE, delay: navDelay(index), ease: 'easeOut' },
			);
		});
	}

	const navRef = useRef<HTMLElement>(null);

	// The spec's hover and tap scales, handed to the CSS through the CSSOM: a style attribute in
	// the server HTML would need 'unsafe-inline' styles in the Content-Security-Policy.
	useEffect(() => {
		navRef.current?.style.setProperty('--hover-scale', String(HOVER_SCALE));
		navRef.current?.style.setProperty('--tap-scale', String(TAP_SCALE));
	}, []);

	// Desktop shows the links at once, so they enter on mount; phones play it when the menu opens.
	// The menu may already be open if it was tapped before hydration.
	useEffect(() => {
		setIsOpen(scope.current.matches(':popover-open'));
		if (window.matchMedia(desktopQuery).matches) playEntrance();
		// eslint-disable-next-line react-hooks/exhaustive-deps -- run once, on mount
	}, []);

	// Reaching desktop width closes the phone menu, as CSS then shows the links in the bar.
	useEffect(() => {
		const desktop = window.matchMedia(desktopQuery);
		const handleChange = () => {
			if (desktop.matches && scope.current.matches(':popover-open')) scope.current.hidePopover();
		};
		desktop.addEventListener('change', handleChange);
		return () => desktop.removeEventListener('change', handleChange);
	}, [desktopQuery, scope]);

	function handleToggle(event: ToggleEvent<HTMLUListElement>) {
		const opened = event.newState === 'open';
		setIsOpen(opened);
		if (opened) playEntrance();
	}

	function handleLinkClick() {
		if (scope.current.matches(':popover-open')) scope.current.hidePopover();
	}

	return (
		<nav ref={navRef} className={styles.nav} aria-label="Main">
			<button
				type="button"
				className={styles.toggle}
				popoverTarget={MENU_ID}
				aria-controls={MENU_ID}
				aria-expanded={isOpen ?? undefined}
			>
				<span className="sr-only">Menu</span>
				<MenuIcon className={styles.iconOpen} />
				<CloseIcon className={styles.iconClose} />
			</button>
			<ul id={MENU_ID} ref={scope} className={styles.menu} popover="auto" onToggle={handleToggle}>
				{links.map((link) => (
					<li key={link.href}>
						<a
							className={styles.link}
							href={link.href}
							aria-current={link.isCurrent ? 'page' : undefined}
							onClick={handleLinkClick}
						>
							{link.title}
						</a>
					</li>
				))}
			</ul>
		</nav>
	);
}

function MenuIcon({ className }: { className: string }) {
	return (
		<svg
			className={className}
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M3 6h18M3 12h18M3 18h18"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
			/>
		</svg>
	);
}

function CloseIcon({ className }: { className: string }) {
	return (
		<svg
			className={className}
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
		</svg>
	);
}
