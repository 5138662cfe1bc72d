import { relative, resolve } from 'node:path';
import { contentDirOf, fixtureContent } from '../../scripts/fixture-content.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

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

/** A site the tests build from a content folder (scripts/fixture-site.ts) and serve on a port. */
export interface TestSite {
	content: string;
	dist: string;
	port: number;
	/** The content folder is written by scripts/fixture-projects.ts before the build. */
	generated?: boolean;
	/** The fixture folder `content` is written from: the valid fixture content with it on top. */
	fixture?: string;
}

/** A port an E2E_* variable can move, so two suites run side by side. */
const port = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback);
const MANY_PORT = port('E2E_MANY_PORT', PORT + 100);

/** A site built from the content a fixture folder stands for, written under .e2e/ first. */
const fixture = (name: string, folder: string, at: number): TestSite => ({
	content: relative(ROOT, contentDirOf(folder)),
	dist: `.e2e/sites/${name}-${at}/dist`,
	port: at,
	fixture: folder,
});

/**
 * Every site the tests build, all with TEST_EMAILJS. The build suite's setup builds them once for
 * the run (tests/build/global-setup.ts) and reads their HTML; the browser tests serve the same
 * builds (playwright.config.ts), which are not built again while their inputs are unchanged.
 */
export const SITES = {
	/** The owner's content: CONTENT_DIR, else content/. */
	main: { content: process.env.CONTENT_DIR ?? 'content', dist: `.e2e/dist-${PORT}`, port: PORT },
	/** 40 generated projects with 32 tags: the grid and the filter at scale. */
	many: {
		content: `.e2e/content-many-${MANY_PORT}`,
		dist: `.e2e/sites/many-${MANY_PORT}/dist`,
		port: MANY_PORT,
		generated: true,
	},
	/** Another owner's copy, profiles, résumé and theme. */
	owner: fixture('owner', 'content-owner', port('E2E_OWNER_PORT', PORT + 131)),
	/** An owner's name that is markup: the head must not be broken out of. */
	hostile: fixture('hostile-name', 'content-hostile-name', port('E2E_HOSTILE_PORT', PORT + 141)),
	/**
	 * A default language written left to right and a further one written right to left, which
	 * translates only pages.json and leaves some of its About, résumé and contact texts out.
	 */
	rtl: fixture('rtl', 'content-rtl', port('E2E_RTL_PORT', PORT + 151)),
	/** A second owner, with other numbers of projects, jobs and skills (its own Playwright config). */
	other: fixture('content-other', 'content-other', port('E2E_FIXTURE_PORT', 4410)),
} satisfies Record<string, TestSite>;

/**
 * Writes the content folder of `site` when it is a fixture's (the valid content with the fixture
 * on top); one already up to date is kept, so every process that reads it may ask.
 */
export function writeFixtureContent(site: TestSite) {
	if (site.fixture) fixtureContent(site.fixture);
}

export type SiteName = keyof typeof SITES;

/** The address a site is served at. */
export const urlOf = (site: TestSite) => `http://127.0.0.1:${site.port}`;

/** The test build of the site (from content/), served on PORT. */
export const DIST = SITES.main.dist;

/**
 * The browser settings of the tests that check motion: the visitor's default, no preference for
 * reduced motion. The other tests run with reduced motion (playwright.config.ts).
 */
export const withMotion = { reducedMotion: 'no-preference' } as const;

/**
 * The browser settings of the no-JavaScript specs: scripts off, and motion on, so the
 * scroll-driven fades that play without JavaScript are checked to end visible.
 */
export const withoutJavaScript = { ...withMotion, javaScriptEnabled: false } as const;
