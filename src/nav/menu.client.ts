// The header menu's id, the width at which its links sit in the bar, and the Popover API check.
// Islands import it: keep it free of imports.

/** The id of the header menu's list, named by the toggle's aria-controls. */
export const MENU_ID = 'site-menu';

/** Media query at which the links sit in the header bar (the "large" breakpoint). */
export const DESKTOP_QUERY = '(min-width: 64em)';

/** Whether the browser has the Popover API (Chromium 114, Safari 17, Firefox 125 and later). */
export function supportsPopover(): boolean {
	return (
		typeof HTMLElement === 'function' && typeof HTMLElement.prototype.showPopover === 'function'
	);
}
