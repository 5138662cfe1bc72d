// How an application's files look, as the résumé PDF draws them: sizes, colours and spacing, the
// font family of each kind of script, and the Word files' named styles and lists made of them.
import {
	AlignmentType,
	BorderStyle,
	LevelFormat,
	LineRuleType,
	type INumberingOptions,
	type IStylesOptions,
} from 'docx';
import { complexLanguage, type ScriptFonts } from './word-fonts.ts';

/** Sizes in points and colours (rrggbb) of the résumé PDF, which the Word files take too. */
export const LOOK = {
	text: '1a1a1a',
	muted: '555555',
	contact: '444444',
	/** A line's height, as a multiple of its text's size. */
	lineHeight: 1.4,
	name: 22,
	label: 12,
	small: 10,
	body: 10,
	heading: 12,
	entry: 10.5,
	/** The room above a section's heading, an entry's title and a paragraph of the summary. */
	space: { heading: 14, entry: 8, paragraph: 6, header: 12 },
	/** A list item's text, from the column's edge; its marker sits in the room before it. */
	listIndent: 16,
	/** A numbered list item's text: room for "10.". */
	numberIndent: 22,
	/** The A4 page and its margins. */
	page: { width: 595.28, height: 841.89, marginX: 48, marginY: 40 },
};

/** Points in a Word file's units: twentieths of a point (twips), half points for sizes. */
const twips = (points: number) => Math.round(points * 20);
const half = (points: number) => Math.round(points * 2);

/** The spacing of a paragraph in `size` points: at least the PDF's line height, taller for taller fonts. */
const lines = (size: number, lineHeight = LOOK.lineHeight) => ({
	line: twips(size * lineHeight),
	lineRule: LineRuleType.AT_LEAST,
});

/** What each named style shows a recruiter in Word's list, and the style it is based on. */
const named = (id: string, name: string, basedOn = 'Normal') => ({
	id,
	name,
	basedOn,
	next: 'Normal',
	quickFormat: true,
});

/** What the Word file's styles are made for. */
export interface StyleOptions {
	lang: string;
	/** The owner's accent colour, #rrggbb: the job title's and the sections' headings'. */
	accent: string;
	fonts: ScriptFonts;
	/** The date and the closing at the end of their lines (a Japanese letter). */
	endAligned?: boolean;
}

/** The Word file's styles: defaults in the PDF's fonts, sizes and colours, and the named styles. */
export function wordStyles({ lang, accent, fonts, endAligned }: StyleOptions): IStylesOptions {
	const colour = accent.replace('#', '');
	const script = new Intl.Locale(lang).maximize().script;
	const cjk = ['Jpan', 'Kore', 'Hans', 'Hant'].includes(script ?? '');
	const complex = complexLanguage(lang);
	const end = endAligned ? { alignment: AlignmentType.RIGHT } : {};
	return {
		default: {
			document: {
				run: {
					font: {
						ascii: fonts.latin,
						hAnsi: fonts.latin,
						eastAsia: fonts.eastAsia,
						cs: fonts.complex,
					},
					size: half(LOOK.body),
					color: LOOK.text,
					language: {
						value: lang,
						...(cjk && { eastAsia: lang }),
						...(complex && { bidirectional: lang }),
					},
				},
				paragraph: { spacing: { before: 0, after: 0, ...lines(LOOK.body) } },
			},
		},
		paragraphStyles: [
			{ id: 'Normal', name: 'Normal', quickFormat: true },
			{
				...named('Title', 'Title'),
				next: 'Subtitle',
				run: { size: half(LOOK.name), bold: true, color: LOOK.text },
				paragraph: { spacing: { after: twips(2), ...lines(LOOK.name, 1.2) }, keepNext: true },
			},
			{
				...named('Subtitle', 'Subtitle'),
				run: { size: half(LOOK.label), color: colour },
				paragraph: { spacing: { after: twips(4), ...lines(LOOK.label, 1.3) }, keepNext: true },
			},
			{
				...named('Contact', 'Contact'),
				run: { size: half(LOOK.small), color: LOOK.contact },
				paragraph: { spacing: { after: twips(LOOK.space.header), ...lines(LOOK.small) } },
			},
			{
				...named('Heading1', 'heading 1'),
				run: { size: half(LOOK.heading), bold: true, color: colour },
				paragraph: {
					spacing: {
						before: twips(LOOK.space.heading),
						after: twips(4),
						...lines(LOOK.heading, 1.3),
					},
					border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: colour, space: 2 } },
					keepNext: true,
					outlineLevel: 0,
				},
			},
			{
				...named('Heading2', 'heading 2'),
				run: { size: half(LOOK.entry), bold: true, color: LOOK.text },
				paragraph: {
					spacing: { before: twips(LOOK.space.entry) },
					keepNext: true,
					outlineLevel: 1,
				},
			},
			// The other heading levels in the document's colours, should a recruiter use them.
			...[3, 4, 5, 6].map((level) => ({
				...named(`Heading${level}`, `heading ${level}`),
				run: { bold: true, color: LOOK.text },
				paragraph: {
					spacing: { before: twips(LOOK.space.entry) },
					keepNext: true,
					outlineLevel: level - 1,
				},
			})),
			{ ...named('EntryDetails', 'Entry Details'), run: { color: LOOK.muted } },
			{
				...named('BodyText', 'Body Text'),
				paragraph: { spacing: { before: twips(LOOK.space.paragraph) } },
			},
			{ ...named('ListParagraph', 'List Paragraph'), paragraph: { contextualSpacing: true } },
			{
				...named('Subject', 'Subject'),
				run: { size: half(LOOK.entry), bold: true },
				paragraph: { spacing: { before: twips(LOOK.space.header) }, keepNext: true },
			},
			{
				...named('Date', 'Date'),
				paragraph: { spacing: { after: twips(LOOK.space.paragraph) }, ...end },
			},
			{ ...named('Closing', 'Closing', 'BodyText'), paragraph: end },
		],
	};
}

/** The lists of a Word file: a bullet, and numbers from each of `starts`, in the PDF's indents. */
export function wordNumbering(starts: Iterable<number>): INumberingOptions {
	const level = (
		format: (typeof LevelFormat)[keyof typeof LevelFormat],
		text: string,
		start = 1,
	) => {
		const left = format === LevelFormat.BULLET ? LOOK.listIndent : LOOK.numberIndent;
		return {
			level: 0,
			format,
			text,
			start,
			alignment: AlignmentType.START,
			style: { paragraph: { indent: { left: twips(left), hanging: twips(left - 6) } } },
		};
	};
	return {
		config: [
			{ reference: 'bullet', levels: [level(LevelFormat.BULLET, '•')] },
			...[...new Set(starts)].map((start) => ({
				reference: `number-${start}`,
				levels: [level(LevelFormat.DECIMAL, '%1.', start)],
			})),
		],
	};
}
