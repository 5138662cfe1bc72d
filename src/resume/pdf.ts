/**
 * Draws the published résumé as a tagged PDF with pdfkit: headings, paragraphs and lists that a
 * screen reader and an applicant-tracking system read in order, fonts embedded as subsets.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { directionOf } from '../i18n/languages.ts';
import { openFont } from '../fonts/fontsource.ts';
import { paginate, type Block, type Placed } from './pdf-layout.ts';
import { textWidth, type Piece } from './pdf-text.ts';
import { PAGE, PHOTO, resumeBlocks, type ResumeContent } from './pdf-document.ts';
import { paragraphs, placeOf, resumeSections, type Person } from './resume.ts';
import type { Resume } from '../schemas/resume.ts';
import type { Pages } from '../schemas/pages.ts';

export interface ResumePdfInput {
	/** The résumé as the site publishes it. */
	resume: Resume;
	person: Person;
	copy: Pages;
	/** The owner's accent colour, #rrggbb. */
	accent: string;
	/** The owner's photo, a JPEG or PNG file, when the résumé names one in content/brand/. */
	photoPath?: string;
}

const DATE_FIELDS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);

/**
 * The PDF's creation date, taken from the résumé so that the same résumé always gives the same
 * bytes: `meta.lastModified`, else the newest date the résumé names, else 1 January 1970.
 */
export function pdfDate(resume: Resume): Date {
	if (resume.meta?.lastModified) return new Date(resume.meta.lastModified);
	const dates: string[] = [];
	for (const section of Object.values(resume)) {
		if (!Array.isArray(section)) continue;
		for (const item of section as Record<string, unknown>[])
			for (const [key, value] of Object.entries(item ?? {}))
				if (DATE_FIELDS.has(key) && typeof value === 'string') dates.push(value);
	}
	const newest = dates.sort().at(-1);
	return new Date(newest ? `${newest}${'-01'.repeat(2 - (newest.split('-').length - 1))}` : 0);
}

/** The résumé's texts as the PDF shows them. */
export function resumeContent({ resume, person, copy, accent }: ResumePdfInput): ResumeContent {
	const basics = resume.basics ?? {};
	const place = placeOf(resume);
	return {
		name: person.name,
		...(person.jobTitle && { label: person.jobTitle }),
		contact: [
			{ text: person.email, href: `mailto:${person.email}` },
			...(basics.phone ? [{ text: basics.phone }] : []),
			...(basics.url ? [{ text: basics.url, href: basics.url }] : []),
			...(place ? [{ text: place }] : []),
			...person.profiles.map((profile) => ({
				text: profile.url.replace(/^https?:\/\/(www\.)?/, ''),
				href: profile.url,
			})),
		],
		summary: paragraphs(basics.summary),
		sections: resumeSections(resume, copy.resume.sections, copy.resume.present, copy.lang),
		accent,
		lang: copy.lang,
		rtl: directionOf(copy.lang) === 'rtl',
	};
}

/** The PDF's bytes. */
export async function renderResumePdf(input: ResumePdfInput): Promise<Buffer> {
	const content = resumeContent(input);
	const photo = input.photoPath ? readFileSync(input.photoPath) : undefined;
	const blocks = resumeBlocks(content, Boolean(photo));
	const { placed } = paginate(blocks, {
		top: PAGE.marginY,
		bottom: PAGE.height - PAGE.marginY,
	});
	// PDF/UA is pdfkit's (0.20); its type definitions predate it.
	const doc = new PDFDocument({
		autoFirstPage: false,
		tagged: true,
		subset: 'PDF/UA',
		pdfVersion: '1.7',
		lang: content.lang,
		displayTitle: true,
		info: {
			Title: `${input.copy.resume.title} | ${content.name}`,
			Author: content.name,
			...(content.label && { Subject: content.label }),
			Creator: content.name,
			CreationDate: pdfDate(input.resume),
		},
	} as unknown as PDFKit.PDFDocumentOptions);
	const chunks: Buffer[] = [];
	doc.on('data', (chunk: Buffer) => chunks.push(chunk));
	const done = new Promise<void>((resolve, reject) => {
		doc.on('end', resolve);
		doc.on('error', reject);
	});
	draw(doc, placed, content, photo);
	doc.end();
	await done;
	return Buffer.concat(chunks);
}

type Doc = InstanceType<typeof PDFDocument>;

const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
type Struct = ReturnType<Doc['struct']>;

/** Draws the placed lines page by page, each inside its structure element. */
function draw(doc: Doc, placed: Placed[], content: ResumeContent, photo: Buffer | undefined) {
	const left = PAGE.marginX;
	const width = PAGE.width - 2 * PAGE.marginX;
	const root = doc.struct('Document');
	doc.addStructure(root);
	const registered = new Set<string>();
	let page = -1;
	let current: { block: Block; element: Struct; body: Struct } | undefined;
	let list: { key: string; element: Struct } | undefined;
	let section: { index: number; element: Struct } | undefined;
	let entry: { key: string; element: Struct } | undefined;

	const parentOf = (block: Block): Struct => {
		if (block.section === undefined) return root;
		if (section?.index !== block.section) {
			section = { index: block.section, element: doc.struct('Sect') };
			root.add(section.element);
		}
		if (block.entry === undefined) return section.element;
		const key = `${block.section}.${block.entry}`;
		if (entry?.key !== key) {
			entry = { key, element: doc.struct('Div') };
			section.element.add(entry.element);
		}
		return entry.element;
	};

	for (const { block, line, page: on, y, first } of placed) {
		while (page < on) {
			doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
			page++;
			if (page === 0 && photo)
				drawPhoto(doc, photo, content.rtl ? left + width - PHOTO.size : left);
		}
		if (first) {
			const parent = parentOf(block);
			if (block.role === 'LI') {
				const key = `${block.section}.${block.entry}`;
				if (list?.key !== key) {
					list = { key, element: doc.struct('L') };
					parent.add(list.element);
				}
				const item = doc.struct('LI');
				list.element.add(item);
				const body = doc.struct('LBody');
				if (block.label) {
					const label = doc.struct('Lbl');
					item.add(label);
					const labelX = content.rtl ? left + width - 6 - block.label.width : left + 6;
					label.add(doc.markStructureContent('Lbl'));
					drawLine(doc, block.label, labelX, y + line.baseline, registered);
					doc.endMarkedContent();
				}
				item.add(body);
				current = { block, element: item, body };
			} else {
				list = undefined;
				const element = doc.struct(block.role);
				parent.add(element);
				current = { block, element, body: element };
			}
		}
		const x = content.rtl ? left : left + block.indent;
		const body = current!.body;
		drawTagged(doc, body, block.role === 'LI' ? 'LBody' : block.role, line, x, y, registered);
		if (block.rule && line === block.lines.at(-1)) {
			const ruleY = y + line.height + block.rule.gap + block.rule.width / 2;
			doc.markContent('Artifact', { type: 'Layout' });
			doc
				.moveTo(left, ruleY)
				.lineTo(left + width, ruleY)
				.lineWidth(block.rule.width)
				.strokeColor(block.rule.color)
				.stroke();
			doc.endMarkedContent();
		}
	}
	root.end();
}

/** A line's pieces in reading order; a link's pieces in a Link element over its annotation. */
function drawTagged(
	doc: Doc,
	parent: Struct,
	role: string,
	line: Placed['line'],
	x: number,
	y: number,
	registered: Set<string>,
) {
	let open = false;
	for (const piece of [...line.pieces].sort((a, b) => a.order - b.order)) {
		const one = { ...line, pieces: [piece] };
		if (!piece.link) {
			if (!open) parent.add(doc.markStructureContent(role));
			open = true;
			drawLine(doc, one, x, y + line.baseline, registered);
			continue;
		}
		if (open) doc.endMarkedContent();
		open = false;
		const link = doc.struct('Link');
		parent.add(link);
		link.add(doc.markStructureContent('Link'));
		drawLine(doc, one, x, y + line.baseline, registered);
		doc.endMarkedContent();
		// The annotation joins the Link element (pdfkit 0.20; its type definitions predate it).
		const tagged = { structParent: link } as PDFKit.Mixins.AnnotationOption;
		doc.link(x + piece.x, y, piece.width, line.height, piece.link, tagged);
	}
	if (open) doc.endMarkedContent();
}

/** A line's pieces drawn from `x`, on the baseline `baseline`. */
function drawLine(
	doc: Doc,
	line: Placed['line'],
	x: number,
	baseline: number,
	registered: Set<string>,
) {
	for (const piece of line.pieces) {
		const name = piece.file.path;
		const first = !registered.has(name);
		if (first) {
			// pdfkit takes a parsed fontkit font as it is (its type definitions say a file).
			doc.registerFont(name, openFont(name).font as unknown as Buffer);
			registered.add(name);
		}
		doc.font(name);
		if (first) oneTextPerGlyph((doc as unknown as { _font: EmbeddedFont })._font);
		doc.fontSize(piece.size).fillColor(piece.color);
		for (const word of wordsOf(piece))
			doc.text(word.text, x + word.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
	}
}

/**
 * A piece as it is written into the page: whole, or word by word in reading order when it is
 * right to left, so that a reader that copies the text gets the words in the order written.
 */
function wordsOf(piece: Piece): { text: string; x: number }[] {
	if (!RTL_SCRIPT.test(piece.text)) return [{ text: piece.text, x: piece.x }];
	const words: { text: string; x: number }[] = [];
	let right = piece.x + piece.width;
	for (const word of piece.text.match(/\s*\S+\s*/g) ?? []) {
		const width = textWidth(word, piece.file, piece.size);
		words.push({ text: word, x: right - width });
		right -= width;
	}
	return words;
}

/** What pdfkit's embedded font is inside: its shaper, its subset and its text map. */
interface EmbeddedFont {
	layout(
		text: string,
		features?: unknown,
	): { glyphs: { id: number; codePoints: number[]; advanceWidth: number }[]; positions: unknown[] };
	encode(text: string, features?: unknown): [string[], unknown[]];
	subset: { glyphs: number[]; includeGlyph(id: number): number };
	widths: number[];
	unicode: number[][];
	scale: number;
}

/**
 * Gives every embedded glyph one text, so that text copied out of the PDF is the text written:
 * Arabic fonts draw several letters with one dotless form and a dot, and pdfkit maps a glyph to
 * the first letter it drew, so a glyph drawn for a second letter is embedded again under its own.
 */
function oneTextPerGlyph(font: EmbeddedFont) {
	const ids = new Map<string, number>();
	const used = new Set<number>();
	font.encode = (text, features) => {
		const { glyphs, positions } = font.layout(text, features);
		const encoded = glyphs.map((glyph) => {
			const key = `${glyph.id} ${glyph.codePoints.join(' ')}`;
			let id = ids.get(key);
			if (id === undefined) {
				if (used.has(glyph.id)) id = font.subset.glyphs.push(glyph.id) - 1;
				else id = font.subset.includeGlyph(glyph.id);
				used.add(glyph.id);
				ids.set(key, id);
				font.widths[id] = glyph.advanceWidth * font.scale;
				// A glyph that stands for no character of its own (an Arabic letter's dots) reads as a
				// zero-width joiner, which readers drop, rather than as its glyph number.
				font.unicode[id] = glyph.codePoints.length > 0 ? glyph.codePoints : [0x200d];
			}
			return `0000${id.toString(16)}`.slice(-4);
		});
		return [encoded, positions];
	};
}

/** The owner's photo, a circle at the top of the first page: decoration, as the name says who. */
function drawPhoto(doc: Doc, photo: Buffer, x: number) {
	const r = PHOTO.size / 2;
	doc.markContent('Artifact', { type: 'Layout' });
	doc.save();
	doc.circle(x + r, PAGE.marginY + r, r).clip();
	doc.image(photo, x, PAGE.marginY, {
		cover: [PHOTO.size, PHOTO.size],
		align: 'center',
		valign: 'center',
	});
	doc.restore();
	doc.endMarkedContent();
}
