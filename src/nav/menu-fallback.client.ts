// The phone menu where the Popover API is missing: toggles the panel with `data-open`, Escape, a
// tap outside or on a link. Imports nothing, so every page inlines it; it reads the menu's id and
// the desktop query from the header's `data-*` attributes, and follows a header put in its place.

/** The header's menu and its toggle, as the page has them now. */
function menuParts() {
	const header = document.querySelector<HTMLElement>('[data-menu-id]');
	const { menuId = '', desktopQuery = '' } = header?.dataset ?? {};
	const menu = menuId ? document.getElementById(menuId) : null;
	const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${menuId}"]`);
	return menu && button ? { menuId, desktopQuery, menu, button } : undefined;
}

export function enableMenuFallback(): void {
	// Where the Popover API exists, the native popover does the work.
	if (typeof HTMLElement.prototype.showPopover === 'function' || !menuParts()) return;

	const isOpen = () => menuParts()?.menu.hasAttribute('data-open') ?? false;
	const setOpen = (open: boolean) => {
		const parts = menuParts();
		parts?.menu.toggleAttribute('data-open', open);
		parts?.button.setAttribute('aria-expanded', String(open));
	};
	// The server's popover menu becomes one this script opens and closes.
	const adopt = () => {
		const parts = menuParts();
		if (!parts?.menu.hasAttribute('popover')) return;
		parts.menu.removeAttribute('popover');
		parts.button.removeAttribute('popovertarget');
		setOpen(false);
	};
	adopt();
	// A page that puts another header in place (the error page in another language) keeps a menu.
	new MutationObserver(adopt).observe(document.body, { childList: true });

	document.addEventListener('click', (event) => {
		const parts = menuParts();
		const target = event.target instanceof Element ? event.target : null;
		if (!parts || !target) return;
		if (target.closest(`button[aria-controls="${parts.menuId}"]`)) return setOpen(!isOpen());
		if (isOpen() && (!target.closest(`#${parts.menuId}`) || target.closest('a'))) setOpen(false);
	});
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !isOpen()) return;
		setOpen(false);
		menuParts()?.button.focus();
	});
	const desktop = window.matchMedia(menuParts()?.desktopQuery ?? '');
	desktop.addEventListener('change', () => {
		if (desktop.matches) setOpen(false);
	});
}
