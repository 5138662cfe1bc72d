/**
 * The home page's heading in every direction and script reads as its text: whatever makes its
 * letters bounce, each letter is drawn where the browser draws the same text set plainly (bidi
 * order, Arabic joining, Indic clusters, CJK), with JavaScript and without, on a phone and a
 * desktop. The built-in texts site gives the greetings (its owner's name is Latin); a second site
 * gives an owner's name in Arabic script on English pages.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { phone, desktop } from './playwright.config.ts';
import { copyIn, heroHeading, pathIn, readSite } from '../tools/content.ts';
import { hydrateAll } from './settle.ts';
import { SITES, urlOf, withoutJavaScript, type TestSite } from './env.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The pages checked: a language of each direction and script, and the site it is on. */
const CASES = [
	...['en', 'ar', 'he', 'fa', 'ja', 'hi', 'th'].map((lang) => ({ lang, site: SITES.builtin })),
	{ lang: 'en', site: SITES.arabic },
];

/** One grapheme as drawn: its text and its box, relative to its heading's box (px). */
interface Drawn {
	text: string;
	left: number;
	right: number;
	top: number;
}

/**
 * The graphemes (spaces left out) of the hero's drawn letters and of a plain heading of the same
 * class and place holding `greeting` with `name` set as `<bdi>` (an owner's value of unknown
 * direction, as HTML sets one), each in reading order with where it is drawn.
 */
function layouts(page: Page, greeting: string, name: string) {
	return page.evaluate(
		([greeting, name]) => {
			const heading = document.querySelector('main h1') as HTMLElement;
			const plain = document.createElement('h1');
			plain.className = heading.className;
			const [before, after = ''] = greeting.includes('{name}')
				? greeting.split('{name}')
				: [`${greeting} `, ''];
			const bdi = document.createElement('bdi');
			bdi.textContent = name;
			plain.append(before!, bdi, after);
			plain.style.visibility = 'hidden';
			(heading.closest('astro-island') ?? heading).after(plain);

			const segmenter = new Intl.Segmenter(document.documentElement.lang, {
				granularity: 'grapheme',
			});
			const graphemes = (root: Element, box: DOMRect) => {
				const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
				const nodes: { node: Text; start: number }[] = [];
				let text = '';
				while (walker.nextNode()) {
					const node = walker.currentNode as Text;
					nodes.push({ node, start: text.length });
					text += node.data;
				}
				/** The text node and offset of a position in `text`; an end stays in its node. */
				const at = (offset: number, isEnd: boolean): [Text, number] => {
					const found = nodes.findLast(({ node, start }) =>
						isEnd ? start < offset : start <= offset && offset < start + node.length,
					)!;
					return [found.node, offset - found.start];
				};
				const range = document.createRange();
				return Array.from(segmenter.segment(text))
					.filter(({ segment }) => segment.trim() !== '')
					.map(({ segment, index }) => {
						range.setStart(...at(index, false));
						range.setEnd(...at(index + segment.length, true));
						const rect = range.getBoundingClientRect();
						return {
							text: segment,
							left: rect.left - box.left,
							right: rect.right - box.left,
							top: rect.top - box.top,
						};
					});
			};
			const drawn = graphemes(
				heading.querySelector('[aria-hidden="true"]')!,
				heading.getBoundingClientRect(),
			);
			const expected = graphemes(plain, plain.getBoundingClientRect());
			plain.remove();
			return { drawn, expected };
		},
		[greeting, name] as const,
	);
}

/** The graphemes drawn more than a pixel away from where the plain text draws them. */
function misplaced(drawn: Drawn[], expected: Drawn[]): string[] {
	return expected.flatMap((plain, index) => {
		const letter = drawn[index];
		const off = (a: number, b: number) => Math.abs(a - b) > 1;
		if (!letter) return [`${plain.text}: not drawn`];
		if (letter.text !== plain.text) return [`${index}: ${letter.text} in place of ${plain.text}`];
		return off(letter.left, plain.left) ||
			off(letter.right, plain.right) ||
			off(letter.top, plain.top)
			? [
					`${plain.text} (${index}): drawn at ${Math.round(letter.left)}–${Math.round(letter.right)}, ` +
						`${Math.round(letter.top)}; plainly at ${Math.round(plain.left)}–${Math.round(plain.right)}, ${Math.round(plain.top)}`,
				]
			: [];
	});
}

/** The page's heading, checked at a phone's and a desktop's width. */
async function expectPlainLayout(page: Page, lang: string, site: TestSite) {
	const content = resolve(ROOT, site.content);
	const { name } = readSite(content);
	const { greeting } = copyIn(lang, content).home;
	const heading = page.getByRole('heading', { level: 1 });
	await expect(heading).toHaveAccessibleName(heroHeading(greeting, name));
	for (const { viewport } of [phone, desktop]) {
		await page.setViewportSize(viewport);
		// Measured again until it holds: the browser may draw a frame at the former width first
		// after the viewport changes, as after a phone turns.
		await expect(async () => {
			const { drawn, expected } = await layouts(page, greeting, name);
			expect(drawn.length, 'graphemes drawn').toBe(expected.length);
			expect(misplaced(drawn, expected), `at ${viewport.width}px`).toEqual([]);
			// Its whole width: letters joined as in the plain text take its width, not more.
			const width = (letters: Drawn[]) =>
				Math.max(...letters.map((letter) => letter.right)) -
				Math.min(...letters.map((letter) => letter.left));
			expect(Math.abs(width(drawn) - width(expected))).toBeLessThanOrEqual(1);
		}).toPass({ timeout: 5_000 });
	}
}

for (const { lang, site } of CASES) {
	const where =
		site === SITES.builtin ? `the ${lang} home page` : `an ${site.name} name on ${lang}`;
	test.describe(where, () => {
		test.use({ baseURL: urlOf(site) });
		const path = pathIn(lang, '/', resolve(ROOT, site.content));

		test(
			'draws the greeting as its text, with JavaScript',
			{ tag: '@any-width' },
			async ({ page }) => {
				await page.goto(path);
				await hydrateAll(page);
				await expectPlainLayout(page, lang, site);
			},
		);

		test.describe('without JavaScript', () => {
			test.use(withoutJavaScript);
			test('draws the greeting as its text', { tag: '@any-width' }, async ({ page }) => {
				await page.goto(path);
				await expectPlainLayout(page, lang, site);
			});
		});
	});
}
