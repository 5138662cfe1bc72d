// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import site from './content/site.json' with { type: 'json' };

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
	// The owner's public address lives in content/site.json; `astro build --site` overrides it.
	site: site.url,
	output: 'static',
	trailingSlash: 'ignore',
	integrations: [react()],
	env: {
		schema: {
			PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
			PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
			PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
			PUBLIC_EMAILJS_ORIGIN: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
		},
	},
});
