/**
 * The phone menu in browsers without the Popover API (Safari before 17, Firefox before 125),
 * where the toggle's `popovertarget` does nothing. Runs at load; where the API exists it returns
 * at once and the native popover (and later the island) does the work.
 *
 * It removes the popover attributes (inert in those browsers, and so the two ways never mix) and
 * toggles the panel itself with `data-open`, as the menu's CSS expects: the button opens and
 * closes it and reports aria-expanded; Escape closes it and returns focus to the button; a click
 * outside or on a link closes it, and so does reaching desktop width, where CSS shows the links.
 *
 * The menu's id and the desktop query come from the header's `data-menu-id` and
 * `data-desktop-query`, which the header writes from src/lib/menu.ts: this script imports
 * nothing the menu's island imports, so the build inlines it into every page instead of sending
 * it as a file that imports a shared one.
 */

export function enableMenuFallback(): void {
	const header = document.querySelector<HTMLElement>('[data-menu-id]');
	const { menuId = '', desktopQuery = '' } = header?.dataset ?? {};
	const menu = document.getElementById(menuId);
	const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${menuId}"]`);
	// Where the Popover API exists, the native popover does the work.
	if (!menu || !button || typeof menu.showPopover === 'function') return;

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
		const isInside = target?.closest(`#${menuId}, button[aria-controls="${menuId}"]`);
		if (isOpen() && (!isInside || target?.closest('a'))) setOpen(false);
	});
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !isOpen()) return;
		setOpen(false);
		button.focus();
	});
	const desktop = window.matchMedia(desktopQuery);
	desktop.addEventListener('change', () => {
		if (desktop.matches) setOpen(false);
	});
}
