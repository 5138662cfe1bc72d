// The site's languages as plain functions: writing direction, own name, Open Graph locale, and how
// a translation's texts merge over the default language's. Imports nothing but the plural forms'
// test, so islands may use it.

import { isPluralForms } from './plural.client.ts';

/** Languages written right to left, by their primary subtag, for engines without text info. */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);

/** `rtl` for a language written right to left (Arabic, Hebrew, Persian, Urdu...), else `ltr`. */
export function directionOf(lang: string): 'ltr' | 'rtl' {
	const locale = new Intl.Locale(lang) as Intl.Locale & {
		getTextInfo?: () => { direction?: string };
		textInfo?: { direction?: string };
	};
	const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction;
	if (direction === 'rtl' || direction === 'ltr') return direction;
	return RTL.has(locale.language) ? 'rtl' : 'ltr';
}

/**
 * The language's name in that language, capitalised as a link starts: "Español", "English";
 * `pt`, whose texts are Portugal's, "Português (Portugal)" beside Brazil's.
 */
export function languageName(lang: string): string {
	const named = lang.toLowerCase() === 'pt' ? 'pt-PT' : lang;
	const name = new Intl.DisplayNames([lang], { type: 'language' }).of(named) ?? lang;
	return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/**
 * The Open Graph locale of a language tag: `en` → `en_US`, `es` → `es_ES`, `ar` → `ar_EG`; `pt`,
 * whose texts are Portugal's, `pt_PT`.
 */
export function ogLocale(lang: string): string {
	if (lang.toLowerCase() === 'pt') return 'pt_PT';
	const { language, region } = new Intl.Locale(lang).maximize();
	return region ? `${language}_${region}` : language;
}

/** Whether `value` is a group of texts: a plain object, not a list nor a text's plural forms. */
function isRecord(value: unknown): value is Record<string, unknown> {
	return (
		typeof value === 'object' && value !== null && !Array.isArray(value) && !isPluralForms(value)
	);
}

/**
 * `over` merged into `base`: objects key by key, anything else (texts, a text's plural forms,
 * numbers, lists) replaced as a whole. Keys only `over` has are kept, so the schema can refuse them by name.
 */
export function mergeTexts(base: unknown, over: unknown): unknown {
	if (!isRecord(base) || !isRecord(over)) return over === undefined ? base : over;
	const merged: Record<string, unknown> = { ...base };
	for (const [key, value] of Object.entries(over)) merged[key] = mergeTexts(base[key], value);
	return merged;
}

/**
 * The fields of `base` that `over` does not set, as dotted paths (`home.greeting`): the texts
 * a page shows in the default language. A list counts as one field.
 */
export function missingTexts(base: unknown, over: unknown, prefix = ''): string[] {
	if (!isRecord(base)) return over === undefined ? [prefix] : [];
	return Object.entries(base).flatMap(([key, value]) =>
		missingTexts(value, isRecord(over) ? over[key] : undefined, prefix ? `${prefix}.${key}` : key),
	);
}

/** The route of a page in a language: `/projects` in the default one, `/es/projects` in Spanish. */
export function localeRoute(route: string, lang: string, defaultLang: string): string {
	if (lang === defaultLang) return route;
	const prefix = `/${localeSegment(lang)}`;
	return route === '/' ? prefix : `${prefix}${route}`;
}

/** A language's path segment, as Astro's i18n routing writes it: lower case (`pt-br`). */
export function localeSegment(lang: string): string {
	return lang.toLowerCase();
}

/**
 * A page's route without its language prefix, and the language: `/es/projects` →
 * `{ lang: 'es', route: '/projects' }`; a path in no other language is the default's.
 */
export function splitRoute(
	route: string,
	languages: readonly string[],
): { lang: string; route: string } {
	const [, first = '', ...rest] = route.split('/');
	const other = languages.slice(1).find((lang) => lang.toLowerCase() === first.toLowerCase());
	if (!other) return { lang: languages[0]!, route };
	return { lang: other, route: rest.length ? `/${rest.join('/')}` : '/' };
}
