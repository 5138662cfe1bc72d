// The header navigation island. The server HTML is complete (links in the bar on desktop, a native
// popover menu on phones); hydrated, it adds `aria-expanded` and closes the menu on a link and at
// desktop width. Without the Popover API the menu's fallback script runs the menu instead.
import { useEffect, useRef, useState, type ReactNode, type ToggleEvent } from 'react';
import { DESKTOP_QUERY, MENU_ID, supportsPopover } from '../nav/menu.client.ts';
import styles from './NavMenu.module.css';

export interface NavMenuLink {
	title: string;
	href: string;
	isCurrent: boolean;
	/** The title's language when it is not the page's. */
	lang?: string;
}

/** A link of the language switch: the same page in another language, named in that language. */
export interface NavMenuLanguage {
	lang: string;
	name: string;
	href: string;
	isCurrent: boolean;
}

export interface NavMenuProps {
	links: NavMenuLink[];
	/** The language switch, after the links; none when the site has one language. */
	languages?: NavMenuLanguage[];
	/** The navigation's name for screen readers, e.g. "Main". */
	label: string;
	/** The phone menu button's name, e.g. "Menu". */
	buttonLabel: string;
	/** The button name's language when it is not the page's. */
	buttonLabelLang?: string;
	/** Static controls after the links (the colour scheme choice), left as the server wrote them. */
	children?: ReactNode;
}

export default function NavMenu({
	links,
	languages = [],
	label,
	buttonLabel,
	buttonLabelLang,
	children,
}: NavMenuProps) {
	// Null until hydrated: without JavaScript the browser itself reports the popover button's
	// expanded state, which a fixed aria-expanded="false" in the server HTML would contradict.
	const [isOpen, setIsOpen] = useState<boolean | null>(null);
	const menuRef = useRef<HTMLUListElement>(null);

	// Catch up on mount: the tap that loaded the island has usually opened the menu already.
	// Then close it on reaching desktop width, where CSS shows the links in the bar.
	useEffect(() => {
		const menu = menuRef.current;
		if (!menu || !supportsPopover()) return;
		setIsOpen(menu.matches(':popover-open'));
		const desktop = window.matchMedia(DESKTOP_QUERY);
		const handleChange = () => {
			if (desktop.matches && menu.matches(':popover-open')) menu.hidePopover();
		};
		desktop.addEventListener('change', handleChange);
		return () => desktop.removeEventListener('change', handleChange);
	}, []);

	function handleToggle(event: ToggleEvent<HTMLUListElement>) {
		setIsOpen(event.newState === 'open');
	}

	function handleLinkClick() {
		const menu = menuRef.current;
		if (menu && supportsPopover() && menu.matches(':popover-open')) menu.hidePopover();
	}

	return (
		<nav className={styles.nav} aria-label={label}>
			<button
				type="button"
				className={styles.toggle}
				popoverTarget={MENU_ID}
				aria-controls={MENU_ID}
				aria-expanded={isOpen ?? undefined}
			>
				<span className="sr-only" lang={buttonLabelLang}>
					{buttonLabel}
				</span>
				<LineIcon className={styles.iconOpen} d={MENU_PATH} />
				<LineIcon className={styles.iconClose} d={CLOSE_PATH} />
			</button>
			<ul id={MENU_ID} ref={menuRef} className={styles.menu} popover="auto" onToggle={handleToggle}>
				{links.map((link) => (
					<li key={link.href}>
						<a
							className={styles.link}
							href={link.href}
							aria-current={link.isCurrent ? 'page' : undefined}
							lang={link.lang}
							onClick={handleLinkClick}
						>
							{link.title}
						</a>
					</li>
				))}
				{languages.map((language, index) => (
					<li key={language.lang} className={index === 0 ? styles.languages : undefined}>
						<a
							className={styles.link}
							href={language.href}
							hrefLang={language.lang}
							lang={language.lang}
							aria-current={language.isCurrent ? 'true' : undefined}
							onClick={handleLinkClick}
						>
							{language.name}
						</a>
					</li>
				))}
				{children && <li className={styles.controls}>{children}</li>}
			</ul>
		</nav>
	);
}

/** A 24x24 line icon drawn with the text colour, hidden from screen readers. */
function LineIcon({ className, d }: { className: string; d: string }) {
	return (
		<svg
			className={className}
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
		</svg>
	);
}

const MENU_PATH = 'M3 6h18M3 12h18M3 18h18';
const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';
