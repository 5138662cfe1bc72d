// Registers `client:intent`, the project's hydration directive (Astro's `addClientDirective`).
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function directives(): AstroIntegration {
	return {
		name: 'hydration-directives',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'intent',
					entrypoint: fileURLToPath(new URL('../directives/intent.client.ts', import.meta.url)),
				});
			},
		},
	};
}
