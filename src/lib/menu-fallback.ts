/**
 * The phone menu in browsers without the Popover API (Safari before 17, Firefox before 125),
 * where the toggle's `popovertarget` does nothing. Runs at load; where the API exists it returns
 * at once and the native popover (and later the island) does the work.
 *
 * It removes the popover attributes (inert in those browsers, and so the two ways never mix) and
 * toggles the panel itself with `data-open`, as the menu's CSS expects: the button opens and
 * closes it and reports aria-expanded; Escape closes it and returns focus to the button; a click
 * outside or on a link closes it, and so does reaching desktop width, where CSS shows the links.
 */
import { DESKTOP_QUERY, MENU_ID, supportsPopover } from './menu.ts';

export function enableMenuFallback(): void {
	if (supportsPopover()) return;
	const menu = document.getElementById(MENU_ID);
	const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MENU_ID}"]`);
	if (!menu || !button) return;

	const isOpen = () => menu.hasAttribute('data-open');
	const setOpen = (open: boolean) => {
		menu.toggleAttribute('data-open', open);
		button.setAttribute('aria-expanded', String(open));
	};
	menu.removeAttribute('popover');
	button.removeAttribute('popovertarget');
	setOpen(false);

	button.addEventListener('click', () => setOpen(!isOpen()));
	document.addEventListener('click', (event) => {
		const target = event.target instanceof Element ? event.target : null;
		const isInside = target?.closest(`#${MENU_ID}, button[aria-controls="${MENU_ID}"]`);
		if (isOpen() && (!isInside || target?.closest('a'))) setOpen(false);
	});
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !isOpen()) return;
		setOpen(false);
		button.focus();
	});
	const desktop = window.matchMedia(DESKTOP_QUERY);
	desktop.addEventListener('change', () => {
		if (desktop.matches) setOpen(false);
	});
}
