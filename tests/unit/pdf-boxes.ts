/**
 * Reads a PDF's text runs with their boxes (pdf.js, through unpdf), and names what is wrong with
 * their layout: two runs that overlap, a section heading that ends a page, a run outside the page.
 */
import { getDocumentProxy } from 'unpdf';

/** A run of text on a page, its box in points from the page's bottom-left corner. */
export interface Run {
	page: number;
	text: string;
	left: number;
	right: number;
	bottom: number;
	top: number;
}

/** Every non-blank text run of the PDF, page by page, in the order it is written. */
export async function textRuns(bytes: Uint8Array): Promise<{ runs: Run[]; pages: number }> {
	const pdf = await getDocumentProxy(bytes);
	const runs: Run[] = [];
	for (let number = 1; number <= pdf.numPages; number++) {
		const page = await pdf.getPage(number);
		const { items } = await page.getTextContent();
		for (const item of items) {
			if (!('str' in item) || item.str.trim() === '') continue;
			const [, , , size, x, y] = item.transform as number[];
			// A line box as fonts draw it: a fifth of the size below the baseline, four fifths above.
			runs.push({
				page: number,
				text: item.str,
				left: x!,
				right: x! + item.width,
				bottom: y! - 0.2 * size!,
				top: y! + 0.8 * size!,
			});
		}
	}
	return { runs, pages: pdf.numPages };
}

/**
 * Pairs of runs on one page whose boxes overlap by more than `slack` points both ways. Runs on
 * one baseline may overlap by a third of their height: pdf.js splits a run at a kerned pair and
 * gives the first part its advance without the kerning.
 */
export function overlaps(runs: Run[], slack = 0.5): [Run, Run][] {
	const found: [Run, Run][] = [];
	const byPage = Map.groupBy(runs, (run) => run.page);
	for (const onPage of byPage.values()) {
		const sorted = [...onPage].sort((a, b) => b.top - a.top);
		for (let i = 0; i < sorted.length; i++)
			for (let j = i + 1; j < sorted.length && sorted[j]!.top > sorted[i]!.bottom; j++) {
				const [a, b] = [sorted[i]!, sorted[j]!];
				const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
				const tall = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
				const sameLine = Math.abs(a.bottom - b.bottom) < 0.1;
				const allowed = sameLine ? (a.top - a.bottom) / 3 : slack;
				if (wide > allowed && tall > slack) found.push([a, b]);
			}
	}
	return found;
}

/** The headings among `runs` that are the lowest run of their page. */
export function headingsEndingPages(runs: Run[], headings: string[]): Run[] {
	const byPage = Map.groupBy(runs, (run) => run.page);
	return [...byPage.values()]
		.map((onPage) => onPage.reduce((low, run) => (run.bottom < low.bottom ? run : low)))
		.filter((lowest) => headings.includes(lowest.text.trim()));
}

/** The runs outside the page's printable area (`margin` points from each edge, less `slack`). */
export function outsideFrame(
	runs: Run[],
	size: { width: number; height: number },
	margin: number,
	slack = 12,
): Run[] {
	return runs.filter(
		(run) =>
			run.left < margin - slack ||
			run.right > size.width - margin + slack ||
			run.bottom < margin - slack ||
			run.top > size.height - margin + slack,
	);
}
