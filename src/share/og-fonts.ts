/**
 * The fonts a link-preview image is drawn in: Inter, then the fallbacks its other characters need
 * (Noto for Arabic, Hebrew, Chinese, Japanese, Korean, emoji...), only the subset files it uses.
 */
import type { SatoriOptions } from 'satori';
import { fontChain, FontSet } from '../fonts/fallback.ts';
import { openFont } from '../fonts/fontsource.ts';
import type { OgCard } from './og-layout.ts';

const fontSets = new Map<string, FontSet>();

/** The fonts of a language at a weight, with emoji, made once per process. */
export function ogFontSet(lang: string, weight: number): FontSet {
	const key = `${lang} ${weight}`;
	let fonts = fontSets.get(key);
	if (!fonts) fontSets.set(key, (fonts = new FontSet(lang, weight, { emoji: true })));
	return fonts;
}

/** Every text a card shows, in one string. */
export function cardText(card: OgCard): string {
	return [card.title, card.description, ...(card.tags ?? []), card.owner, card.site].join(' ');
}

/** The font packages a card of `lang` may be drawn in, in the order they are asked: the cache keys on it. */
export const ogFontChain = (lang: string) => fontChain(lang, { emoji: true });

/** The fonts as satori takes them for `card`: Inter, then each other file a character needs. */
export function ogFonts(card: OgCard): SatoriOptions['fonts'] {
	const text = cardText(card);
	return ([400, 700] as const).flatMap((weight) => {
		const fonts = ogFontSet(card.lang ?? 'en', weight);
		const latin = fonts.fileFor(0x41);
		const files = fonts.filesFor(text).filter((file) => file !== latin);
		// Satori takes one file per name and weight; each other file is a fallback of its own.
		return [...(latin ? [latin] : []), ...files].map((file, index) => ({
			name: index === 0 ? 'Inter' : `${file.family} ${index}`,
			data: openFont(file.path).data,
			weight,
			style: 'normal' as const,
		}));
	});
}
