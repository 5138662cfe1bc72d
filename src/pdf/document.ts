/**
 * What the résumé PDF says, as blocks of lines in one column: the view's name, job title, contact,
 * summary and sections in the /resume page's order and the owner's accent, never read as markup.
 */
import { FontSet } from '../fonts/fallback.ts';
import { fontPackage } from '../fonts/family.ts';
import type { Block } from './layout.ts';
import { breakLines, SEPARATOR, type Span } from './text.ts';
import type { TextStyle } from './bidi.ts';
import type { ResumeView } from '../resume/view.ts';
import { commaOf, labelled } from '../i18n/conventions.ts';
import type { ResumeEntry } from '../resume/sections.ts';

/** How the PDF draws the view: the owner's accent colour, the language and its direction. */
export interface PdfStyle {
	/** #rrggbb. */
	accent: string;
	lang: string;
	rtl: boolean;
	/** The site's font family (its Fontsource name); Inter when not given. */
	font?: string;
}

/** An A4 page and its margins, in points. */
export const PAGE = { width: 595.28, height: 841.89, marginX: 48, marginY: 40 };
/** The photo's side and the room beside it. */
export const PHOTO = { size: 64, gap: 16 };

const TEXT = '#1a1a1a';
const MUTED = '#555555';

const fontSets = new Map<string, FontSet>();
/** The fonts of a language at a weight, the site's `family` first, made once per build. */
export function fontsOf(lang: string, weight: 400 | 700, family?: string): FontSet {
	const key = `${lang} ${weight} ${family ?? ''}`;
	let fonts = fontSets.get(key);
	if (!fonts) fontSets.set(key, (fonts = new FontSet(lang, weight, { own: fontPackage(family) })));
	return fonts;
}

/** The blocks of the résumé in a column of the page's width less its margins. */
export function resumeBlocks(view: ResumeView, options: PdfStyle, photo: boolean): Block[] {
	const { name, label, contact } = view.header;
	const width = PAGE.width - 2 * PAGE.marginX;
	const regular = fontsOf(options.lang, 400, options.font);
	const bold = fontsOf(options.lang, 700, options.font);
	const style = (size: number, color = TEXT, strong = false, lineHeight = 1.4): TextStyle => ({
		size,
		lineHeight,
		color,
		fonts: strong ? bold : regular,
	});
	const blocks: Block[] = [];
	const add = (
		spans: Span[] | string,
		textStyle: TextStyle,
		block: Omit<Block, 'lines' | 'indent' | 'spaceBefore'> & {
			indent?: number;
			spaceBefore?: number;
		},
	) => {
		const indent = block.indent ?? 0;
		const lines = breakLines(
			typeof spans === 'string' ? [{ text: spans }] : spans,
			textStyle,
			width - indent,
			options.rtl,
		);
		blocks.push({ indent, spaceBefore: 0, ...block, lines });
	};

	const beside = photo ? PHOTO.size + PHOTO.gap : 0;
	add(name, style(22, TEXT, true, 1.2), { role: 'H1', indent: beside });
	// The job title in the accent colour but not bold: parsers take the boldest words for the name.
	if (label)
		add(label, style(12, options.accent, false, 1.3), {
			role: 'P',
			indent: beside,
			spaceBefore: 2,
		});
	if (contact.length > 0) {
		const spans = contact.flatMap((line, index) => [
			// Set apart by room and a drawn dot, never a separator in the text: see SEPARATOR.
			...(index > 0 ? [SEPARATOR] : []),
			{ text: line.text, whole: true, ...(line.href && { link: line.href }) },
		]);
		add(spans, style(10, '#444444'), { role: 'P', indent: beside, spaceBefore: 4 });
	}
	const header = blocks.reduce(
		(sum, block) =>
			sum + block.spaceBefore + block.lines.reduce((all, line) => all + line.height, 0),
		0,
	);
	let below = 12 + (photo ? Math.max(0, PHOTO.size - header) : 0);
	for (const paragraph of view.summary) {
		add(paragraph, style(10), { role: 'P', spaceBefore: below });
		below = 6;
	}
	view.sections.forEach((section, sectionIndex) => {
		// Bold capitals: what parsers take for a section's heading, however the owner words it.
		add(section.heading.toLocaleUpperCase(options.lang), style(12, options.accent, true, 1.3), {
			role: 'H2',
			spaceBefore: blocks.length > 0 ? 14 : 0,
			keepWithNext: true,
			rule: { color: options.accent, width: 1.5, gap: 2 },
			section: sectionIndex,
		});
		if (LISTED.has(section.key)) {
			shortLines(section.entries, options.lang).forEach((spans, entryIndex) =>
				add(spans, style(10), {
					role: 'P',
					spaceBefore: entryIndex === 0 ? 6 : 3,
					section: sectionIndex,
					entry: entryIndex,
				}),
			);
			return;
		}
		section.entries.forEach((entry, entryIndex) => {
			const at = { section: sectionIndex, entry: entryIndex };
			const paragraphs = [...entry.description, ...entry.text];
			const follows = Boolean(
				entry.line.length ||
				paragraphs.length ||
				entry.items.length ||
				entry.keywords.length ||
				entry.url,
			);
			if (entry.title)
				add(entry.title, style(10.5, TEXT, true), {
					role: 'H3',
					spaceBefore: entryIndex === 0 ? 6 : 8,
					keepWithNext: follows,
					...at,
				});
			// The organisation, the place and the dates, each a text item of its own.
			if (entry.line.length > 0)
				add(apart(entry.line), style(10, MUTED), {
					role: 'P',
					keepWithNext: paragraphs.length + entry.items.length > 0,
					...(!entry.title && { spaceBefore: entryIndex === 0 ? 6 : 8 }),
					...at,
				});
			for (const paragraph of paragraphs) add(paragraph, style(10), { role: 'P', ...at });
			const bullet = breakLines([{ text: '•' }], style(10), 10, options.rtl)[0];
			for (const item of entry.items)
				add(item, style(10), { role: 'LI', indent: 16, ...(bullet && { label: bullet }), ...at });
			if (entry.keywords.length > 0)
				add(namesOf(entry.keywords, options.lang), style(10, MUTED), { role: 'P', ...at });
			if (entry.url) {
				// The link stays with its entry: never alone at the top of a page.
				const before = blocks.at(-1);
				if (before?.section === sectionIndex && before.entry === entryIndex)
					before.keepWithNext = true;
				add([{ text: entry.url, link: entry.url }], style(10, MUTED), { role: 'P', ...at });
			}
		});
	});
	return blocks;
}

/**
 * Names (skills, keywords) joined by the language's comma, with no "and": parsers match each name
 * alone, and a conjunction fused to a name ("وCSS", "ו-CSS") is not the name.
 */
const namesOf = (names: readonly string[], lang: string) => names.join(commaOf(lang));

/** Sections whose entries are a name and a few words: one line each. */
const LISTED = new Set(['skills', 'interests', 'languages']);

/** Texts set apart on one line, each its own text item. */
const apart = (texts: readonly string[]): Span[] =>
	texts.flatMap((text, index) => [...(index > 0 ? [SEPARATOR] : []), { text }]);

/**
 * The lines of a listed section, in the résumé's language: an entry with keywords as "Frontend:
 * React, TypeScript, CSS" (its level set apart after them), one with a level as "English" and
 * "Native" set apart, and the entries of a name alone together on one line, where the first stands.
 */
function shortLines(entries: ResumeEntry[], lang: string): Span[][] {
	const alone = entries.filter((entry) => entry.keywords.length + entry.line.length === 0);
	const lines: Span[][] = [];
	for (const entry of entries) {
		if (entry === alone[0])
			lines.push([
				{
					text: namesOf(
						alone.map((each) => each.title),
						lang,
					),
				},
			]);
		else if (alone.includes(entry)) continue;
		else if (entry.keywords.length > 0)
			lines.push(
				apart([labelled(entry.title, namesOf(entry.keywords, lang), lang), ...entry.line]),
			);
		else lines.push(apart([entry.title, ...entry.line]));
	}
	return lines;
}
