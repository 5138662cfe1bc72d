/**
 * Draws the résumé PDF's lines with pdfkit: a line's pieces in reading order inside their tags,
 * links over their annotations, the room between a line's items as a dot, and the photo.
 */
import type PDFDocument from 'pdfkit';
import { openFont } from '../fonts/fontsource.ts';
import type { Placed } from './layout.ts';
import { PAGE, PHOTO } from './document.ts';
import { writePiece } from './write.ts';

/** A pdfkit document. */
export type Doc = InstanceType<typeof PDFDocument>;
/** A pdfkit structure element. */
export type Struct = ReturnType<Doc['struct']>;

/** A line's pieces in reading order; a link's pieces in a Link element over its annotation. */
export function drawTagged(
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
export function drawLine(
	doc: Doc,
	line: Placed['line'],
	x: number,
	baseline: number,
	registered: Set<string>,
) {
	for (const piece of line.pieces) {
		if (piece.separator) {
			// A dot in the middle of the room, in the text's colour, a little lighter; the room's
			// spaces are written too, as readers of right-to-left lines need them.
			doc.save().fillColor(piece.color).fillOpacity(0.6);
			doc
				.circle(x + piece.x + piece.width / 2, baseline - piece.size * 0.3, piece.size * 0.08)
				.fill();
			doc.restore();
		}
		const name = piece.file.path;
		if (!registered.has(name)) {
			// pdfkit takes a parsed fontkit font as it is (its type definitions say a file).
			doc.registerFont(name, openFont(name).font as unknown as Buffer);
			registered.add(name);
		}
		doc.font(name);
		doc.fillColor(piece.color);
		writePiece(doc, piece, x + piece.x, baseline);
	}
}

/** The owner's photo, a circle at the top of the first page: decoration, as the name says who. */
export function drawPhoto(doc: Doc, photo: Buffer, x: number) {
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
