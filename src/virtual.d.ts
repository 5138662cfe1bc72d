// The types of `virtual:brand`: the built URLs of the brand files site.json names and of the
// résumé's photo, keyed by file name, and the home picture and photo as images to optimise.
declare module 'virtual:brand' {
	const urls: Record<string, string>;
	export const images: Record<string, import('astro').ImageMetadata>;
	export default urls;
}

/** The URL of the site's font file every page preloads; undefined without a font setting. */
declare module 'virtual:font' {
	const url: string | undefined;
	export default url;
}

/** Unicode's line breaking rules (UAX 14): where a line may end. */
declare module 'linebreak' {
	export default class LineBreaker {
		constructor(text: string);
		nextBreak(): { position: number; required: boolean } | null;
	}
}

/** Unicode's bidirectional algorithm: each character's embedding level. */
declare module 'bidi-js' {
	interface Bidi {
		getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): { levels: Uint8Array };
		getMirroredCharacter(char: string): string | null;
	}
	export default function bidiFactory(): Bidi;
}
