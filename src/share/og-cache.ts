/**
 * Keeps drawn link-preview images on disk under a hash of everything each is drawn from (texts,
 * colours, screenshot bytes, font packages, the drawing's version): a build draws only what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAWING_VERSION, renderOg } from './og-image.ts';
import { ogFontChain } from './og-fonts.ts';
import type { OgCard, OgColours } from './og-layout.ts';

/**
 * Drawn images are kept beside Astro's optimised images (node_modules/.astro), which the
 * deploy workflow keeps between runs: a build draws only the images whose inputs changed.
 * OG_CACHE_DIR names another folder (the scale bench's cold builds start from an empty one).
 */
export const OG_CACHE =
	process.env.OG_CACHE_DIR ?? join(process.cwd(), 'node_modules', '.astro', 'og');

/** Everything the image is drawn from, hashed: the cache entry's name. */
function cacheKey(card: OgCard, colours: OgColours): string {
	const hash = createHash('sha256');
	hash.update(JSON.stringify({ DRAWING_VERSION, card, colours, fonts: ogFontChain(card) }));
	if (card.screenshot) hash.update(readFileSync(card.screenshot));
	return hash.digest('hex').slice(0, 32);
}

/** The card's PNG from `cacheDir` when drawn before from the same inputs; else drawn and kept. */
export async function cachedOg(
	card: OgCard,
	colours: OgColours,
	cacheDir: string,
): Promise<Buffer> {
	const file = join(cacheDir, `${cacheKey(card, colours)}.png`);
	if (existsSync(file)) return readFileSync(file);
	const png = await renderOg(card, colours);
	mkdirSync(cacheDir, { recursive: true });
	// Written under a name of this process's first, so a build stopped halfway leaves no broken
	// entry and two builds drawing the same image at once do not write into one file.
	const partial = `${file}.${process.pid}.tmp`;
	writeFileSync(partial, png);
	renameSync(partial, file);
	return png;
}
