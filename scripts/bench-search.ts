// Search bench: builds the scale bench's site of many projects and notes and times searches as a
// visitor makes them, from the last key to the answer; exits 1 when a typed search's median is over
// 300 ms. `npm run bench:search -- --projects 100 --notes 200 --runs 5 [--reuse-build]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../tests/tools/chromium.ts';
import { loadNote, median } from './lib/lighthouse.ts';
import { serveStatic } from './lib/static-server.ts';
import { readSettings } from '../src/settings/read.ts';
import { runMain, type Terminal } from './lib/main.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, '.bench');
/**
 * The most a median typed search may take, in milliseconds, from the last key to the results. A
 * visitor types into a field they have focused, which starts Pagefind loading; a word pasted on
 * arrival waits for the whole load, and is measured apart, without a target.
 */
const TARGET_MS = 300;
/** A visitor's pace: one key every 120 ms. */
const KEY_DELAY_MS = 120;

/**
 * What is searched, in this order in one visit, each into an emptied field: a word of one sample
 * story pasted on arrival, then typed: a tag most projects carry, that word, a word nothing holds.
 */
const QUERIES = [
	{ word: 'Entity', pasted: true },
	{ word: 'React', pasted: false },
	{ word: 'Entity', pasted: false },
	{ word: 'zqxjkv', pasted: false },
];

/**
 * In the page: the time of each input event on the field, and of each answer: the status line
 * turning from `searching` to the count or "nothing found", which the page writes right after it
 * lists the results (a search overtaken by a later key writes nothing).
 */
async function watchResults(page: Page, searching: string): Promise<void> {
	await page.addInitScript((searching) => {
		const seen = { inputs: [] as number[], shown: [] as number[] };
		Object.assign(window, { searchTimes: seen });
		document.addEventListener(
			'input',
			(event) => {
				if ((event.target as Element).id === 'search-query') seen.inputs.push(performance.now());
			},
			true,
		);
		document.addEventListener('DOMContentLoaded', () => {
			const status = document.getElementById('search-status')!;
			new MutationObserver(() => {
				const text = status.textContent;
				if (text !== '' && text !== searching) seen.shown.push(performance.now());
			}).observe(status, { childList: true, characterData: true, subtree: true });
		});
	}, searching);
}

/**
 * Types `word` into the emptied field (or pastes it: one input event); the time from its last key
 * to the answer shown.
 */
async function timedSearch(
	page: Page,
	{ word, pasted }: (typeof QUERIES)[number],
): Promise<number> {
	const field = page.locator('#search-query');
	if (!pasted) await field.fill('');
	await page.evaluate(() => {
		const seen = (window as unknown as { searchTimes: { inputs: number[]; shown: number[] } })
			.searchTimes;
		seen.inputs = [];
		seen.shown = [];
	});
	if (pasted) await field.fill(word);
	else await field.pressSequentially(word, { delay: KEY_DELAY_MS });
	const handle = await page.waitForFunction(
		() => {
			const seen = (window as unknown as { searchTimes: { inputs: number[]; shown: number[] } })
				.searchTimes;
			const last = seen.inputs.at(-1) ?? Infinity;
			const after = seen.shown.filter((time) => time >= last);
			return after.length > 0 ? after[0]! - last : null;
		},
		undefined,
		{ timeout: 10_000, polling: 'raf' },
	);
	return (await handle.jsonValue()) as number;
}

/** One visit: the search page opened fresh, every query typed; the times in QUERIES' order. */
async function visit(origin: string, searching: string): Promise<number[]> {
	const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
	try {
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		await watchResults(page, searching);
		await page.goto(`${origin}/search`, { waitUntil: 'networkidle' });
		const times: number[] = [];
		for (const query of QUERIES) times.push(await timedSearch(page, query));
		return times;
	} finally {
		await browser.close();
	}
}

function options(argv: string[]) {
	const { values } = parseArgs({
		args: argv,
		options: {
			projects: { type: 'string', default: '100' },
			notes: { type: 'string', default: '200' },
			runs: { type: 'string', default: '5' },
			'reuse-build': { type: 'boolean', default: false },
		},
	});
	const [projects, notes, runs] = [values.projects, values.notes, values.runs].map(Number);
	if (!Number.isInteger(projects) || projects! < 1)
		throw new Error('--projects needs a whole number');
	if (!Number.isInteger(notes) || notes! < 0) throw new Error('--notes needs a whole number');
	if (!Number.isInteger(runs) || runs! < 1) throw new Error('--runs needs a whole number');
	return { projects: projects!, notes: notes!, runs: runs!, reuseBuild: values['reuse-build'] };
}

/** Runs the bench the arguments ask for; exit 1 when a budget or target is missed. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { projects, notes, runs, reuseBuild } = options(argv);
	const loadAtStart = loadavg()[0]!;
	// The scale bench writes the content and builds it (cold, then warm) into its site's folder.
	const size = notes ? `${projects}-notes-${notes}` : `${projects}`;
	const dist = join(ROOT, '.e2e', 'sites', `scale-${size}`, 'dist');
	if (!reuseBuild || !existsSync(join(dist, 'search.html'))) {
		const scale = ['scripts/bench-scale.ts', '--projects', `${projects}`, '--notes', `${notes}`];
		// Its exit code also says whether the builds met its own time targets: the build is what counts.
		spawnSync(process.execPath, [...scale, '--build-only'], { cwd: ROOT, stdio: 'inherit' });
		if (!existsSync(join(dist, 'search.html'))) throw new Error(`bench:scale built no ${dist}`);
	}
	const { copy } = readSettings();
	const server = await serveStatic(dist);
	const visits: number[][] = [];
	try {
		for (let run = 0; run < runs; run++) {
			visits.push(await visit(server.origin, copy.search.searching));
			console.log(
				`  run ${run + 1}: ${visits
					.at(-1)!
					.map((ms) => Math.round(ms))
					.join(' / ')} ms`,
			);
		}
	} finally {
		server.close();
	}
	const rows = QUERIES.map(({ word, pasted }, index) => {
		const times = visits.map((times) => times[index]!);
		const how = pasted ? 'pasted as the page opens: Pagefind loads first' : 'typed';
		return { word: `${word} (${how})`, median: median(times), worst: Math.max(...times) };
	});
	const misses = rows.filter((row, index) => !QUERIES[index]!.pasted && row.median > TARGET_MS);
	const summary = [
		`# Search bench: ${projects} projects and ${notes} notes in ${readSettings().languages.join(', ')}, ${runs} visits`,
		'',
		`From the last key (one every ${KEY_DELAY_MS} ms) to the results or "nothing found", ` +
			`Chromium 1280x800, no throttling; ${new Date().toISOString().slice(0, 10)}.`,
		loadNote(loadAtStart),
		'',
		'| Typed | Median (ms) | Worst (ms) |',
		'| --- | ---: | ---: |',
		...rows.map((row) => `| ${row.word} | ${Math.round(row.median)} | ${Math.round(row.worst)} |`),
		'',
		misses.length
			? `## Target missed\n\n${misses.map((row) => `- "${row.word}": median ${Math.round(row.median)} ms > ${TARGET_MS} ms`).join('\n')}`
			: `Every typed search's median is within ${TARGET_MS} ms.`,
		'',
	].join('\n');
	mkdirSync(OUT, { recursive: true });
	writeFileSync(join(OUT, 'search.md'), summary);
	terminal.out(`\n${summary}`);
	return misses.length ? 1 : 0;
}

// A bench ends the process when done, whatever its browsers and servers left open.
await runMain(import.meta, main, { exit: true });
