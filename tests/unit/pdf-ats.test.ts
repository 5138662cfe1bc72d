/**
 * The résumé PDF as applicant-tracking parsers read it (pdf.js text items grouped into lines,
 * sections and fields): the sample, the official JSON Resume sample, a résumé of many skills
 * without keywords and a Japanese one each keep the rules the PDF's design note lists.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { renderResumePdf } from '../../src/pdf/resume.ts';
import { builtInTexts } from '../../src/i18n/built-in/languages.ts';
import { resumeView, type ResumeView } from '../../src/resume/view.ts';
import { resumeSchema, type Resume } from '../../src/schemas/resume.ts';
import { copy, resume as sample } from '../tools/content.ts';
import { pdfLines, shownText, typicalCharWidth, type Line } from './pdf-lines.ts';

const read = (path: string) => resumeSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
const official = createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json');

/** `count` jobs of five highlights each, enough for entries to meet the foot of a page. */
function jobs(count: number): Resume['work'] {
	return Array.from({ length: count }, (_, index) => ({
		name: `Company ${index + 1}`,
		position: `Developer ${index + 1}`,
		location: 'Denton, TX',
		startDate: `${2000 + index}`,
		endDate: `${2001 + index}`,
		summary: 'Built and ran the internal tools that the sales and support teams used every day.',
		highlights: Array.from(
			{ length: 5 },
			(_, line) => `Highlight ${line + 1} of job ${index + 1}, which says what changed for whom.`,
		),
	}));
}

const CASES: { name: string; resume: Resume; lang: string }[] = [
	{ name: 'the sample', resume: sample, lang: copy.lang },
	{ name: 'the JSON Resume sample', resume: read(official), lang: 'en' },
	{ name: 'many skills', resume: read('tests/fixtures/resumes/many-skills.json'), lang: 'en' },
	{ name: 'a Japanese résumé', resume: read('tests/fixtures/resumes/japanese.json'), lang: 'ja' },
	{ name: 'eight jobs of five highlights', resume: { ...sample, work: jobs(8) }, lang: copy.lang },
];

/** Sections whose entries the PDF sets as short lines, not as titled entries. */
const LISTED = new Set(['skills', 'interests', 'languages']);
const bare = (text: string) => text.replace(/\s+/g, '');

/** A field found in the PDF: the line it is on and its first and last items there. */
interface Found {
	line: number;
	first: number;
	last: number;
}

/**
 * Finds each of `fields`, in order, as whole items of one line: items that hold exactly the
 * field's text, no more (white space and direction marks aside). Undefined for a field not so.
 */
function findFields(lines: Line[], fields: string[]): (Found | undefined)[] {
	let line = 0;
	let item = 0;
	return fields.map((field) => {
		for (let l = line; l < lines.length; l++)
			for (let first = l === line ? item : 0; first < lines[l]!.items.length; first++) {
				let text = '';
				for (let last = first; last < lines[l]!.items.length; last++) {
					text += bare(shownText(lines[l]!.items[last]!.text));
					if (text === bare(field)) {
						[line, item] = [l, last + 1];
						return { line: l, first, last };
					}
					if (!bare(field).startsWith(text)) break;
				}
			}
		return undefined;
	});
}

/** The fields of the view in reading order, by entry: the header's, then each entry's. */
function fieldsOf(view: ResumeView, lang: string) {
	const header = [view.header.name, view.header.label, ...view.header.contact.map((c) => c.text)];
	const entries = view.sections
		.filter((section) => !LISTED.has(section.key))
		.flatMap((section) =>
			section.entries.map((entry) => ({
				heading: section.heading.toLocaleUpperCase(lang),
				fields: [entry.title, ...(entry.line ?? entry.meta.split(/ · |, /))].filter(Boolean),
				last: [...entry.description, ...entry.text, ...entry.items, entry.url]
					.filter(Boolean)
					.at(-1),
			})),
		);
	return { header: header.filter(Boolean), entries };
}

describe.each(CASES)('$name', async ({ resume, lang }) => {
	const texts = builtInTexts(lang)!;
	const view = resumeView(resume, { lang, resume: texts.resume });
	const bytes = await renderResumePdf({
		resume,
		view,
		lang,
		title: texts.resume.title,
		accent: '#0b6e4f',
	});
	const lines = await pdfLines(new Uint8Array(bytes));
	const { header, entries } = fieldsOf(view, lang);
	const headings = view.sections.map((section) => section.heading.toLocaleUpperCase(lang));
	const lineText = (line: Line) => line.items.map((item) => shownText(item.text)).join(' ');

	test('the name is alone on the first line', () => {
		expect(bare(lineText(lines[0]!))).toBe(bare(view.header.name));
	});

	test("the job title and each contact item are text items of their own, in the view's order", () => {
		const found = findFields(lines, header);
		expect(header.filter((_, index) => !found[index])).toEqual([]);
	});

	test("each entry's title, organisation, place and dates are text items of their own, in order", () => {
		const fields = entries.flatMap((entry) => entry.fields);
		const found = findFields(lines, fields);
		expect(fields.filter((_, index) => !found[index])).toEqual([]);
	});

	test('items of one line stand further apart than a typical character, so none is glued to the next', () => {
		const gap = typicalCharWidth(lines);
		const found = findFields(lines, [...header, ...entries.flatMap((entry) => entry.fields)]);
		const glued = found.flatMap((field, index) => {
			const next = found[index + 1];
			if (!field || !next || next.line !== field.line) return [];
			const items = lines[field.line]!.items;
			const end = items[field.last]!.x + items[field.last]!.width;
			return items[next.first]!.x - end > gap ? [] : [items[field.last]!.text];
		});
		expect(glued).toEqual([]);
	});

	test('section headings are lines of one bold item in capitals, and no other line is', () => {
		const loneCapitals = lines
			.filter(
				(line) =>
					line.items.length === 1 &&
					/bold/i.test(line.items[0]!.font) &&
					/\p{Lu}/u.test(line.items[0]!.text) &&
					line.items[0]!.text === line.items[0]!.text.toLocaleUpperCase(lang),
			)
			.map(lineText);
		expect(loneCapitals.filter((text) => !headings.includes(text))).toEqual([]);
		const caseless = headings.filter((heading) => heading === heading.toLocaleLowerCase(lang));
		for (const heading of headings.filter((each) => !caseless.includes(each)))
			expect(loneCapitals).toContain(heading);
	});

	test('no entry crosses a page', () => {
		const crossing = entries.flatMap(({ fields, last }) => {
			const [title] = findFields(lines, fields.slice(0, 1));
			if (!title || !last) return [];
			const start = bare(last).slice(0, 24);
			const end = lines.findIndex(
				(line, index) => index >= title.line && bare(lineText(line)).includes(start),
			);
			return lines[end]?.page === lines[title.line]!.page ? [] : [fields[0]];
		});
		expect(crossing).toEqual([]);
	});

	test('skills without keywords are one list, never a line each', () => {
		const skills = view.sections.find((section) => section.key === 'skills')?.entries ?? [];
		const alone = skills.filter(
			(entry) => entry.keywords.length + (entry.line ?? [entry.meta].filter(Boolean)).length === 0,
		);
		const oneEach = lines.filter((line) => alone.some((entry) => lineText(line) === entry.title));
		expect(alone.length < 2 ? [] : oneEach.map(lineText)).toEqual([]);
		const all = bare(lines.map(lineText).join(''));
		let at = 0;
		for (const entry of alone) {
			at = all.indexOf(bare(entry.title), at);
			expect(at).toBeGreaterThanOrEqual(0);
		}
	});
});
