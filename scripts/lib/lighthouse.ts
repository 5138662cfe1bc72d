// Lighthouse runs for the benches: one headless Chromium (the one the browser tests use),
// Lighthouse's mobile defaults with simulated throttling, a few figures taken from each report,
// medians over runs, and the budgets a page is held to.
import { availableParallelism, loadavg } from 'node:os';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { findChromium } from '../../tests/tools/chromium.ts';

/** A page to measure; `isMissing` marks an address that matches nothing (the 404 page). */
export interface Page {
	name: string;
	path: string;
	isMissing?: boolean;
}

/** Budgets, checked against each page's medians. */
export const BUDGET = {
	performance: 98,
	accessibility: 100,
	bestPractices: 100,
	seo: 100,
	lcpSeconds: 1.5,
	cls: 0.01,
	tbtMs: 100,
	homeTransferKb: 250,
};

const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
];

/** Lighthouse's mobile defaults (simulated throttling); only the categories are narrowed. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Tries of one page run: Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP). */
const TRIES = 3;

export interface Measure {
	performance: number;
	accessibility: number;
	bestPractices: number;
	seo: number;
	/** Category scores with the audits a 404 page fails by design left out (404 page only). */
	bestPracticesExpected: number;
	seoExpected: number;
	lcpSeconds: number;
	tbtMs: number;
	cls: number;
	transferKb: number;
	jsKb: number;
	requests: number;
}

interface NetworkItem {
	url: string;
	resourceType?: string;
	transferSize?: number;
}

/** The 404 page writes the routing error to the console. */
const ROUTING_ERROR_LOG = /^404 Not Found: /;

/**
 * Audits the 404 page fails because it is one: the document's status is 404 (SEO), and the
 * browser logs that status while the page logs the routing error (best practices). Console
 * errors count as expected only when they are exactly those two.
 */
function expectedFailures(lhr: Result, pageUrl: string): Set<string> {
	const expected = new Set(['http-status-code']);
	const consoleAudit = lhr.audits['errors-in-console'];
	const items =
		(
			consoleAudit?.details as {
				items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[];
			}
		)?.items ?? [];
	const explained = items.every(
		(item) =>
			(item.source === 'network' && item.sourceLocation?.url === pageUrl) ||
			ROUTING_ERROR_LOG.test(item.description ?? ''),
	);
	if (explained) expected.add('errors-in-console');
	return expected;
}

/** A category's score (0-100) with some audits left out, weighted as Lighthouse does. */
function scoreWithout(lhr: Result, categoryId: string, leftOut: Set<string>): number {
	let total = 0;
	let weights = 0;
	for (const ref of lhr.categories[categoryId].auditRefs) {
		const score = lhr.audits[ref.id]?.score;
		if (leftOut.has(ref.id) || ref.weight === 0 || score === null || score === undefined) continue;
		total += ref.weight * score;
		weights += ref.weight;
	}
	return weights ? Math.round((total / weights) * 100) : 100;
}

/** The figures the benches report, from one Lighthouse result. */
export function measure(lhr: Result, page: Page, pageUrl: string): Measure {
	const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
	const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
	const requests = (
		(lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []
	).filter((item) => !item.url.startsWith('data:'));
	const jsBytes = requests
		.filter((item) => item.resourceType === 'Script')
		.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
	const expected = page.isMissing ? expectedFailures(lhr, pageUrl) : new Set<string>();
	return {
		performance: score('performance'),
		accessibility: score('accessibility'),
		bestPractices: score('best-practices'),
		seo: score('seo'),
		bestPracticesExpected: scoreWithout(lhr, 'best-practices', expected),
		seoExpected: scoreWithout(lhr, 'seo', expected),
		lcpSeconds: numeric('largest-contentful-paint') / 1000,
		tbtMs: numeric('total-blocking-time'),
		cls: numeric('cumulative-layout-shift'),
		transferKb: numeric('total-byte-weight') / 1024,
		jsKb: jsBytes / 1024,
		requests: requests.length,
	};
}

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of every figure over several runs of one page. */
export function medians(runs: Measure[]): Measure {
	const keys = Object.keys(runs[0]) as (keyof Measure)[];
	return Object.fromEntries(
		keys.map((key) => [key, median(runs.map((run) => run[key]))]),
	) as unknown as Measure;
}

/** Audits scored below 1 in any run, per category, so a miss says what to fix. */
export function failingAudits(lhrs: Result[]): string[] {
	const found = new Map<string, string>();
	for (const lhr of lhrs) {
		for (const id of ['accessibility', 'best-practices', 'seo']) {
			for (const ref of lhr.categories[id].auditRefs) {
				const audit = lhr.audits[ref.id];
				if (ref.weight > 0 && audit.score !== null && audit.score < 1)
					found.set(ref.id, `${id}: ${ref.id} (${audit.title})`);
			}
		}
	}
	return [...found.values()];
}

/** What a page's medians miss of the budgets; empty when it meets them all. */
export function budgetMisses(page: Page, m: Measure): string[] {
	const misses: string[] = [];
	if (m.performance < BUDGET.performance)
		misses.push(`performance ${m.performance} < ${BUDGET.performance}`);
	if (m.accessibility < BUDGET.accessibility)
		misses.push(`accessibility ${m.accessibility} < ${BUDGET.accessibility}`);
	const bp = page.isMissing ? m.bestPracticesExpected : m.bestPractices;
	if (bp < BUDGET.bestPractices) misses.push(`best practices ${bp} < ${BUDGET.bestPractices}`);
	const seo = page.isMissing ? m.seoExpected : m.seo;
	if (seo < BUDGET.seo) misses.push(`SEO ${seo} < ${BUDGET.seo}`);
	if (!(m.lcpSeconds <= BUDGET.lcpSeconds))
		misses.push(`LCP ${m.lcpSeconds.toFixed(2)} s > ${BUDGET.lcpSeconds} s`);
	if (!(m.cls <= BUDGET.cls)) misses.push(`CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
	if (!(m.tbtMs <= BUDGET.tbtMs)) misses.push(`TBT ${Math.round(m.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
	if (page.path === '/' && !(m.transferKb <= BUDGET.homeTransferKb)) {
		misses.push(`transfer ${Math.round(m.transferKb)} KB > ${BUDGET.homeTransferKb} KB`);
	}
	return misses;
}

/** One Lighthouse run; a run whose trace came back broken is tried again, up to TRIES times. */
async function auditWithRetries(
	url: string,
	flags: Flags,
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
	let lastError = '';
	for (let attempt = 1; attempt <= TRIES; attempt++) {
		try {
			const result = await lighthouse(url, flags);
			if (result && !result.lhr.runtimeError) return result;
			lastError = result?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
		} catch (error) {
			lastError = error instanceof Error ? error.message : String(error);
		}
		console.log(`  ${url}: ${lastError}${attempt < TRIES ? ' Trying again.' : ''}`);
	}
	throw new Error(`${url}: ${lastError} (${TRIES} tries)`);
}

/** Each page's Lighthouse results, with the full JSON report of each run. */
export type Runs = Map<Page, { lhr: Result; report: string }[]>;

/**
 * Runs Lighthouse `runs` times on every page of the site at `origin`, round-robin over the
 * pages so a slow moment of the machine does not hit one page only.
 */
export async function runLighthouse(origin: string, pages: Page[], runs: number): Promise<Runs> {
	const chromePath = findChromium();
	if (!chromePath)
		throw new Error('No Chromium found: run `node tests/tools/chromium.ts` to install one.');
	const chrome: LaunchedChrome = await launch({
		chromePath,
		chromeFlags: CHROME_FLAGS,
		logLevel: 'silent',
	});
	const results: Runs = new Map(pages.map((page) => [page, []]));
	try {
		for (let run = 1; run <= runs; run++) {
			for (const page of pages) {
				const flags: Flags = {
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
					onlyCategories: CATEGORIES,
					// The 404 page answers 404 on purpose; without this Lighthouse refuses to audit it.
					ignoreStatusCode: page.isMissing ?? false,
				};
				const result = await auditWithRetries(origin + page.path, flags);
				results.get(page)!.push({ lhr: result.lhr, report: result.report as string });
				const performance = Math.round((result.lhr.categories.performance.score ?? 0) * 100);
				console.log(`  ${page.name} run ${run}/${runs}: performance ${performance}`);
			}
		}
	} finally {
		chrome.kill();
	}
	return results;
}

/**
 * The machine's load while measuring. Lighthouse simulates a slow phone from a trace taken on
 * this machine, so other busy processes lengthen the observed tasks and with them TBT and LCP.
 */
export function loadNote(loadAtStart: number): string {
	const load = Math.max(loadAtStart, loadavg()[0]);
	const cores = availableParallelism();
	return (
		`Machine load (1-minute average) up to ${load.toFixed(1)} on ${cores} cores` +
		(load > cores
			? ': busy, so CPU-bound figures (TBT, LCP, build times) read high; rerun on an idle machine.'
			: '.')
	);
}

/** "Lighthouse 13.5.0, HeadlessChrome/156…" for a report's heading. */
export function lighthouseVersion(lhr: Result): string {
	const browser =
		lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
	return `Lighthouse ${lhr.lighthouseVersion}, ${browser}`;
}
