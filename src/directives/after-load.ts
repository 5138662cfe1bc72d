/**
 * The `client:afterload` directive (registered in src/integrations/directives.ts): after the load event,
 * one painted frame, then the first idle moment (or 200 ms where requestIdleCallback is missing).
 */
import type { ClientDirective } from 'astro';

const afterLoad: ClientDirective = (load) => {
	const hydrate = async () => {
		const run = await load();
		await run();
	};
	const whenIdle = () => {
		if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 });
		else setTimeout(hydrate, 200);
	};
	const afterPaint = () => requestAnimationFrame(() => setTimeout(whenIdle));
	if (document.readyState === 'complete') afterPaint();
	else window.addEventListener('load', afterPaint, { once: true });
};

export default afterLoad;

declare module 'astro' {
	interface AstroClientDirectives {
		'client:afterload'?: boolean;
	}
}
