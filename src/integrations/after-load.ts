/**
 * Adds `client:afterload`: hydrate once the page has loaded (its eager images included), has
 * painted, and the browser is idle. Hydration code then never competes with the first paint
 * for bandwidth or the main thread. Islands that use it work as plain HTML until then (the
 * menu is a native popover; the form keeps what is typed).
 * https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function afterLoad(): AstroIntegration {
	return {
		name: 'after-load-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'afterload',
					entrypoint: fileURLToPath(new URL('../directives/after-load.ts', import.meta.url)),
				});
			},
		},
	};
}
