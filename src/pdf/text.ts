/**
 * A paragraph of the résumé PDF cut into lines: each character in the first font of the chain
 * that has it, lines broken where Unicode allows, each line then put in visual order.
 */
import LineBreaker from 'linebreak';
import { textWidth } from '../fonts/measure.ts';
import { levelsOf, visualLine, type Atom, type Line, type TextStyle } from './bidi.ts';

/** A part of a paragraph's text, a link when it has `link`. */
export interface Span {
	text: string;
	link?: string;
	/** Kept on one line when it fits on one (an address, a phone number). */
	whole?: boolean;
	/** Room between two items of a line, drawn as a dot and never as text: see `SEPARATOR`. */
	separator?: boolean;
}

/**
 * What separates two items of one line (an e-mail and a phone number, a company and its dates):
 * two en spaces (an em), drawn as a dot. Readers take a gap that wide for the end of a text item, so no
 * item is read glued to its neighbour or to a separator.
 */
export const SEPARATOR: Span = { text: '\u2002\u2002', separator: true };

/** The paragraph's atoms: its text cut at every change of font, level, link and break point. */
function atomsOf(text: string, spans: Span[], style: TextStyle, levels?: Uint8Array): Atom[] {
	const breaks = new Set<number>();
	const breaker = new LineBreaker(text);
	for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) breaks.add(next.position);
	const linkAt: (string | undefined)[] = [];
	const separatorAt: boolean[] = [];
	let offset = 0;
	for (const span of spans) {
		for (let i = 0; i < span.text.length; i++) {
			linkAt.push(span.link);
			separatorAt.push(span.separator ?? false);
		}
		if (span.whole) for (let i = offset + 1; i < offset + span.text.length; i++) breaks.delete(i);
		offset += span.text.length;
	}
	const atoms: Atom[] = [];
	let index = 0;
	let segment = 0;
	for (const run of style.fonts.runs(text)) {
		for (const char of run.text) {
			const level = levels?.[index] ?? 0;
			const last = atoms.at(-1);
			if (breaks.has(index) && index > 0) segment++;
			if (
				last &&
				last.file === run.file &&
				last.level === level &&
				last.link === linkAt[index] &&
				last.separator === separatorAt[index] &&
				last.segment === segment
			)
				last.end += char.length;
			else
				atoms.push({
					start: index,
					end: index + char.length,
					file: run.file,
					level,
					link: linkAt[index],
					separator: separatorAt[index]!,
					segment,
					width: 0,
				});
			index += char.length;
		}
	}
	for (const atom of atoms)
		atom.width = atom.file ? textWidth(text.slice(atom.start, atom.end), atom.file, style.size) : 0;
	return atoms;
}

/** The lines of a paragraph of `spans` in a column `width` points wide. */
export function breakLines(spans: Span[], style: TextStyle, width: number, rtl = false): Line[] {
	const text = spans.map((span) => span.text).join('');
	const levels = levelsOf(text, rtl);
	const atoms = atomsOf(text, spans, style, levels);
	const lines: Atom[][] = [];
	let line: Atom[] = [];
	let used = 0;
	for (let first = 0; first < atoms.length;) {
		let last = first;
		while (last + 1 < atoms.length && atoms[last + 1]!.segment === atoms[first]!.segment) last++;
		const segment = atoms.slice(first, last + 1);
		const trailing = trailingSpace(text, segment.at(-1)!, style);
		const fits = segment.reduce((sum, atom) => sum + atom.width, 0) - trailing;
		if (line.length > 0 && used + fits > width) {
			lines.push(line);
			line = [];
			used = 0;
		}
		if (line.length === 0 && fits > width) {
			// A word wider than the column (an address): cut between its characters.
			for (const piece of cutToWidth(text, segment, style, width)) {
				if (line.length > 0) lines.push(line);
				line = piece;
			}
			used = line.reduce((sum, atom) => sum + atom.width, 0);
		} else {
			line.push(...segment);
			used += fits + trailing;
		}
		if (/[\n\u2028\u2029]$/.test(text.slice(segment.at(-1)!.start, segment.at(-1)!.end))) {
			lines.push(line);
			line = [];
			used = 0;
		}
		first = last + 1;
	}
	if (line.length > 0 || lines.length === 0) lines.push(line);
	return lines.map((atoms) => visualLine(text, atoms, style, width, rtl));
}

/** The width of the white space that ends `atom`'s text: it may hang past the column's edge. */
function trailingSpace(text: string, atom: Atom, style: TextStyle): number {
	const own = text.slice(atom.start, atom.end);
	const trimmed = own.trimEnd();
	if (trimmed.length === own.length || !atom.file) return 0;
	return atom.width - textWidth(trimmed, atom.file, style.size);
}

/** A segment too wide for the column, cut between characters into lines that fit. */
function cutToWidth(text: string, segment: Atom[], style: TextStyle, width: number): Atom[][] {
	const lines: Atom[][] = [[]];
	let used = 0;
	for (const atom of segment) {
		let start = atom.start;
		for (const { segment: grapheme, index } of new Intl.Segmenter().segment(
			text.slice(atom.start, atom.end),
		)) {
			const at = atom.start + index;
			const end = at + grapheme.length;
			const piece = atom.file ? textWidth(text.slice(start, end), atom.file, style.size) : 0;
			if (used + piece > width && at > start) {
				const done = {
					...atom,
					start,
					end: at,
					width: textWidth(text.slice(start, at), atom.file!, style.size),
				};
				lines.at(-1)!.push(done);
				lines.push([]);
				used = 0;
				start = at;
			}
			if (end === atom.end) {
				const rest = {
					...atom,
					start,
					end,
					width: atom.file ? textWidth(text.slice(start, end), atom.file, style.size) : 0,
				};
				lines.at(-1)!.push(rest);
				used += rest.width;
			}
		}
	}
	return lines.filter((line) => line.length > 0);
}
