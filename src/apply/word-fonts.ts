// The font family a Word file names for each kind of script, the résumé PDF's own, and the font
// table that tells a word processor without them which kind of font to put in their place.
import { fontChain } from '../fonts/fallback.ts';
import { fontPackage } from '../fonts/family.ts';
import { fontsource } from '../fonts/fontsource.ts';

/** The families of a Word file, one for each slot of a run's fonts. */
export interface ScriptFonts {
	/** Latin, Greek and Cyrillic letters: the site's family. */
	latin: string;
	/** Chinese, Japanese and Korean characters: the Noto Sans the language prefers. */
	eastAsia: string;
	/** Right-to-left and other complex scripts: the Noto Sans of the document's script. */
	complex: string;
}

/**
 * The complex scripts Word draws in a run's complex-script font, the PDF's family for each and the
 * Windows character set a substitute must have.
 */
const COMPLEX = [
	{ script: 'Arab', letter: /\p{Script=Arabic}/u, pkg: 'noto-sans-arabic', charset: 'B2' },
	{ script: 'Hebr', letter: /\p{Script=Hebrew}/u, pkg: 'noto-sans-hebrew', charset: 'B1' },
	{ script: 'Deva', letter: /\p{Script=Devanagari}/u, pkg: 'noto-sans-devanagari', charset: '00' },
	{ script: 'Thai', letter: /\p{Script=Thai}/u, pkg: 'noto-sans-thai', charset: 'DE' },
];

/** The Han and Hangul families: the character set of their language and the name systems install. */
const EAST_ASIAN: Record<string, { script: string; charset: string; installed: string }> = {
	'Noto Sans JP': { script: 'Jpan', charset: '80', installed: 'Noto Sans CJK JP' },
	'Noto Sans KR': { script: 'Hang', charset: '81', installed: 'Noto Sans CJK KR' },
	'Noto Sans SC': { script: 'Hans', charset: '86', installed: 'Noto Sans CJK SC' },
	'Noto Sans TC': { script: 'Hant', charset: '88', installed: 'Noto Sans CJK TC' },
};

/** Whether `lang` is written in a complex script the Word file marks right to left or shapes. */
export const complexLanguage = (lang: string) =>
	COMPLEX.some((each) => each.script === new Intl.Locale(lang).maximize().script);

/**
 * The families of a Word file in `lang` holding `text`: the site's `family` (Inter when not
 * given) for Latin, the language's preferred Noto Sans for Han, kana and Hangul, and for complex
 * scripts the one of the language's script, else of the first such script in the text.
 */
export function scriptFonts(lang: string, text: string, family?: string): ScriptFonts {
	const script = new Intl.Locale(lang).maximize().script;
	const complex =
		COMPLEX.find((each) => each.script === script) ??
		COMPLEX.map((each) => ({ ...each, at: text.search(each.letter) }))
			.filter((each) => each.at !== -1)
			.sort((a, b) => a.at - b.at)[0] ??
		COMPLEX[0]!;
	const eastAsia = fontChain(lang).find((pkg) => /noto-sans-(jp|kr|sc|tc)$/.test(pkg))!;
	return {
		latin: fontsource(fontPackage(family)).family,
		eastAsia: fontsource(eastAsia).family,
		complex: fontsource(`@fontsource/${complex.pkg}`).family,
	};
}

/**
 * The theme's fonts (Word's "(Body)" and "(Headings)"): the document's, and for each script the
 * PDF's family, in place of Office's (a Mincho for Japanese).
 */
export function themeFonts(fonts: ScriptFonts) {
	const scripts: Record<string, string> = {
		...Object.fromEntries(
			Object.entries(EAST_ASIAN).map(([family, { script }]) => [script, family]),
		),
		...Object.fromEntries(
			COMPLEX.map((each) => [each.script, fontsource(`@fontsource/${each.pkg}`).family]),
		),
	};
	return { latin: fonts.latin, eastAsia: fonts.eastAsia, complexScript: fonts.complex, scripts };
}

const escape = (text: string) =>
	text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/**
 * The font table (word/fontTable.xml): each family as a proportional sans-serif of its character
 * set, so that Word, missing one, puts a sans-serif of that script in its place, not Times; a Han
 * family names the Noto CJK family most systems install as its other name.
 */
export function fontTable(fonts: ScriptFonts): string {
	const complex = COMPLEX.find(
		(each) => fontsource(`@fontsource/${each.pkg}`).family === fonts.complex,
	);
	const entries: { name: string; charset: string; installed?: string }[] = [
		{ name: fonts.latin, charset: '00' },
		{
			name: fonts.eastAsia,
			charset: EAST_ASIAN[fonts.eastAsia]?.charset ?? '00',
			installed: EAST_ASIAN[fonts.eastAsia]?.installed,
		},
		{ name: fonts.complex, charset: complex?.charset ?? '00' },
	];
	const xml = entries.map(
		({ name, charset, installed }) =>
			`<w:font w:name="${escape(name)}">${installed ? `<w:altName w:val="${escape(installed)}"/>` : ''}` +
			`<w:charset w:val="${charset}"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font>`,
	);
	return (
		'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
		'<w:fonts xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
		`${xml.join('')}</w:fonts>`
	);
}
