// The `client:intent` directive: hydrate on the first sign the visitor is about to use the island
// (pointer, touch, focus, key, submit), and then prefetch the page's other intent islands.
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
