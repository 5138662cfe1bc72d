/**
 * The fonts a link-preview image is drawn in: the site's family, then the fallbacks its other
 * characters need (Noto for Arabic, Hebrew, Chinese, Japanese, Korean, emoji...): the files it uses.
 */
import type { SatoriOptions } from 'satori';
import { fontChain, FontSet } from '../fonts/fallback.ts';
import { fontPackage } from '../fonts/family.ts';
import { openFont } from '../fonts/fontsource.ts';
import { OG_FONT, type OgCard } from './og-layout.ts';

const fontSets = new Map<string, FontSet>();

/** The fonts of a language at a weight, `family` first, with emoji, made once per process. */
export function ogFontSet(lang: string, weight: number, family?: string): FontSet {
	const key = `${lang} ${weight} ${family ?? ''}`;
	let fonts = fontSets.get(key);
	if (!fonts)
		fontSets.set(
			key,
			(fonts = new FontSet(lang, weight, { emoji: true, own: fontPackage(family) })),
		);
	return fonts;
}

/** Every text a card shows, in one string. */
export function cardText(card: OgCard): string {
	return [card.title, card.description, ...(card.tags ?? []), card.owner, card.site].join(' ');
}

/** The font packages a card may be drawn in, in the order they are asked: the cache keys on it. */
export const ogFontChain = (card: Pick<OgCard, 'lang' | 'font'>) =>
	fontChain(card.lang ?? 'en', { emoji: true, own: fontPackage(card.font) });

/** The fonts as satori takes them for `card`: the site's family, then each file a character needs. */
export function ogFonts(card: OgCard): SatoriOptions['fonts'] {
	const text = cardText(card);
	return ([400, 700] as const).flatMap((weight) => {
		const fonts = ogFontSet(card.lang ?? 'en', weight, card.font);
		const latin = fonts.fileFor(0x41);
		const files = fonts.filesFor(text).filter((file) => file !== latin);
		// Satori takes one file per name and weight; each other file is a fallback of its own.
		return [...(latin ? [latin] : []), ...files].map((file, index) => ({
			name: index === 0 ? OG_FONT : `${file.family} ${index}`,
			data: openFont(file.path).data,
			weight,
			style: 'normal' as const,
		}));
	});
}
