// @ts-check
import { defineConfig, envField, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import emailSettings from './src/integrations/email-settings.ts';
import directives from './src/integrations/directives.ts';
import bundleNames from './src/integrations/bundle-names.ts';
import { configEnv } from './src/integrations/env.ts';
import theme from './src/integrations/theme.ts';
import font from './src/integrations/font.ts';
import { emailOrigin } from './src/contact/email-origin.client.ts';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { bodyLinks } from './src/integrations/body-links.ts';
import brand from './src/integrations/brand.ts';
import hostConfigs from './src/integrations/host-configs.ts';
import searchIndex from './src/integrations/search-index.ts';
import { storyHtml } from './src/security/markdown-html.ts';
import { checkBeforeBuild } from './src/check/check.ts';
import { readSettings } from './src/settings/read.ts';
import { pageSettings } from './src/schemas/site.ts';

// The content check's build steps first (files outside the content folder, content of an older
// shape), then the owner's settings and page texts, validated: a bad file stops the build here
// with the lines `npm run content:check` prints.
checkBeforeBuild();
const { site, copy: pages, languages } = readSettings();

// The default language at the site's root (`/projects`), each other one under its prefix
// (`/es/projects`): Astro's i18n routing, with the pages generated per language by
// src/pages/[...lang]/.
const [defaultLocale] = languages;
const multilingual = languages.length > 1;

// The EmailJS origin is the only place besides the site itself that the browser may call; a
// value that is not an https: origin stops the build with a message naming the fix.
const env = configEnv(process.env.NODE_ENV ?? 'production');
const connectOrigin = emailOrigin(env.PUBLIC_EMAILJS_ORIGIN);

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
	// The owner's public address lives in content/site.json.
	site: site.url,
	// A host that serves the site under a sub-path (a GitHub project page) sets BASE_PATH=/name.
	base: process.env.BASE_PATH || undefined,
	output: 'static',
	// Scoped styles mark each element with a class rather than a data-astro-cid-* attribute: the
	// same specificity in fewer bytes per element, which adds up on a grid of many cards.
	scopedStyleStrategy: 'class',
	build: {
		// projects.html, not projects/index.html: the routes are /projects etc. without a trailing
		// slash, and static hosts serve them without a redirect.
		format: 'file',
		// The one small stylesheet goes into each page: no render-blocking request before the first
		// paint. CSP hashes it.
		inlineStylesheets: 'always',
	},
	i18n: {
		locales: languages,
		defaultLocale,
		routing: { prefixDefaultLocale: false },
	},
	integrations: [
		react(),
		// With several languages each URL lists its alternates; with one the sitemap is plain.
		sitemap(
			multilingual
				? {
						i18n: {
							defaultLocale: defaultLocale.toLowerCase(),
							locales: Object.fromEntries(languages.map((lang) => [lang.toLowerCase(), lang])),
						},
					}
				: {},
		),
		// No contact page, no form to warn about.
		...(pageSettings(site).contact ? [emailSettings()] : []),
		directives(),
		// Browser modules are named *.client.ts(x); their bundles drop the mark (NavMenu.[hash].js).
		bundleNames(),
		theme(),
		// The font family site.json names, on the pages (none: the system's font).
		font(),
		brand(),
		// The search page's index of the built pages, written before the host files check them.
		searchIndex(),
		// dist/_headers for the site's languages and pages; the build writes nothing outside dist/.
		hostConfigs(languages, pageSettings(site)),
	],
	image: {
		// AVIF at effort 2 rather than sharp's default 4: a fraction of the encode time for files
		// slightly larger, so a cold build with many projects stays within minutes.
		service: sharpImageService({ avif: { effort: 2 } }),
	},
	markdown: {
		// Prism marks code with classes (src/styles/code.css colours them); Shiki would write inline
		// style attributes, which the Content-Security-Policy blocks without 'unsafe-inline'.
		syntaxHighlight: 'prism',
		// Raw HTML in project stories is parsed and kept only where GitHub would keep it
		// (src/security/markdown-html.ts). Links in stories: the base for this site's paths; other sites
		// open in a new tab, announced in the owner's words (content/pages.json).
		processor: satteri({
			features: { rawHtml: true },
			hastPlugins: [storyHtml(), bodyLinks(process.env.BASE_PATH || '/', pages.layout.newTab)],
		}),
	},
	env: {
		schema: {
			PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({
				context: 'client',
				access: 'public',
				optional: true,
			}),
			PUBLIC_EMAILJS_SERVICE_ID: envField.string({
				context: 'client',
				access: 'public',
				optional: true,
			}),
			PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({
				context: 'client',
				access: 'public',
				optional: true,
			}),
			PUBLIC_EMAILJS_ORIGIN: envField.string({
				context: 'client',
				access: 'public',
				optional: true,
				url: true,
			}),
		},
	},
	security: {
		// Astro hashes every script and style it emits into a <meta> CSP; no 'unsafe-inline' scripts.
		// frame-ancestors cannot be set from <meta>: the hosts' header files send it
		// (src/hosts/host-headers.ts).
		csp: {
			directives: [
				"default-src 'self'",
				// Every image is a file of the site's own: no data: URLs.
				"img-src 'self'",
				"font-src 'self'",
				`connect-src 'self' ${connectOrigin}`,
				"object-src 'none'",
				"base-uri 'self'",
				"form-action 'self'",
				// A stray http: link to a subresource is fetched over https: instead.
				'upgrade-insecure-requests',
			],
		},
	},
});
