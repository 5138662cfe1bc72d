/**
 * Adds the project's own hydration directives:
 * - `client:intent`: hydrate when the visitor first reaches into the island (pointer over it, a
 *   touch, focus or a key inside it). Until then the island is plain HTML and none of its code,
 *   React included, is requested.
 * - `client:afterload`: hydrate once the page has loaded (its eager images included), has
 *   painted, and the browser is idle, so hydration never competes with the first paint.
 * https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const directive = (file: string) =>
	fileURLToPath(new URL(`../directives/${file}`, import.meta.url));

export default function directives(): AstroIntegration {
	return {
		name: 'hydration-directives',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({ name: 'intent', entrypoint: directive('intent.ts') });
				addClientDirective({ name: 'afterload', entrypoint: directive('after-load.ts') });
			},
		},
	};
}
