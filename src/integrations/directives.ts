/**
 * Adds `client:intent`, the project's own hydration directive: an island hydrates when the
 * visitor first reaches into it (a pointer over it, a touch, focus or a key inside it). Until
 * then it is plain HTML and none of its code, React included, is requested.
 * https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function directives(): AstroIntegration {
	return {
		name: 'hydration-directives',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'intent',
					entrypoint: fileURLToPath(new URL('../directives/intent.ts', import.meta.url)),
				});
			},
		},
	};
}
