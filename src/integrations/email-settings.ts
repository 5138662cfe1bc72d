// Warns at build and dev start for each missing EmailJS variable; the site still builds, and its
// form then fails to send with its failure message.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { configEnv } from './env.ts';

/** The settings `sendForm` needs; PUBLIC_EMAILJS_ORIGIN is optional (the SDK has a default). */
const REQUIRED_EMAIL_SETTINGS = [
	'PUBLIC_EMAILJS_PUBLIC_KEY',
	'PUBLIC_EMAILJS_SERVICE_ID',
	'PUBLIC_EMAILJS_TEMPLATE_ID',
] as const;

/** The names in REQUIRED_EMAIL_SETTINGS that are unset or empty in `env`. */
export function missingEmailSettings(env: Record<string, string | undefined>): string[] {
	return REQUIRED_EMAIL_SETTINGS.filter((name) => !env[name]?.trim());
}

/** Warns at `astro build` / `astro dev` when an EmailJS setting is missing; never fails the build. */
export default function emailSettings(): AstroIntegration {
	return {
		name: 'email-settings',
		hooks: {
			'astro:config:setup': ({ command, config, logger }) => {
				// Vitest loads this config through getViteConfig(); its mocks need no settings.
				if ((command !== 'build' && command !== 'dev') || process.env.VITEST) return;
				const mode = command === 'dev' ? 'development' : 'production';
				const env = configEnv(mode, fileURLToPath(config.root));
				const missing = missingEmailSettings(env);
				if (missing.length === 0) return;
				logger.warn(
					`Missing ${missing.join(', ')}: the contact form will fail to send. ` +
						'Set them in .env or the environment (see .env.example).',
				);
			},
		},
	};
}
