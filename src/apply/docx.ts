// The tailored résumé and the cover letter as Word documents (made with `docx`): named styles in
// the PDF's fonts, sizes and colours, the name as the title, real headings, lists and line
// breaks, every character as text in its own direction.
import {
	Document,
	ExternalHyperlink,
	Packer,
	Paragraph,
	TextRun,
	type IParagraphOptions,
	type ParagraphChild,
} from 'docx';
import type { ResumeHeader, ResumeView } from '../resume/view.ts';
import type { ResumeEntry, ResumeSection } from '../resume/sections.ts';
import { colonOf, listOf, withAside } from '../i18n/conventions.ts';
import { directedRuns } from './direction.ts';
import type { Letter, LetterBlock } from './letter.ts';
import { LOOK, wordNumbering, wordStyles } from './look.ts';
import { fontTable, scriptFonts, themeFonts } from './word-fonts.ts';

/** What a Word file is made for: its language and direction, title, the owner's accent and font. */
export interface WordOptions {
	lang: string;
	rtl: boolean;
	/** The document's title, before the owner's name. */
	title: string;
	/** The owner's accent colour, #rrggbb. */
	accent: string;
	/** The site's font family (its Fontsource name); Inter when not given. */
	font?: string;
}

/** A piece of a paragraph's text: bold, or a link. A line break in it is kept. */
interface Part {
	text: string;
	bold?: boolean;
	link?: string;
}

/** Sections whose entries are a name and a few words: one line each, not a heading each. */
const SHORT_SECTIONS = new Set(['skills', 'languages', 'interests']);

/** A list's words on one line. */

/** Makes the paragraphs of one document, in its direction. */
function writer(rtl: boolean) {
	const runs = (part: Part): ParagraphChild[] => {
		const children = part.text.split('\n').flatMap((line, index) => [
			...(index > 0 ? [new TextRun({ break: 1 })] : []),
			...directedRuns(line, rtl).map(
				(run) =>
					new TextRun({
						text: run.text,
						...(part.bold && { bold: true }),
						...(run.rtl && { rightToLeft: true }),
					}),
			),
		]);
		return part.link ? [new ExternalHyperlink({ link: part.link, children })] : children;
	};
	return (parts: Part[] | string, style: string, options: IParagraphOptions = {}) =>
		new Paragraph({
			style,
			children: (typeof parts === 'string' ? [{ text: parts }] : parts).flatMap(runs),
			...(rtl && { bidirectional: true }),
			...options,
		});
}

type Write = ReturnType<typeof writer>;

/**
 * The header both documents open with: the name as the title, the job title, the contact line.
 * In a right-to-left document each separator starts with a right-to-left mark, so the items read
 * in their order from the right even where several are addresses in Latin letters.
 */
const headerOf = (
	write: Write,
	{ name, label, contact, separator }: ResumeHeader,
	rtl: boolean,
) => [
	write(name, 'Title'),
	...(label ? [write(label, 'Subtitle')] : []),
	...(contact.length > 0
		? [
				write(
					contact.flatMap((line, index) => [
						...(index > 0 ? [{ text: rtl ? separator.replace(/^ /, ' \u200f') : separator }] : []),
						{ text: line.text, ...(line.href && { link: line.href }) },
					]),
					'Contact',
				),
			]
		: []),
];

/**
 * An entry of a section: its title as a level-2 heading, then its lines and list, each kept on
 * the page of the next, so that an entry shorter than a page is never split.
 */
function entryOf(write: Write, entry: ResumeEntry, list: number): Paragraph[] {
	const bullet = { numbering: { reference: 'bullet', level: 0, instance: list } };
	const lines: { text: Part[] | string; style: string; options?: IParagraphOptions }[] = [
		{ text: entry.title, style: 'Heading2' },
		...(entry.meta ? [{ text: entry.meta, style: 'EntryDetails' }] : []),
		...[...entry.description, ...entry.text].map((text) => ({ text, style: 'Normal' })),
		...entry.items.map((text) => ({ text, style: 'ListParagraph', options: bullet })),
		...(entry.keywordLine ? [{ text: entry.keywordLine, style: 'EntryDetails' }] : []),
		...(entry.url ? [{ text: [{ text: entry.url, link: entry.url }], style: 'EntryDetails' }] : []),
	];
	return lines.map(({ text, style, options }, index) =>
		write(text, style, { ...options, ...(index < lines.length - 1 && { keepNext: true }) }),
	);
}

/**
 * A short section's lines: an entry with keywords on a line of its own ("Frontend: React,
 * TypeScript"), the entries without on one line together, where the first of them stands; joined
 * in the punctuation of `lang` ("フロントエンド：React、TypeScript").
 */
function shortLines(write: Write, section: ResumeSection, lang: string): Paragraph[] {
	const named = (entry: ResumeEntry) =>
		entry.meta ? withAside(entry.title, entry.meta, lang) : entry.title;
	const plain = section.entries.filter((entry) => entry.keywords.length === 0);
	return section.entries.flatMap((entry) => {
		if (entry.keywords.length > 0)
			return [
				write(
					[{ text: `${named(entry)}${colonOf(lang)}`, bold: true }, { text: entry.keywordLine }],
					'Normal',
				),
			];
		return entry === plain[0] ? [write(listOf(plain.map(named), lang), 'Normal')] : [];
	});
}

/** The file's bytes: the document's styles from its text, lists and language, on A4 pages. */
async function pack(
	children: Paragraph[],
	text: string,
	options: WordOptions,
	extra: { author: string; starts?: number[]; endAligned?: boolean },
) {
	const fonts = scriptFonts(options.lang, text, options.font);
	const twips = (points: number) => Math.round(points * 20);
	const { page } = LOOK;
	const document = new Document({
		title: `${options.title} | ${extra.author}`,
		creator: extra.author,
		styles: wordStyles({
			lang: options.lang,
			accent: options.accent,
			fonts,
			...(extra.endAligned && { endAligned: true }),
		}),
		numbering: wordNumbering(extra.starts ?? []),
		theme: { fonts: { body: themeFonts(fonts), headings: themeFonts(fonts) } },
		sections: [
			{
				properties: {
					page: {
						size: { width: twips(page.width), height: twips(page.height) },
						margin: {
							top: twips(page.marginY),
							bottom: twips(page.marginY),
							left: twips(page.marginX),
							right: twips(page.marginX),
						},
					},
				},
				children,
			},
		],
	});
	return Packer.toBuffer(document, false, [{ path: 'word/fontTable.xml', data: fontTable(fonts) }]);
}

/** The résumé as a Word document: sections as level-1 headings, entries as level 2. */
export async function resumeDocx(view: ResumeView, options: WordOptions) {
	const write = writer(options.rtl);
	let lists = 0;
	const children = [
		...headerOf(write, view.header, options.rtl),
		// The contact line's room below it is the first paragraph's; the next ones have their own.
		...view.summary.map((paragraph, index) =>
			write(paragraph, index === 0 ? 'Normal' : 'BodyText'),
		),
		...view.sections.flatMap((section) => [
			write(section.heading, 'Heading1'),
			...(SHORT_SECTIONS.has(section.key)
				? shortLines(write, section, options.lang)
				: section.entries.flatMap((entry) => entryOf(write, entry, ++lists))),
		]),
	];
	return pack(children, JSON.stringify(view), options, { author: view.header.name });
}

/** A block of the letter's body: a paragraph with its lines, or a list. */
function blockOf(write: Write, block: LetterBlock, list: number): Paragraph[] {
	if (block.kind === 'paragraph')
		return [write(block.lines.join('\n'), block.closing ? 'Closing' : 'BodyText')];
	const reference = block.ordered ? `number-${block.start}` : 'bullet';
	// The room above a list, as above a paragraph of the letter.
	const above = { spacing: { before: Math.round(LOOK.space.paragraph * 20) } };
	return block.items.map((item, index) =>
		write(item, 'ListParagraph', {
			numbering: { reference, level: 0, instance: list },
			...(index === 0 && above),
		}),
	);
}

/** The cover letter as a Word document, under the résumé's header. */
export async function letterDocx(letter: Letter, options: WordOptions) {
	const write = writer(options.rtl);
	const children = [
		...headerOf(write, letter.header, options.rtl),
		write(letter.date, 'Date'),
		write(letter.to.join('\n'), 'Normal'),
		write(letter.subject, 'Subject'),
		...letter.body.flatMap((block, index) => blockOf(write, block, index + 1)),
	];
	const starts = letter.body.flatMap((block) =>
		block.kind === 'list' && block.ordered ? [block.start] : [],
	);
	return pack(children, JSON.stringify(letter), options, {
		author: letter.header.name,
		starts,
		endAligned: letter.endAligned,
	});
}
