// The tailored résumé and the cover letter as Word documents (made with `docx`): real headings,
// paragraphs and bulleted lists in reading order, every character as text, right to left where
// the language is written so.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ResumeHeader, ResumeView } from '../resume/view.ts';
import type { Letter } from './letter.ts';

type Heading = (typeof HeadingLevel)[keyof typeof HeadingLevel];

/** Makes the paragraphs of one document in `lang`, in its direction. */
function writer(lang: string, rtl: boolean) {
	const run = (text: string, bold = false) =>
		new TextRun({
			text,
			bold,
			...(rtl && { rightToLeft: true }),
			language: rtl ? { bidirectional: lang } : { value: lang },
		});
	return {
		/** One paragraph per line of `text`, as a heading when `heading` is given. */
		paragraphs: (
			text: string,
			options: { heading?: Heading; bold?: boolean; bullet?: boolean } = {},
		) =>
			text.split('\n').map(
				(line) =>
					new Paragraph({
						children: [run(line, options.bold)],
						...(options.heading && { heading: options.heading }),
						...(options.bullet && { bullet: { level: 0 } }),
						...(rtl && { bidirectional: true }),
					}),
			),
	};
}

type Write = ReturnType<typeof writer>['paragraphs'];

/** The header both documents open with: the name as the title, the job title, the contact lines. */
const headerOf = (write: Write, header: ResumeHeader) => [
	...write(header.name, { heading: HeadingLevel.TITLE }),
	...(header.label ? write(header.label, { bold: true }) : []),
	...write(header.contact.map((line) => line.text).join('\n')),
];

/** The file's bytes. */
async function pack(title: string, author: string, lang: string, children: Paragraph[]) {
	const document = new Document({
		title: `${title} | ${author}`,
		creator: author,
		styles: { default: { document: { run: { language: { value: lang } } } } },
		sections: [{ children }],
	});
	return Packer.toBuffer(document);
}

/** The résumé as a Word document: sections as level-1 headings, entries as level 2. */
export async function resumeDocx(view: ResumeView, lang: string, rtl: boolean, title: string) {
	const write = writer(lang, rtl).paragraphs;
	const children = [
		...headerOf(write, view.header),
		...view.summary.flatMap((paragraph) => write(paragraph)),
		...view.sections.flatMap((section) => [
			...write(section.heading, { heading: HeadingLevel.HEADING_1 }),
			...section.entries.flatMap((entry) => [
				...write(entry.title, { heading: HeadingLevel.HEADING_2 }),
				...(entry.meta ? write(entry.meta) : []),
				...[...entry.description, ...entry.text].flatMap((paragraph) => write(paragraph)),
				...entry.items.flatMap((item) => write(item, { bullet: true })),
				...(entry.keywordLine ? write(entry.keywordLine) : []),
				...(entry.url ? write(entry.url) : []),
			]),
		]),
	];
	return pack(title, view.header.name, lang, children);
}

/** The cover letter as a Word document, under the résumé's header. */
export async function letterDocx(letter: Letter, lang: string, rtl: boolean, title: string) {
	const write = writer(lang, rtl).paragraphs;
	const children = [
		...headerOf(write, letter.header),
		...write(letter.date),
		...write(letter.to.join('\n')),
		...write(letter.subject, { heading: HeadingLevel.HEADING_1 }),
		...letter.body.flatMap((paragraph) => write(paragraph)),
	];
	return pack(title, letter.header.name, lang, children);
}
