/**
 * The owner's browser checks of one page (tests/owner/browser.spec.ts, and the template's own run
 * of them on a fixture owner): axe finds nothing, and nothing makes the page scroll sideways. Each
 * problem is a line in the content check's form.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../e2e/axe.ts';

/**
 * What makes the page wider than the screen: each element past the right edge whose parent is
 * not (the outermost one widened), with the longest unbroken word in it when that is long.
 */
async function sideways(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		if (document.documentElement.scrollWidth <= width) return [];
		const past = (element: Element | null) =>
			!!element && element !== document.body && element.getBoundingClientRect().right > width + 1;
		const widened = [...document.body.querySelectorAll('*')].filter(
			(element) => past(element) && !past(element.parentElement),
		);
		return widened.slice(0, 3).map((element) => {
			const words = ((element as HTMLElement).innerText ?? '').split(/\s+/);
			const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
			const name = `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}>`;
			const right = Math.round(element.getBoundingClientRect().right);
			return longest.length > 24
				? `${name} reaches ${right} px: the text "${longest.slice(0, 80)}" does not wrap`
				: `${name} reaches ${right} px`;
		});
	});
}

/** The problems of the page at `path`, loaded in `page`. */
export async function pageProblems(page: Page, path: string): Promise<string[]> {
	const problems = (await axeViolations(page)).map(
		(line) =>
			`page ${path}: (accessibility): ${line}; if the element shows a text or colour of yours (site.json's theme, an image's alt), change it, else report it with your content`,
	);
	for (const what of await sideways(page))
		problems.push(
			`page ${path}: (layout): scrolls sideways at ${page.viewportSize()?.width ?? 0} px: ${what}; report it with your content (a long address of yours may be the cause: shorten it, or write it as a Markdown link with a short text)`,
		);
	return problems;
}
