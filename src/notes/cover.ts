// A note's cover picture as its page, the feeds and the lists show it: the screenshots' widths and
// format, so each width is encoded once a build.
import type { ImageMetadata } from 'astro';
import { screenshot, type Screenshot } from '../projects/screenshot.ts';

/** The cover fills the prose column: the full width on a phone, at most 42rem. */
export const COVER_SIZES = '(min-width: 46em) 42rem, 92vw';

/** The cover's `src`, `srcset` and size, as the note's page shows it. */
export function coverImage(img: ImageMetadata): Promise<Screenshot> {
	return screenshot(img, COVER_SIZES);
}
