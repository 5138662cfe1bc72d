// The brand files init draws: the touch icon from the monogram, or the favicon and touch icon
// from the owner's own logo, set on a square in the header's colour.
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { inertSvg } from '../security/svg.ts';

/** The side of the icon phones put on the home screen. */
export const TOUCH_ICON_SIDE = 180;

/** The side of a favicon drawn from a picture. */
const FAVICON_SIDE = 64;

/**
 * An SVG drawing as a PNG `width` pixels wide. The drawing is made inert first (no script, no
 * reference to another file or address), so the rasteriser loads nothing outside it.
 */
export function svgToPng(svg: string, width: number): Buffer {
	return Buffer.from(
		new Resvg(inertSvg(svg), { fitTo: { mode: 'width', value: width } }).render().asPng(),
	);
}

/** The logo file's picture as PNG bytes, an SVG drawn at `width` first. */
function pictureOf(path: string, width: number): Buffer {
	const bytes = readFileSync(path);
	return extname(path).toLowerCase() === '.svg' ? svgToPng(bytes.toString('utf8'), width) : bytes;
}

/** `picture` fitted into a square of `side`, `margin` of it free on each side, over `background` (transparent when none). */
async function square(picture: Buffer, side: number, margin: number, background?: string) {
	const inner = Math.round(side * (1 - 2 * margin));
	const fitted = await sharp(picture)
		.resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
		.png()
		.toBuffer();
	const image = sharp({
		create: {
			width: side,
			height: side,
			channels: 4,
			background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
		},
	}).composite([{ input: fitted, gravity: 'centre' }]);
	return (background ? image.flatten({ background }) : image).png().toBuffer();
}

/** The favicon (PNG, transparent) and touch icon (PNG, on `background`) made from the logo at `path`. */
export async function iconsFromLogo(path: string, background: string) {
	const picture = pictureOf(path, 512);
	return {
		favicon: await square(picture, FAVICON_SIDE, 0, undefined),
		touchIcon: await square(picture, TOUCH_ICON_SIDE, 0.12, background),
	};
}
