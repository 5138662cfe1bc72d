// How a project screenshot reaches the page: one set of widths and one format everywhere, so each
// width is encoded once per build and reused from Astro's image cache.
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/**
 * Widths in the srcset. A card is at most 22rem (352 CSS px) wide on a desktop and 92vw on a
 * phone: 720 serves a 2x desktop and Lighthouse's 412 px phone at 1.75x, 1080 a 3x phone, 400
 * a 1x screen. The largest is also the `src`, so it costs no extra encode.
 */
export const SCREENSHOT_WIDTHS = [400, 720, 1080];

export interface Screenshot {
	src: string;
	/** The widths to choose from; none for an SVG, which is sharp at any width. */
	srcSet?: string;
	/** The `sizes` the widths were made for, for the `img` and for a preload. */
	sizes?: string;
	width: number;
	height: number;
}

/** A screenshot the page's head asks for before the body reaches it: the largest paint. */
export type PreloadImage = Pick<Screenshot, 'src' | 'srcSet' | 'sizes'>;

/** Project cards fill 1, 2 or 3 columns of the 72rem wrapper (breakpoints at 40em and 64em). */
export const CARD_SIZES = '(min-width: 64em) 22rem, (min-width: 40em) 45vw, 92vw';

/**
 * Whether an imported image is an SVG, read without Astro's property hook: reading `format`
 * directly marks the original as used, and Astro then copies it into dist/.
 */
export function isSvg(img: ImageMetadata): boolean {
	return Object.getOwnPropertyDescriptor(img, 'format')?.value === 'svg';
}

/**
 * The screenshot as the page shows it. A raster image is encoded in each width; only the returned
 * attributes are read, never the source's own metadata: Astro copies an original into dist/ as
 * soon as a page reads its width, height or format, and no page shows a raster original. An SVG
 * is already small and sharp at every width, so the page shows the file itself: reading its
 * metadata makes it the one file of that screenshot in dist/, with no resized copies beside it.
 */
export async function screenshot(img: ImageMetadata, sizes: string): Promise<Screenshot> {
	if (isSvg(img)) return { src: img.src, width: img.width, height: img.height };
	const image = await getImage({
		src: img,
		widths: SCREENSHOT_WIDTHS,
		width: Math.max(...SCREENSHOT_WIDTHS),
		sizes,
		format: 'avif',
	});
	return {
		src: image.src,
		srcSet: image.srcSet.attribute,
		sizes,
		width: Number(image.attributes.width),
		height: Number(image.attributes.height),
	};
}
