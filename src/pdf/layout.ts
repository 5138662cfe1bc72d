/**
 * The résumé PDF's blocks placed on pages in one pass: a line that does not fit goes to the next
 * page, so lines never overlap; an entry that fits on a page is kept whole on one, and a block
 * kept with the next (a heading, the line before an entry's link) never ends a page.
 */
import type { Line } from './bidi.ts';

/** What a block is to a screen reader: the tagged PDF's structure type. */
export type Role = 'H1' | 'H2' | 'H3' | 'P' | 'LI';

/** A paragraph of the page: its lines and how it sits among the others. */
export interface Block {
	role: Role;
	lines: Line[];
	/** From the column's left edge (a list item's text, the header beside the photo). */
	indent: number;
	/** Room above it, left out at the top of a page. */
	spaceBefore: number;
	/** Its last line shares a page with the next block's first. */
	keepWithNext?: boolean;
	/** A list item's marker, drawn beside its first line. */
	label?: Line;
	/** A rule under it: its colour, thickness and the room above it. */
	rule?: { color: string; width: number; gap: number };
	/** The section and the entry it belongs to, for the document's structure. */
	section?: number;
	entry?: number;
}

/** A line where it is drawn: its page and the top of its line box. */
export interface Placed {
	block: Block;
	line: Line;
	page: number;
	y: number;
	/** True for the block's first line. */
	first: boolean;
}

/** The page's printable area, in points from the page's top edge. */
export interface Frame {
	top: number;
	bottom: number;
}

const heightOf = (block: Block) => block.lines.reduce((sum, line) => sum + line.height, 0);
const ruleOf = (block: Block) => (block.rule ? block.rule.gap + block.rule.width : 0);

/** Whether two blocks belong to the same entry of the same section. */
const sameEntry = (a: Block | undefined, b: Block | undefined) =>
	a?.entry !== undefined && a.section === b?.section && a.entry === b?.entry;

/** The height of the entry that starts at `index`, its blocks' room above them included. */
function entryHeight(blocks: Block[], index: number): number {
	let height = heightOf(blocks[index]!) + ruleOf(blocks[index]!);
	for (let next = index + 1; sameEntry(blocks[index], blocks[next]); next++)
		height += blocks[next]!.spaceBefore + heightOf(blocks[next]!) + ruleOf(blocks[next]!);
	return height;
}

/**
 * The room a block needs at the foot of a page: a whole entry when it starts one that fits on a
 * page; its first line, or all of it and what the next block needs when it is kept with the next
 * (a heading and the entry under it).
 */
function needed(blocks: Block[], index: number, room: number, depth = 0): number {
	const block = blocks[index];
	if (!block) return 0;
	if (block.entry !== undefined && !sameEntry(blocks[index - 1], block)) {
		const whole = entryHeight(blocks, index);
		if (whole <= room) return whole;
	}
	const first = block.lines[0]?.height ?? 0;
	if (!block.keepWithNext || depth > 3) return first;
	// A paragraph's last line goes with what follows when it is placed: the rest may stay.
	if (block.lines.length > 1 && !block.role.startsWith('H')) return first;
	const next = blocks[index + 1];
	return (
		heightOf(block) +
		ruleOf(block) +
		(next ? next.spaceBefore + needed(blocks, index + 1, room, depth + 1) : 0)
	);
}

/** Every line of `blocks` placed on pages of `frame`; time grows with the number of lines. */
export function paginate(blocks: Block[], frame: Frame): { placed: Placed[]; pages: number } {
	const placed: Placed[] = [];
	const room = frame.bottom - frame.top;
	let page = 0;
	let y = frame.top;
	const newPage = () => {
		page++;
		y = frame.top;
	};
	blocks.forEach((block, index) => {
		const space = y === frame.top ? 0 : block.spaceBefore;
		const need = needed(blocks, index, room);
		if (y > frame.top && y + space + need > frame.bottom && need <= room) newPage();
		else y += space;
		const next = blocks[index + 1];
		const last = block.lines.length - 1;
		block.lines.forEach((line, number) => {
			// The last line of a block kept with the next takes what the next needs with it.
			const withNext =
				number === last && block.keepWithNext && next
					? ruleOf(block) + next.spaceBefore + needed(blocks, index + 1, room)
					: 0;
			const fits = (extra: number) => y + line.height + extra <= frame.bottom;
			if (y > frame.top && !fits(0)) newPage();
			else if (y > frame.top && !fits(withNext) && line.height + withNext <= room) newPage();
			placed.push({ block, line, page, y, first: number === 0 });
			y += line.height;
		});
		y += ruleOf(block);
	});
	return { placed, pages: page + 1 };
}
