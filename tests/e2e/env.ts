/**
 * The EmailJS settings the browser tests build the site with. The origin is a name that
 * never resolves: every request to it is intercepted by the tests (page.route).
 */
export const TEST_EMAILJS = {
	PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
	PUBLIC_EMAILJS_SERVICE_ID: 'e2e-service',
	PUBLIC_EMAILJS_TEMPLATE_ID: 'e2e-template',
	PUBLIC_EMAILJS_ORIGIN: 'https://emailjs.e2e.invalid',
} as const;

/** The endpoint `sendForm` posts to. */
export const SEND_FORM_URL = `${TEST_EMAILJS.PUBLIC_EMAILJS_ORIGIN}/api/v1.0/email/send-form`;

/** Where the test build is served; set E2E_PORT to run two suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 4329);

/** The test build of the site (from content/), served on PORT. */
export const DIST = `.e2e/dist-${PORT}`;

/** Where the fixture site with many projects and tags (scripts/fixture-projects.ts) is served. */
export const MANY_PORT = Number(process.env.E2E_MANY_PORT ?? PORT + 100);

/** The fixture site's build (scripts/fixture-site.ts --out). */
export const MANY_DIST = `.e2e/sites/many-${MANY_PORT}/dist`;

/** Where the site built from tests/fixtures/content-owner (another owner's content) is served. */
export const OWNER_PORT = Number(process.env.E2E_OWNER_PORT ?? PORT + 131);

/** Where the site built from tests/fixtures/content-rtl (English and Arabic, right to left) is served. */
export const RTL_PORT = Number(process.env.E2E_RTL_PORT ?? PORT + 151);

/** Where the site built from tests/fixtures/content-hostile-name (an owner's name that is markup) is served. */
export const HOSTILE_SITE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? PORT + 141);

/**
 * The browser settings of the tests that check motion: the visitor's default, no preference for
 * reduced motion. The other tests run with reduced motion (playwright.config.ts).
 */
export const withMotion = { reducedMotion: 'no-preference' } as const;
