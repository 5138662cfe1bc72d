/**
 * Draws the résumé's one view as a tagged PDF with pdfkit: headings, paragraphs and lists that a
 * screen reader and an applicant-tracking system read in order, fonts embedded as subsets.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { directionOf } from '../i18n/languages.ts';
import { paginate, type Block, type Placed } from './layout.ts';
import { drawLine, drawPhoto, drawTagged, type Doc, type Struct } from './draw.ts';
import { PAGE, PHOTO, resumeBlocks, type PdfStyle } from './document.ts';
import type { ResumeView } from '../resume/view.ts';
import type { Resume } from '../schemas/resume.ts';

/** What the PDF is drawn from. */
export interface ResumePdfInput {
	/** The résumé as the site publishes it: its dates give the file's creation date. */
	resume: Resume;
	/** What the PDF shows, in its language. */
	view: ResumeView;
	/** The document's language. */
	lang: string;
	/** The document's title, before the owner's name. */
	title: string;
	/** The owner's accent colour, #rrggbb. */
	accent: string;
	/** The owner's photo, a JPEG or PNG file, when the résumé names one in content/brand/. */
	photoPath?: string;
	/** The site's font family (its Fontsource name); Inter when not given. */
	font?: string;
	/** The blocks to draw in place of the view's (a cover letter's), in the PDF's style. */
	blocks?: (style: PdfStyle, photo: boolean) => Block[];
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

/** The PDF's bytes. */
export async function renderResumePdf(input: ResumePdfInput): Promise<Buffer> {
	const { view, lang, accent } = input;
	const style: PdfStyle = {
		accent,
		lang,
		rtl: directionOf(lang) === 'rtl',
		...(input.font && { font: input.font }),
	};
	const photo = input.photoPath ? readFileSync(input.photoPath) : undefined;
	const blocks = input.blocks
		? input.blocks(style, Boolean(photo))
		: resumeBlocks(view, style, Boolean(photo));
	const { placed } = paginate(blocks, {
		top: PAGE.marginY,
		bottom: PAGE.height - PAGE.marginY,
	});
	const { name, label } = view.header;
	// PDF/UA is pdfkit's (0.20); its type definitions predate it.
	const doc = new PDFDocument({
		autoFirstPage: false,
		tagged: true,
		subset: 'PDF/UA',
		pdfVersion: '1.7',
		lang,
		displayTitle: true,
		info: {
			Title: `${input.title} | ${name}`,
			Author: name,
			...(label && { Subject: label }),
			Creator: name,
			CreationDate: pdfDate(input.resume),
		},
	} as unknown as PDFKit.PDFDocumentOptions);
	const chunks: Buffer[] = [];
	doc.on('data', (chunk: Buffer) => chunks.push(chunk));
	const done = new Promise<void>((resolve, reject) => {
		doc.on('end', resolve);
		doc.on('error', reject);
	});
	draw(doc, placed, style.rtl, photo);
	doc.end();
	await done;
	return Buffer.concat(chunks);
}

/** Draws the placed lines page by page, each inside its structure element. */
function draw(doc: Doc, placed: Placed[], rtl: boolean, photo: Buffer | undefined) {
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
			if (page === 0 && photo) drawPhoto(doc, photo, rtl ? left + width - PHOTO.size : left);
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
					const labelX = rtl ? left + width - 6 - block.label.width : left + 6;
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
		const x = rtl ? left : left + block.indent;
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
