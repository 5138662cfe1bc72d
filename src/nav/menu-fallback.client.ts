// The phone menu where the Popover API is missing: toggles the panel with `data-open`, Escape, a
// tap outside or on a link. Imports nothing, so every page inlines it; it reads the menu's id and
// the desktop query from the header's `data-*` attributes.

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
