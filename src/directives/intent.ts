/**
 * The `client:intent` directive (registered in src/integrations/directives.ts): hydrate on the
 * first sign that the visitor is about to use the island — the pointer moving over it, a touch,
 * focus entering it, a key pressed in it, or a form in it submitted. Nothing is requested before
 * that, so a page whose islands all use it loads no framework code until someone interacts.
 *
 * The triggering event itself is not replayed: the server HTML already does the first step
 * natively (a link navigates, a popover opens, text goes into an uncontrolled field, the page's
 * own script holds a submit for the contact form's island), and each island catches up with the
 * DOM's state when it mounts.
 *
 * Prefetching: once one island on the page starts, the visitor is interacting and the framework
 * is on its way, so every other intent island fetches its own code then too (without hydrating).
 * Each is then ready before it is reached, and a page nobody touches still loads nothing.
 */
import type { ClientDirective } from 'astro';

/**
 * Events that show intent. All bubble or are caught in the capture phase on the island. A
 * submit counts too: a form filled by autofill or by script may be submitted with no touch first.
 */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown', 'submit'] as const;

/** Dispatched on the document when the first intent island on the page starts loading. */
const STARTED = 'intent:started';

const intent: ClientDirective = (load, _options, el) => {
	let code: ReturnType<typeof load> | undefined;
	const fetchCode = () => (code ??= load());
	let isStarted = false;
	const hydrate = async () => {
		if (isStarted) return;
		isStarted = true;
		for (const type of INTENT_EVENTS) el.removeEventListener(type, hydrate, true);
		document.dispatchEvent(new Event(STARTED));
		const run = await fetchCode();
		await run();
	};
	for (const type of INTENT_EVENTS)
		el.addEventListener(type, hydrate, { capture: true, passive: true });
	document.addEventListener(STARTED, () => void fetchCode(), { once: true });
	// Focus may already be inside (autofocus, or a visitor who tabbed in before this ran).
	if (el.contains(document.activeElement)) void hydrate();
};

export default intent;

declare module 'astro' {
	interface AstroClientDirectives {
		'client:intent'?: boolean;
	}
}
