/**
 * Which font draws each character of a generated file (the résumé PDF, the share images): the
 * site's family, then Noto for each script, Chinese, Japanese and Korean as the language prefers.
 */
import { fontsourceFiles, inRanges, openFont, type FontFile } from './fontsource.ts';
import { DEFAULT_FONT_PACKAGE } from './family.ts';

/** What a chain of fonts is made of besides the language. */
export interface ChainOptions {
	/** Noto Emoji last (the images'). */
	emoji?: boolean;
	/** The site's family's package, first; Inter when not given. */
	own?: string;
}

/**
 * The fallbacks after it, before the Chinese, Japanese and Korean ones: Noto Sans has Latin,
 * Greek, Cyrillic, Vietnamese and Devanagari; Arabic's also has Persian's letters and digits.
 */
const SCRIPTS = [
	'@fontsource/noto-sans',
	'@fontsource/noto-sans-arabic',
	'@fontsource/noto-sans-hebrew',
	'@fontsource/noto-sans-devanagari',
	'@fontsource/noto-sans-thai',
];

const CJK = {
	ja: '@fontsource/noto-sans-jp',
	ko: '@fontsource/noto-sans-kr',
	hans: '@fontsource/noto-sans-sc',
	hant: '@fontsource/noto-sans-tc',
};

/** Emoji, in outline (drawn in the text's colour): the images' only. */
const EMOJI = '@fontsource/noto-emoji';

/** The Han fonts in the order a language prefers: its own region's forms of shared characters. */
function cjkOrder(lang: string): string[] {
	const locale = new Intl.Locale(lang).maximize();
	const first =
		locale.language === 'ja'
			? CJK.ja
			: locale.language === 'ko'
				? CJK.ko
				: locale.script === 'Hant'
					? CJK.hant
					: locale.language === 'zh'
						? CJK.hans
						: CJK.ja;
	return [first, ...Object.values(CJK).filter((pkg) => pkg !== first)];
}

/** The packages in the order they are asked for a character (the site's family once). */
export function fontChain(lang: string, options: ChainOptions = {}): string[] {
	const own = options.own ?? DEFAULT_FONT_PACKAGE;
	const rest = [...SCRIPTS, ...cjkOrder(lang), ...(options.emoji ? [EMOJI] : [])];
	return [own, ...rest.filter((pkg) => pkg !== own)];
}

/** Characters that take the font of the character before them when it has them. */
const FOLLOWS = /^(?:\p{M}|\p{Zs}|\p{P}|\p{Nd}|\u200c|\u200d|\ufe0e|\ufe0f)$/u;

/** A space of any width. */
const SPACE = /^\p{Zs}$/u;

/** Characters that need no glyph: controls, joiners and variation selectors, line breaks. */
const INVISIBLE = /^(?:\p{Cc}|\p{Cf}|[\ufe00-\ufe0f])$/u;

/**
 * Whether `file` draws `codePoint`. A file whose character map the font reader cannot read (two
 * of Noto Sans TC's and SC's WOFF subsets) draws nothing: the next font of the chain does.
 */
function hasGlyph(file: FontFile, codePoint: number): boolean {
	try {
		return openFont(file.path).font.hasGlyphForCodePoint(codePoint);
	} catch {
		return false;
	}
}

/** The fonts of one document at one weight: which file draws each character. */
export class FontSet {
	private readonly files: FontFile[][];
	private readonly chosen = new Map<number, FontFile | null>();

	constructor(lang: string, weight: number, options: ChainOptions = {}) {
		this.files = fontChain(lang, options).map((pkg) => fontsourceFiles(pkg, weight));
	}

	/** The first file of the chain that has `codePoint`, or undefined when none has it. */
	fileFor(codePoint: number): FontFile | undefined {
		let file = this.chosen.get(codePoint);
		if (file === undefined) {
			file = null;
			for (const family of this.files) {
				const found = family.find(
					(each) => inRanges(each.ranges, codePoint) && hasGlyph(each, codePoint),
				);
				if (found) {
					file = found;
					break;
				}
			}
			this.chosen.set(codePoint, file);
		}
		return file ?? undefined;
	}

	/**
	 * `text` cut into runs of one file each. Spaces, punctuation, digits and marks stay in the
	 * run before them when its font has them, so a sentence in one script is one run.
	 */
	runs(text: string): { text: string; file: FontFile | undefined }[] {
		const runs: { text: string; file: FontFile | undefined }[] = [];
		let current: { text: string; file: FontFile | undefined } | undefined;
		for (const each of text) {
			const char = this.drawable(each);
			const codePoint = char.codePointAt(0)!;
			const keep =
				current?.file &&
				(INVISIBLE.test(char) ||
					(FOLLOWS.test(char) && openFont(current.file.path).font.hasGlyphForCodePoint(codePoint)));
			const file = keep ? current!.file : this.fileFor(codePoint);
			if (current && current.file === file) current.text += char;
			else runs.push((current = { text: char, file }));
		}
		return runs;
	}

	/**
	 * `char`, or a no-break space for a space no font of the chain has: French puts a narrow
	 * no-break space (U+202F) before `:` `;` `!` `?`, which neither Inter nor Noto draws; the wider
	 * one keeps the line from breaking there and shows no missing-glyph box.
	 */
	private drawable(char: string): string {
		return SPACE.test(char) && !this.fileFor(char.codePointAt(0)!) ? '\u00a0' : char;
	}

	/** The characters of `text` no font of the chain has (controls and joiners aside). */
	missing(text: string): string[] {
		return [
			...new Set(
				[...text].filter((each) => {
					const char = this.drawable(each);
					return !INVISIBLE.test(char) && !this.fileFor(char.codePointAt(0)!) && char !== '\n';
				}),
			),
		];
	}

	/** The files `text` needs, in chain order. */
	filesFor(text: string): FontFile[] {
		const needed = new Set<FontFile>();
		for (const char of new Set(text)) {
			const file = this.fileFor(char.codePointAt(0)!);
			if (file) needed.add(file);
		}
		return this.files.flat().filter((file) => needed.has(file));
	}
}
