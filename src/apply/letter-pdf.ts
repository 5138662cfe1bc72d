// The cover letter's page as the résumé PDF draws it: the résumé's header, then the date, the
// addressee, the subject in bold, the body's paragraphs with their lines and its lists as lists.
import type { TextStyle } from '../pdf/bidi.ts';
import { fontsOf, PAGE, PHOTO, resumeBlocks, type PdfStyle } from '../pdf/document.ts';
import type { Block } from '../pdf/layout.ts';
import { breakLines } from '../pdf/text.ts';
import type { Letter } from './letter.ts';
import { LOOK } from './look.ts';

/** The letter's blocks in the PDF's `style`, beside a photo or not. */
export function letterBlocks(letter: Letter, style: PdfStyle, photo: boolean): Block[] {
	const blocks = resumeBlocks({ header: letter.header, summary: [], sections: [] }, style, photo);
	const header = blocks.reduce(
		(sum, block) =>
			sum + block.spaceBefore + block.lines.reduce((all, line) => all + line.height, 0),
		0,
	);
	const width = PAGE.width - 2 * PAGE.marginX;
	const textStyle = (size: number, strong = false): TextStyle => ({
		size,
		lineHeight: LOOK.lineHeight,
		color: `#${LOOK.text}`,
		fonts: fontsOf(style.lang, strong ? 700 : 400, style.font),
	});
	const body = textStyle(LOOK.body);
	let below = LOOK.space.header + (photo ? Math.max(0, PHOTO.size - header) : 0);
	/** Adds `text` as a paragraph; one at the line's end is a block per line, each set flush right. */
	const add = (
		text: string,
		at: { spaceBefore: number; end?: boolean; strong?: boolean; size?: number },
	) => {
		const lines = breakLines(
			[{ text }],
			at.strong ? textStyle(at.size ?? LOOK.body, true) : body,
			width,
			style.rtl,
		);
		const spaceBefore = below + at.spaceBefore;
		below = 0;
		if (!at.end || style.rtl) blocks.push({ role: 'P', lines, indent: 0, spaceBefore });
		else
			lines.forEach((line, index) =>
				blocks.push({
					role: 'P',
					lines: [line],
					indent: width - line.width,
					spaceBefore: index === 0 ? spaceBefore : 0,
				}),
			);
	};
	add(letter.date, { spaceBefore: 0, end: letter.endAligned });
	add(letter.to.join('\n'), { spaceBefore: LOOK.space.paragraph });
	add(letter.subject, { spaceBefore: LOOK.space.header, strong: true, size: LOOK.entry });
	letter.body.forEach((block, index) => {
		if (block.kind === 'paragraph') {
			add(block.lines.join('\n'), {
				spaceBefore: LOOK.space.paragraph,
				end: Boolean(block.closing && letter.endAligned),
			});
			return;
		}
		const indent = block.ordered ? LOOK.numberIndent : LOOK.listIndent;
		block.items.forEach((item, number) => {
			const marker = block.ordered ? `${block.start + number}.` : '•';
			const label = breakLines([{ text: marker }], body, indent, style.rtl)[0];
			blocks.push({
				role: 'LI',
				lines: breakLines([{ text: item }], body, width - indent, style.rtl),
				indent,
				spaceBefore: number === 0 ? below + LOOK.space.paragraph : 0,
				...(label && { label }),
				// Each list its own: a list's items share a number.
				entry: index,
			});
			below = 0;
		});
	});
	return blocks;
}
