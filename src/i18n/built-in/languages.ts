// The languages the template ships its interface texts in, and which of them serves a page
// language: the same tag, else the same language without its region.
import type { InterfaceTexts } from '../texts.ts';
import { english } from './en.ts';
import { spanish } from './es.ts';
import { german } from './de.ts';
import { french } from './fr.ts';
import { brazilianPortuguese } from './pt-br.ts';
import { arabic } from './ar.ts';

const BUILT_IN: Record<string, InterfaceTexts> = {
	en: english,
	es: spanish,
	de: german,
	fr: french,
	'pt-BR': brazilianPortuguese,
	ar: arabic,
};

/** The language tags the template ships every interface text in. */
export const BUILT_IN_LANGUAGES = Object.keys(BUILT_IN);

/**
 * The built-in language that serves `lang`: the same tag (`pt-BR`), else its language when that
 * is one (`de` for `de-CH`); Portuguese only as `pt` or `pt-BR`, whose words differ from Portugal's.
 */
export function builtInLanguage(lang: string): string | undefined {
	const same = BUILT_IN_LANGUAGES.find((tag) => tag.toLowerCase() === lang.toLowerCase());
	if (same) return same;
	const language = lang.split('-')[0]!.toLowerCase();
	if (language === 'pt') return lang.includes('-') ? undefined : 'pt-BR';
	return BUILT_IN_LANGUAGES.find((tag) => tag === language);
}

/** The interface texts the template ships for `lang`, or undefined when it ships none. */
export function builtInTexts(lang: string): InterfaceTexts | undefined {
	const tag = builtInLanguage(lang);
	return tag === undefined ? undefined : BUILT_IN[tag];
}
