// Scale bench: builds the site with N generated projects and, with --notes N, notes (cold, then
// warm; --build-only stops there), runs Lighthouse on /projects, a project, /notes and a note, and
// times when the cards become visible. `npm run bench:scale -- --projects 100 --notes 200`.
import {
	cpSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { readMarkdown, stringifyMarkdown } from '../src/data/content-files.ts';
import { projectId } from '../src/data/content-id.ts';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { projectFileSchema, projectTranslationSchema } from '../src/schemas/project.ts';
import { findChromium } from '../tests/tools/chromium.ts';
import { buildSite } from '../tests/tools/fixture-site.ts';
import {
	lighthouseVersion,
	loadNote,
	measure,
	medians,
	runLighthouse,
	type Measure,
	type Page,
} from './lib/lighthouse.ts';
import { firstPageIn, serveStatic } from './lib/static-server.ts';
import { readSettings } from '../src/settings/read.ts';
import { writeScaleNotes } from './lib/scale-notes.ts';
import { runMain, type Terminal } from './lib/main.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SAMPLES = join(ROOT, 'content', 'projects');
const WORK = join(ROOT, '.e2e', 'scale');
const OUT = join(ROOT, '.bench');
/** The sample's languages, the default first: every page is built in each of them. */
const LANGUAGES = readSettings().languages;

/** What a site with 100 or more projects must meet. */
const TARGET = {
	coldSeconds: 180,
	warmSeconds: 15,
	performance: 100,
	accessibility: 100,
	tbtMs: 50,
	lcpSeconds: 1.2,
	visibleMs: 1500,
};
/** The size from which the targets apply. */
const TARGET_FROM = 100;
/** How long a card may take to show before the bench stops waiting for it. */
const VISIBLE_TIMEOUT_MS = 45_000;

/** Extra tags, one per generated project, so a large site also has many filter chips. */
const EXTRA_TAGS = [
	'Astro', 'Svelte', 'Vue', 'Angular', 'Go', 'Rust', 'Kotlin', 'Swift', 'Flutter', 'Django',
	'Rails', 'Laravel', 'Spring', 'GraphQL', 'Redis', 'MongoDB', 'PostgreSQL', 'Docker',
	'Kubernetes', 'AWS', 'Azure', 'Firebase', 'Tailwind', 'Sass', 'Vite', 'Jest', 'Cypress',
	'Electron', 'Three.js', 'D3',
]; // prettier-ignore

// ---------------------------------------------------------------------------------------------
// Content

/** The folder name of a size: `100`, or `100-notes-200` with notes. */
const sizeName = (count: number, notes: number) => (notes ? `${count}-notes-${notes}` : `${count}`);

/**
 * A content folder with `count` projects (the samples, then numbered copies of them) and `notes`
 * notes made from the sample notes.
 */
async function writeContent(count: number, notes: number): Promise<string> {
	const dir = join(WORK, `content-${sizeName(count, notes)}`);
	rmSync(dir, { recursive: true, force: true });
	cpSync(join(ROOT, 'content'), dir, { recursive: true });
	const projects = join(dir, 'projects');
	// The samples as they are, with every image their bodies use (the copies' bodies use them too).
	rmSync(projects, { recursive: true });
	cpSync(SAMPLES, projects, { recursive: true });
	const samples = readdirSync(SAMPLES)
		.filter((name) => name.endsWith('.md'))
		.sort()
		.map((name) => {
			const file = readMarkdown(join(SAMPLES, name), name);
			return {
				id: projectId(name),
				file: basename(name, '.md'),
				data: projectFileSchema.parse(file.data),
				content: file.body,
			};
		});
	// Fewer projects than samples: the first `count` samples only.
	for (const sample of samples.slice(count)) rmSync(join(projects, `${sample.file}.md`));
	for (let index = 0; index < count; index++) {
		const sample = samples[index % samples.length];
		const copy = Math.floor(index / samples.length);
		if (copy === 0) continue;
		// A sample without a screenshot is copied without one: its cards show the drawn cover.
		const image = sample.data.img?.replace(/^\.\//, '');
		const id = `${sample.id}-${copy + 1}`;
		const extension = image?.slice(image.lastIndexOf('.'));
		const data = {
			...sample.data,
			title: `${sample.data.title} ${copy + 1}`,
			...(image && { img: `./${id}${extension}` }),
			category: [...sample.data.category, EXTRA_TAGS[index % EXTRA_TAGS.length]],
			...(sample.data.order === undefined ? {} : { order: sample.data.order + copy * 100 }),
		};
		const body = `${sample.content.trim()}\n\nVersion ${copy + 1}: the same idea, rebuilt with ${data.category.at(-1)}.\n`;
		writeFileSync(join(projects, `${id}.md`), stringifyMarkdown(body, data));
		if (image)
			await writeScreenshot(join(SAMPLES, image), join(projects, `${id}${extension}`), index);
		// A copy of a translated sample is translated too, in each language the sample is.
		for (const lang of LANGUAGES.slice(1)) {
			const translation = join(dir, lang, 'projects', `${sample.file}.md`);
			if (!existsSync(translation)) continue;
			const { data: text, body: story } = readMarkdown(translation, `${lang}/${sample.file}.md`);
			const fields = projectTranslationSchema.parse(text);
			const translated = { ...fields, title: `${fields.title ?? sample.data.title} ${copy + 1}` };
			const translatedBody = `${story.trim()}\n\n${copy + 1}.\n`;
			writeFileSync(
				join(dir, lang, 'projects', `${id}.md`),
				stringifyMarkdown(translatedBody, translated),
			);
		}
	}
	writeScaleNotes(dir, join(ROOT, 'content', 'notes'), notes, LANGUAGES, EXTRA_TAGS);
	return dir;
}

/** The sample's screenshot, hue-rotated and stamped with its number: a distinct image to encode. */
async function writeScreenshot(from: string, to: string, index: number): Promise<void> {
	if (from.endsWith('.svg')) return void cpSync(from, to);
	const { width = 1280, height = 800 } = await sharp(from).metadata();
	const stamp = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
			`<rect x="${width - 260}" y="${height - 140}" width="220" height="100" rx="16" fill="#000" fill-opacity="0.6"/>` +
			`<text x="${width - 150}" y="${height - 70}" font-size="64" font-family="sans-serif" fill="#fff" text-anchor="middle">#${index + 1}</text></svg>`,
	);
	await sharp(from)
		.modulate({ hue: (index * 47) % 360 })
		.composite([{ input: stamp }])
		.toFile(to);
}

// ---------------------------------------------------------------------------------------------
// Build

/** CPU seconds used by this process's finished children, where the system tells (Linux). */
function childCpuSeconds(): number {
	try {
		// Fields 16 and 17 of /proc/self/stat: children's user and system time, in clock ticks.
		const stat = readFileSync('/proc/self/stat', 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return (Number(fields[13]) + Number(fields[14])) / 100;
	} catch {
		return Number.NaN;
	}
}

interface BuildTime {
	/** Wall-clock seconds. */
	seconds: number;
	/** CPU seconds, all threads: what the build costs whatever else the machine is doing. */
	cpuSeconds: number;
}

function timedBuild(content: string, dist: string, label: string, ogCache: string): BuildTime {
	const started = performance.now();
	const cpuBefore = childCpuSeconds();
	const { status, output } = buildSite(content, dist, { OG_CACHE_DIR: ogCache });
	const seconds = (performance.now() - started) / 1000;
	const cpuSeconds = childCpuSeconds() - cpuBefore;
	if (status !== 0) throw new Error(`${label} build failed:\n${output}`);
	console.log(`  ${label} build: ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} CPU s)`);
	return { seconds, cpuSeconds };
}

function htmlFiles(path: string): number {
	return readdirSync(path, { recursive: true, encoding: 'utf8' }).filter((name) =>
		name.endsWith('.html'),
	).length;
}

function folderBytes(path: string): number {
	const stat = statSync(path);
	if (!stat.isDirectory()) return stat.size;
	return readdirSync(path).reduce((sum, entry) => sum + folderBytes(join(path, entry)), 0);
}

/** Files in dist/_astro that no page, script, style or feed names: they should not be there. */
function unreferencedAssets(dist: string): string[] {
	const texts: string[] = [];
	const collect = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) collect(path);
			else if (/\.(html|js|css|xml|json|webmanifest|txt)$/.test(entry.name))
				texts.push(readFileSync(path, 'utf8'));
		}
	};
	collect(dist);
	const all = texts.join('\n');
	return readdirSync(join(dist, '_astro')).filter((name) => !all.includes(name));
}

// ---------------------------------------------------------------------------------------------
// Cards becoming visible

/** A card: a list item of the main landmark that holds a heading. */
const CARD = 'main li:has(h2, h3)';

/**
 * What the page records every frame, as `window.__cards`, set up before any of its own scripts.
 * The functions given to page.evaluate run in the page and cannot call this script's helpers, so
 * each reads it with the same cast.
 */
interface Watch {
	cards: Element[];
	/** Per card, when it last went from partly to fully visible. */
	fullAt: number[];
	/** Per card, the first frame that showed any of it. */
	enteredAt: number[];
	/** How visible an element is: its opacity times its ancestors'. */
	seen(element: Element): number;
}
/**
 * In a 1280x800 desktop: how long after the load event the last card of the first screen is
 * fully visible (opacity 1 with its ancestors' and no longer changing), and how long the last
 * card of the grid takes to become fully visible once it has entered the viewport (counted from
 * the first frame that shows any of it, so the smooth scroll that brings it there is not
 * counted).
 */
async function visibleAfter(url: string): Promise<{ firstScreenMs: number; scrolledMs: number }> {
	const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
	try {
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		await page.addInitScript((selector) => {
			const wasFull: boolean[] = [];
			const watch: Watch = {
				cards: [],
				fullAt: [],
				enteredAt: [],
				seen(element) {
					let opacity = 1;
					for (let node: Element | null = element; node; node = node.parentElement)
						opacity *= Number(getComputedStyle(node).opacity);
					return opacity;
				},
			};
			Object.assign(window, { __cards: watch });
			const frame = () => {
				watch.cards = [...document.querySelectorAll(selector)];
				watch.cards.forEach((card, index) => {
					const box = card.getBoundingClientRect();
					if (box.bottom < 0 || box.top > innerHeight) return;
					watch.enteredAt[index] ??= performance.now();
					const full = watch.seen(card) >= 0.999;
					if (full && !wasFull[index]) watch.fullAt[index] = performance.now();
					wasFull[index] = full;
				});
				requestAnimationFrame(frame);
			};
			requestAnimationFrame(frame);
		}, CARD);
		await page.goto(url, { waitUntil: 'load' });
		const loadEnd = await page.evaluate(
			() =>
				(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
		);
		const firstScreen = await page.evaluate(() =>
			(window as unknown as { __cards: Watch }).__cards.cards
				.map((card, index) => ({ index, top: card.getBoundingClientRect().top }))
				.filter(({ top }) => top < innerHeight)
				.map(({ index }) => index),
		);
		// Settled: every island hydrated, and the given cards fully visible with nothing animating
		// on them for half a second. Only those cards: the rest may still wait for their turn.
		const settled = (indexes: number[]) =>
			page.evaluate((indexes) => {
				if (document.querySelectorAll('astro-island[ssr]').length) return false;
				const { cards, seen } = (window as unknown as { __cards: Watch }).__cards;
				return indexes.every((index) => {
					const card = cards[index];
					const moving = card
						.getAnimations({ subtree: true })
						.some((animation) => animation.playState === 'running');
					return seen(card) >= 0.999 && !moving;
				});
			}, indexes);
		const settle = async (indexes: number[]) => {
			const deadline = performance.now() + VISIBLE_TIMEOUT_MS;
			let quiet = 0;
			while (quiet < 5 && performance.now() < deadline) {
				quiet = (await settled(indexes)) ? quiet + 1 : 0;
				await page.waitForTimeout(100);
			}
		};
		const times = () =>
			page.evaluate(() => {
				const { fullAt, enteredAt } = (window as unknown as { __cards: Watch }).__cards;
				return { fullAt, enteredAt };
			});
		await settle(firstScreen);
		const { fullAt: firstTimes } = await times();
		const firstScreenMs = Math.max(
			0,
			...firstScreen.map((index) => (firstTimes[index] ?? Number.POSITIVE_INFINITY) - loadEnd),
		);

		// Straight on to the last card, before the rest of the grid has had time to show itself.
		const lastIndex = (await page.locator(CARD).count()) - 1;
		await page
			.locator(CARD)
			.nth(lastIndex)
			.evaluate((card) => card.scrollIntoView({ block: 'center' }));
		await page.waitForTimeout(100);
		await settle([lastIndex]);
		const { fullAt, enteredAt } = await times();
		const lastFull = fullAt[lastIndex];
		const lastEntered = enteredAt[lastIndex];
		const scrolledMs =
			lastFull === undefined || lastEntered === undefined
				? Number.POSITIVE_INFINITY
				: Math.max(0, lastFull - lastEntered);
		return { firstScreenMs, scrolledMs };
	} finally {
		await browser.close();
	}
}

// ---------------------------------------------------------------------------------------------
// One size

let lighthouseLine = '';

interface Row {
	size: number;
	/** Notes in the site. */
	notes: number;
	cold: BuildTime;
	warm: BuildTime;
	htmlGzipKb: number;
	/** Lighthouse medians by page (/projects, the first project, /notes, the newest note); none with --build-only. */
	measured: { name: string; m: Measure }[];
	/** When the cards become fully visible; none with --build-only. */
	visible?: { firstScreenMs: number; scrolledMs: number };
	distMb: number;
	/** HTML pages built, in every language. */
	pages: number;
	unreferenced: string[];
}

async function benchSize(
	count: number,
	notes: number,
	runs: number,
	{ reuseBuild, buildOnly }: { reuseBuild: boolean; buildOnly: boolean },
): Promise<Row> {
	console.log(`\n${count} projects${notes ? `, ${notes} notes` : ''}`);
	const site = join(WORK, '..', 'sites', `scale-${sizeName(count, notes)}`);
	const notBuilt = { seconds: Number.NaN, cpuSeconds: Number.NaN };
	let cold = notBuilt;
	let warm = notBuilt;
	if (!reuseBuild || !existsSync(join(site, 'dist', 'projects.html'))) {
		const content = await writeContent(count, notes);
		rmSync(site, { recursive: true, force: true });
		// An empty folder for the link-preview images: the cold build draws every one.
		const ogCache = join(site, 'og-cache');
		cold = timedBuild(content, join(site, 'dist'), 'cold', ogCache);
		warm = timedBuild(content, join(site, 'dist'), 'warm', ogCache);
	}
	const dist = join(site, 'dist');
	const built = {
		size: count,
		notes,
		cold,
		warm,
		htmlGzipKb: gzipSync(readFileSync(join(dist, 'projects.html')), { level: 9 }).length / 1024,
		distMb: folderBytes(dist) / 1024 / 1024,
		pages: htmlFiles(dist),
		unreferenced: unreferencedAssets(dist),
	};
	if (buildOnly) return { ...built, measured: [] };
	const pages: Page[] = [
		{ name: '/projects', path: '/projects' },
		...[firstPageIn(dist, 'projects')].flatMap((path) =>
			path ? [{ name: 'project page', path }] : [],
		),
		...(notes ? [{ name: '/notes', path: '/notes' }] : []),
		...[notes ? firstPageIn(dist, 'notes') : null].flatMap((path) =>
			path ? [{ name: 'note page', path }] : [],
		),
	];
	const server = await serveStatic(dist);
	try {
		const results = await runLighthouse(server.origin, pages, runs);
		if (!lighthouseLine) lighthouseLine = lighthouseVersion(results.get(pages[0]!)![0]!.lhr);
		const measured = pages.map((page) => ({
			name: page.name,
			m: medians(
				results.get(page)!.map(({ lhr }) => measure(lhr, page, server.origin + page.path)),
			),
		}));
		const visible = await visibleAfter(`${server.origin}/projects`);
		return { ...built, measured, visible };
	} finally {
		server.close();
	}
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) =>
	Number.isFinite(value) ? String(Math.round(value)) : `> ${VISIBLE_TIMEOUT_MS}`;

/** A build time as "wall (CPU)"; "not built" when an earlier build was measured again. */
const buildCell = (time: BuildTime, digits: number) =>
	Number.isNaN(time.seconds)
		? 'not built'
		: `${time.seconds.toFixed(digits)} (${time.cpuSeconds.toFixed(digits)})`;

/**
 * A build's time on an idle machine is at most its CPU time (it waits on nothing but the
 * processor), so on a machine busy with other work the CPU time stands for the wall-clock time
 * when it is the smaller of the two.
 */
const idleSeconds = (time: BuildTime) => Math.min(time.seconds, time.cpuSeconds || Infinity);

function table(rows: Row[]): string {
	const lines = [
		'| Projects | Notes | Cold build: s (CPU s) | Warm build: s (CPU s) | /projects HTML (KB gzip) | Pages measured: perf / a11y / TBT (ms) / LCP (s) / JS (KB) | Visible after: first screen / scrolled (ms) | Pages | dist/ (MB) |',
		'| ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
	];
	for (const row of rows) {
		const measured = row.measured
			.map(
				({ name, m }) =>
					`${name}: ${m.performance} / ${m.accessibility} / ${Math.round(m.tbtMs)} / ${m.lcpSeconds.toFixed(2)} / ${m.jsKb.toFixed(1)}`,
			)
			.join('; ');
		const visible = row.visible
			? `${ms(row.visible.firstScreenMs)} / ${ms(row.visible.scrolledMs)}`
			: 'not measured';
		lines.push(
			`| ${row.size} | ${row.notes} | ${buildCell(row.cold, 0)} | ${buildCell(row.warm, 1)} | ${row.htmlGzipKb.toFixed(1)} | ` +
				`${measured || 'not measured'} | ${visible} | ${row.pages} | ${row.distMb.toFixed(1)} |`,
		);
	}
	return lines.join('\n');
}

/** What a row misses of the targets. */
function misses(row: Row): string[] {
	const found: string[] = [];
	const check = (ok: boolean, text: string) => ok || found.push(`${row.size} projects: ${text}`);
	const built = !Number.isNaN(row.cold.seconds);
	check(
		!built || idleSeconds(row.cold) <= TARGET.coldSeconds,
		`cold build ${buildCell(row.cold, 0)} s > ${TARGET.coldSeconds} s`,
	);
	check(
		!built || idleSeconds(row.warm) <= TARGET.warmSeconds,
		`warm build ${buildCell(row.warm, 1)} s > ${TARGET.warmSeconds} s`,
	);
	for (const { name, m } of row.measured) {
		check(
			m.performance >= TARGET.performance,
			`${name} performance ${m.performance} < ${TARGET.performance}`,
		);
		check(
			m.accessibility >= TARGET.accessibility,
			`${name} accessibility ${m.accessibility} < ${TARGET.accessibility}`,
		);
		check(m.tbtMs <= TARGET.tbtMs, `${name} TBT ${Math.round(m.tbtMs)} ms > ${TARGET.tbtMs} ms`);
		check(
			m.lcpSeconds <= TARGET.lcpSeconds,
			`${name} LCP ${m.lcpSeconds.toFixed(2)} s > ${TARGET.lcpSeconds} s`,
		);
	}
	if (row.visible) {
		const { firstScreenMs, scrolledMs } = row.visible;
		check(
			firstScreenMs <= TARGET.visibleMs,
			`first screen visible after ${ms(firstScreenMs)} ms > ${TARGET.visibleMs} ms`,
		);
		check(
			scrolledMs <= TARGET.visibleMs,
			`scrolled-to card visible after ${ms(scrolledMs)} ms > ${TARGET.visibleMs} ms`,
		);
	}
	check(
		row.unreferenced.length === 0,
		`dist/_astro holds files no page uses: ${row.unreferenced.join(', ')}`,
	);
	return found;
}

function options(argv: string[]) {
	const { values } = parseArgs({
		args: argv,
		options: {
			projects: { type: 'string', multiple: true, default: ['100'] },
			runs: { type: 'string', default: '3' },
			'reuse-build': { type: 'boolean', default: false },
			notes: { type: 'string', default: '0' },
			'build-only': { type: 'boolean', default: false },
		},
	});
	const notes = Number(values.notes);
	if (!Number.isInteger(notes) || notes < 0)
		throw new Error('--notes needs a whole number, e.g. --notes 200');
	const sizes = values.projects.flatMap((value) => value.split(',')).map(Number);
	if (!sizes.every((size) => Number.isInteger(size) && size >= 1))
		throw new Error('--projects needs whole numbers of at least 1, e.g. --projects 5,25,100');
	const runs = Number(values.runs);
	if (!Number.isInteger(runs) || runs < 1)
		throw new Error('--runs needs a whole number of at least 1');
	return {
		sizes,
		notes,
		runs,
		reuseBuild: values['reuse-build'],
		buildOnly: values['build-only'],
	};
}

/** Runs the bench the arguments ask for; exit 1 when a budget or target is missed. */
export async function main(argv: string[], terminal: Terminal): Promise<number> {
	const { sizes, notes: noteCount, runs, reuseBuild, buildOnly } = options(argv);
	const loadAtStart = loadavg()[0];
	const started = Date.now();
	const rows: Row[] = [];
	for (const size of sizes)
		rows.push(await benchSize(size, noteCount, runs, { reuseBuild, buildOnly }));
	const found = rows.filter((row) => row.size >= TARGET_FROM).flatMap(misses);
	const remarks = rows.flatMap((row) =>
		row.unreferenced.length && row.size < TARGET_FROM
			? [
					`- ${row.size} projects: dist/_astro holds files no page uses: ${row.unreferenced.join(', ')}`,
				]
			: [],
	);
	const summary = [
		`# Scale bench: Lighthouse medians of ${runs} run${runs > 1 ? 's' : ''}`,
		'',
		`Languages: ${LANGUAGES.join(', ')}. ` +
			`${lighthouseLine}, mobile defaults with simulated throttling; visibility in a 1280x800 desktop; ` +
			`${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s.`,
		loadNote(loadAtStart),
		'',
		table(rows),
		'',
		`Targets from ${TARGET_FROM} projects: cold build <= ${TARGET.coldSeconds} s, warm <= ${TARGET.warmSeconds} s ` +
			'(wall-clock, or CPU time when smaller: on a busy machine other work stretches the wall clock), ' +
			`performance ${TARGET.performance}, accessibility ${TARGET.accessibility}, TBT <= ${TARGET.tbtMs} ms, ` +
			`LCP <= ${TARGET.lcpSeconds} s (every page measured), every card fully visible <= ${TARGET.visibleMs} ms ` +
			'after load or after it is scrolled to, no unused file in dist/.',
		'',
		...(remarks.length ? ['## Notes', '', ...remarks, ''] : []),
		found.length
			? `## Targets missed\n\n${found.map((miss) => `- ${miss}`).join('\n')}`
			: 'Every target is met.',
		'',
	].join('\n');
	mkdirSync(OUT, { recursive: true });
	writeFileSync(join(OUT, 'scale.md'), summary);
	terminal.out(`\n${summary}`);
	return found.length ? 1 : 0;
}

// A bench ends the process when done, whatever its browsers and servers left open.
await runMain(import.meta, main, { exit: true });
