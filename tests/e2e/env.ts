import { createServer, type AddressInfo, type Server } from 'node:net';
import { relative, resolve } from 'node:path';
import {
	contentDirOf,
	fixtureDir,
	type Overlay,
	readOverlay,
	writeContent,
} from '../tools/fixture-content.ts';
import { manyProjectsOverlay } from '../tools/fixture-projects.ts';
import { VARIANTS, variantOverlay } from '../build/variants.ts';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/built-in/languages.ts';
import { SAMPLE } from '../tools/sample.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Every language the template ships texts in, English first, and `zh`, which names zh-CN. */
export const EVERY_BUILT_IN_LANGUAGE = [
	'en',
	...BUILT_IN_LANGUAGES.filter((lang) => lang !== 'en'),
	...(BUILT_IN_LANGUAGES.includes('zh-CN') ? ['zh'] : []),
];

/** The built-in site's content: the fixture's, its site.json listing every built-in language. */
function builtInOverlay(): Overlay {
	const overlay = readOverlay(fixtureDir('content-builtin'));
	const site = JSON.parse(
		Buffer.from((overlay.files!['site.json'] as { bytes: Uint8Array }).bytes).toString('utf8'),
	) as Record<string, unknown>;
	const languages = JSON.stringify({ ...site, languages: EVERY_BUILT_IN_LANGUAGE }, null, '\t');
	return { ...overlay, files: { ...overlay.files, 'site.json': `${languages}\n` } };
}

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

/**
 * A name for a second suite run side by side in the same checkout (E2E_SUITE): its builds and
 * reports go to folders of their own. Ports need no name: each run asks the OS for free ones.
 */
export const inSuite = (name: string) =>
	process.env.E2E_SUITE ? `${name}-${process.env.E2E_SUITE}` : name;

/** A site the tests build from a content folder (as a fixture site) and serve on a port. */
export interface TestSite {
	/** Its key in SITES: the name of its port and of its build's folder. */
	name: string;
	content: string;
	dist: string;
	/** What `content` is written from before the build, over the valid fixture content. */
	overlay?: () => Overlay;
}

/** The site `name`, built in a folder of its own under .e2e/sites. */
const site = (name: string, content: string, overlay?: () => Overlay): TestSite => ({
	name,
	content,
	dist: `.e2e/sites/${inSuite(name)}/dist`,
	...(overlay && { overlay }),
});

/** The site of a fixture folder: its content is written under .e2e/ first. */
const fixture = (name: string, folder: string) =>
	site(name, relative(ROOT, contentDirOf(folder)), () => readOverlay(fixtureDir(folder)));

/**
 * Every site the tests build, all with TEST_EMAILJS. The build suite's setup builds them once for
 * the run, and its files read their HTML; the browser tests serve the same builds (through the
 * Playwright config), which are not built again while their inputs are unchanged.
 */
export const SITES = {
	/** The template's sample content (CONTENT_DIR, else the frozen sample fixture). */
	main: site('main', process.env.CONTENT_DIR ?? SAMPLE),
	/** 40 generated projects with 32 tags: the grid and the filter at scale. */
	many: site('many', relative(ROOT, contentDirOf('many')), () => manyProjectsOverlay()),
	/** Another owner's copy, profiles, résumé and theme. */
	owner: fixture('owner', 'content-owner'),
	/** An owner's name that is markup: the head must not be broken out of. */
	hostile: fixture('hostile', 'content-hostile-name'),
	/** An owner's name in Arabic script on English pages: the hero draws it joined, right to left. */
	arabic: fixture('arabic', 'content-arabic-name'),
	/**
	 * A default language written left to right and a further one written right to left, which
	 * translates only pages.json and leaves some of its About, résumé and contact texts out.
	 */
	rtl: fixture('rtl', 'content-rtl'),
	/**
	 * No pages.json, and every language the template ships texts in (English first, `zh` beside
	 * `zh-CN`), none with a folder of its own: every interface text is the template's built-in
	 * one, the owner's words the default language's.
	 */
	builtin: site('builtin', relative(ROOT, contentDirOf('content-builtin')), builtInOverlay),
	/**
	 * An owner in another default language and script (Russian, then English) whose texts hold
	 * long addresses, with the contact page off and a note draft: the owner's checks in a browser.
	 */
	russian: site('russian', 'tests/fixtures/owners/russian'),
	/** A second owner, with other numbers of projects, jobs and skills (its own Playwright config). */
	other: fixture('other', 'content-other'),
	/**
	 * The valid fixture content with the cases the build tests read (a draft, notes, a tag notes
	 * and projects share, a project story with a picture and code): the code's behaviour with
	 * projects, notes and tags is checked here, whatever the owner's content holds.
	 */
	cases: site('cases', VARIANTS.cases.content, () => variantOverlay(VARIANTS.cases)),
} satisfies Record<string, TestSite>;

export type SiteName = keyof typeof SITES;

/**
 * The site the browser tests check projects, notes and tags on: the cases site, or the one
 * E2E_FEATURES names (the second owner's run names its own, which has projects). Read when a
 * spec loads, after the Playwright config has set the variable.
 */
export const featuresSite = (): TestSite =>
	SITES[(process.env.E2E_FEATURES ?? 'cases') as SiteName];

/**
 * Writes the content folder of `site` when it is an overlay (a fixture's, or generated); one
 * already up to date is kept, so every process that reads it may ask.
 */
export function writeSiteContent(site: TestSite) {
	if (site.overlay) writeContent(site.overlay(), resolve(ROOT, site.content));
}

/** `count` ports free at the time: the OS's picks for servers listening on port 0. */
export async function freePorts(count: number): Promise<number[]> {
	// All listen at once, so no two are given the same port.
	const servers = await Promise.all(
		Array.from(
			{ length: count },
			() =>
				new Promise<Server>((done, fail) => {
					const server = createServer().once('error', fail);
					server.listen(0, '127.0.0.1', () => done(server));
				}),
		),
	);
	const ports = servers.map((server) => (server.address() as AddressInfo).port);
	await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
	return ports;
}

/**
 * Gives every site a free port, once per run: the Playwright config calls it before it names an
 * address, and its workers inherit E2E_PORTS, so every spec finds the same ports.
 */
export async function pickPorts() {
	if (process.env.E2E_PORTS) return;
	const names = Object.keys(SITES);
	const ports = await freePorts(names.length);
	process.env.E2E_PORTS = JSON.stringify(
		Object.fromEntries(names.map((name, index) => [name, ports[index]])),
	);
}

/** The port a site is served on in this run. */
export function portOf(site: TestSite): number {
	const port = (JSON.parse(process.env.E2E_PORTS ?? '{}') as Record<string, number>)[site.name];
	if (!port) throw new Error(`No port for the ${site.name} site: the Playwright config picks them`);
	return port;
}

/** The address a site is served at. */
export const urlOf = (site: TestSite) => `http://127.0.0.1:${portOf(site)}`;

/** The test build of the site (from content/). */
export const DIST = SITES.main.dist;

/**
 * The browser settings of the tests that check motion: the visitor's default, no preference for
 * reduced motion. The other tests run with reduced motion (the Playwright config).
 */
export const withMotion = { reducedMotion: 'no-preference' } as const;

/**
 * The browser settings of the no-JavaScript specs: scripts off, and motion on, so the
 * scroll-driven fades that play without JavaScript are checked to end visible.
 */
export const withoutJavaScript = { ...withMotion, javaScriptEnabled: false } as const;
