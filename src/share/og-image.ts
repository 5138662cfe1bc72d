/**
 * Draws a link-preview image: satori lays the card out in the site's font and its text's fallbacks,
 * resvg rasterises it, sharp reduces it to a palette, and the PNG names its page in a text chunk.
 */
import satori, { type SatoriOptions } from 'satori';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { OG_HEIGHT, OG_SHOT, OG_WIDTH, ogTree, type OgCard, type OgColours } from './og-layout.ts';
import { ogFonts } from './og-fonts.ts';
import { withTitle } from './png-text.ts';

/** Bumped when the drawing changes, so cached images are drawn again. */
export const DRAWING_VERSION = 4;

/**
 * The screenshot, cropped to its box on the image at the image's own scale (link previews show
 * the image at half size or less), as a data URL.
 */
async function screenshotDataUrl(file: string): Promise<string> {
	const jpeg = await sharp(file)
		.resize(OG_SHOT.width, OG_SHOT.height, { fit: 'cover', position: 'top' })
		.flatten({ background: '#ffffff' })
		.jpeg({ quality: 82 })
		.toBuffer();
	return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The card as SVG. Tests pass `embedFont: false` (text as <text>) and `onNodeDetected`. */
export async function ogSvg(
	card: OgCard,
	colours: OgColours,
	options: Pick<SatoriOptions, 'embedFont' | 'onNodeDetected'> = {},
): Promise<string> {
	const shot = card.screenshot && (await screenshotDataUrl(card.screenshot));
	return satori(ogTree(card, colours, shot) as Parameters<typeof satori>[0], {
		width: OG_WIDTH,
		height: OG_HEIGHT,
		fonts: ogFonts(card),
		...options,
	});
}

/**
 * Draws the card: satori's SVG, rasterised at 1200x630, reduced to a 256-colour palette (a
 * third of the size of full colour for a card with a screenshot: about 60 KB instead of
 * 170 KB), with its title in the file. satori has drawn every letter as a path, so resvg
 * loads no system fonts: on a machine with many (the CJK families) scanning them cost more
 * than drawing the card.
 */
export async function renderOg(card: OgCard, colours: OgColours): Promise<Buffer> {
	const svg = await ogSvg(card, colours);
	const image = new Resvg(svg, {
		fitTo: { mode: 'width', value: OG_WIDTH },
		font: { loadSystemFonts: false },
	}).render();
	// Its pixels as they are, not encoded as a PNG for sharp to decode again.
	const raw = { width: image.width, height: image.height, channels: 4 as const };
	const png = await sharp(image.pixels, { raw })
		.removeAlpha()
		.png({ palette: true, effort: 1 })
		.toBuffer();
	return withTitle(png, card.title);
}
