// The site's font family: its Fontsource package, the message when it is not installed, the
// pages' @font-face rules (nearest weights, files that exist) and the generated files' first font.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fontPackage, fontProblem, fontSlug } from '../../src/fonts/family.ts';
import { PAGE_WEIGHTS, webFont } from '../../src/fonts/web-font.ts';
import { fontChain, FontSet } from '../../src/fonts/fallback.ts';
import { BUILT_IN_LANGUAGES, builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { settings } from '../tools/content.ts';

describe("a family's package", () => {
	test.each([
		['Inter', 'inter'],
		['Source Sans 3', 'source-sans-3'],
		['IBM Plex Sans', 'ibm-plex-sans'],
		['Noto Sans JP', 'noto-sans-jp'],
	])('%s is @fontsource/%s', (family, slug) => {
		expect(fontSlug(family)).toBe(slug);
		expect(fontPackage(family)).toBe(`@fontsource/${slug}`);
	});

	test('without a family the generated files use Inter', () => {
		expect(fontPackage(undefined)).toBe('@fontsource/inter');
	});

	test('site.json takes a family by its name, as Fontsource writes it', () => {
		const parsed = siteSchema.parse({ ...settings, font: ' Source Sans 3 ' });
		expect(parsed.font).toBe('Source Sans 3');
	});
});

describe('a family that is not installed', () => {
	test('names the family and the command that installs it', () => {
		expect(fontProblem('Source Sans 3', 'content/site.json')).toBe(
			'content/site.json: font: "Source Sans 3" is not installed; run npm install @fontsource/source-sans-3, or fix the name as Fontsource writes it',
		);
	});

	test('a family in a hundred files for each weight is refused, naming what to choose', () => {
		expect(fontProblem('Noto Sans JP', 'site.json')).toMatch(
			/^site\.json: font: "Noto Sans JP" comes in \d+ files for each weight, too many for every page's styles \(20 at most\); choose a family for Latin, Greek or Cyrillic letters/,
		);
	});

	test('an installed family is no problem, in any case', () => {
		expect(fontProblem('Noto Sans', 'site.json')).toBeUndefined();
		expect(fontProblem('noto sans', 'site.json')).toBeUndefined();
	});
});

describe("the pages' font", () => {
	const faces = (css: string) =>
		[...css.matchAll(/font-weight: (\d+);\s*src: url\("([^"]+)"\)/g)].map(([, weight, file]) => ({
			weight: Number(weight),
			file: file!,
		}));

	test('each weight the styles use, from every subset, in WOFF2 files that exist', () => {
		const { css, preload } = webFont('Noto Sans', (path) => path);
		const found = faces(css);
		expect(new Set(found.map((face) => face.weight))).toEqual(new Set(PAGE_WEIGHTS));
		for (const { weight, file } of found) {
			expect(existsSync(file), file).toBe(true);
			expect(basename(file)).toMatch(new RegExp(`^noto-sans-.+-${weight}-normal\\.woff2$`));
		}
		expect(css).toContain('font-display: optional;');
		expect(css).toContain('html body { font-family: "Noto Sans", var(--font-body); }');
		expect(basename(preload ?? '')).toBe('noto-sans-latin-400-normal.woff2');
	});

	test('a weight the family lacks is drawn in the nearest it has; no Latin, no preload', () => {
		// Noto Emoji has 300 to 700 and no Latin subset.
		const { css, preload } = webFont('Noto Emoji', (path) => path);
		const heaviest = faces(css).filter((face) => face.weight === 800);
		expect(heaviest.length).toBeGreaterThan(0);
		for (const { file } of heaviest) expect(basename(file)).toMatch(/-700-normal\.woff2$/);
		expect(preload).toBeUndefined();
	});
});

describe("the generated files' fonts", () => {
	test("the site's family comes first, and only once", () => {
		const chain = fontChain('en', { own: '@fontsource/noto-sans' });
		expect(chain[0]).toBe('@fontsource/noto-sans');
		expect(chain.filter((pkg) => pkg === '@fontsource/noto-sans')).toHaveLength(1);
		expect(fontChain('en')[0]).toBe('@fontsource/inter');
	});

	test("Latin letters are drawn in the site's family, at the weight asked", () => {
		for (const weight of [400, 700]) {
			const file = new FontSet('en', weight, { own: '@fontsource/noto-sans' }).fileFor(0x41);
			expect(file?.family).toBe('Noto Sans');
			expect(basename(file?.path ?? '')).toBe(`noto-sans-latin-${weight}-normal.woff`);
		}
	});
});

describe('the PDF and share images of every built-in language', () => {
	/** A line in each script the built-in languages are written in. */
	const SCRIPTS = {
		th: 'ประสบการณ์ทำงาน',
		hi: 'परियोजनाएँ और अनुभव',
		el: 'Εμπειρία και έργα',
		ru: 'Опыт и проекты',
		he: 'ניסיון ופרויקטים',
		fa: 'تجربه و پروژه‌ها ۱۲۳',
		vi: 'Kinh nghiệm và dự án',
		'zh-TW': '經驗與專案',
		ko: '경력과 프로젝트',
	};

	test.each(Object.entries(SCRIPTS))(
		'(%s) have a font for every character of a line',
		(lang, line) => {
			for (const weight of [400, 700])
				expect(new FontSet(lang, weight, { emoji: true }).missing(line)).toEqual([]);
		},
	);

	test.each(BUILT_IN_LANGUAGES)('(%s) have a font for every interface text', (lang) => {
		const words = (value: unknown): string[] =>
			typeof value === 'string' ? [value] : Object.values(value as object).flatMap(words);
		const texts = words(builtInTexts(lang)).join('\n');
		for (const weight of [400, 700])
			expect(new FontSet(lang, weight, { emoji: true }).missing(texts)).toEqual([]);
	});

	test("draws French's narrow no-break space, which no font has, as a no-break space", () => {
		const runs = new FontSet('fr', 400).runs('Projets\u202f: Rust');
		expect(runs.map(({ text }) => text)).toEqual(['Projets\u00a0: Rust']);
		expect(runs[0]!.file).toBeDefined();
	});
});
