// The one way the build reads a visitor-facing text: `t('about.heading')` gives its words and,
// when the page's language shows the default language's words there, that language for `lang`.
// Keys are typed from the schemas, so a wrong one fails the type check.
import type { Pages } from '../schemas/pages.ts';
import type { Resume } from '../schemas/resume.ts';
import type { Site, TRANSLATED_SITE_FIELDS } from '../schemas/site.ts';
import { isPluralForms, type PluralForms } from './plural.client.ts';

/**
 * A field holding one value (a text, a number, a list, a counted text's plural forms), not a
 * group of fields.
 */
type Leaf = string | number | boolean | readonly unknown[] | null | undefined | PluralForms;

/** The dotted paths of the one-value fields of `T`: `about.heading`; a list is one field. */
export type TextKey<T> = T extends Leaf
	? never
	: {
			[K in keyof T & string]-?: NonNullable<T[K]> extends Leaf
				? K
				: `${K}.${TextKey<NonNullable<T[K]>>}`;
		}[keyof T & string];

/** The dotted paths of the groups of `T`: `contact`, `contact.form`. */
export type GroupKey<T> = T extends Leaf
	? never
	: {
			[K in keyof T & string]-?: NonNullable<T[K]> extends Leaf
				? never
				: K | `${K}.${GroupKey<NonNullable<T[K]>>}`;
		}[keyof T & string];

/** The value at the dotted path `K` of `T` (undefined where a group on the way may be missing). */
export type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
	? Head extends keyof T
		? TextAt<NonNullable<T[Head]>, Rest> | Extract<T[Head], undefined>
		: never
	: K extends keyof T
		? T[K]
		: never;

/** `T` with every field required, at every depth. */
type Complete<T> = {
	[K in keyof T]-?: NonNullable<T[K]> extends Leaf
		? NonNullable<T[K]>
		: Complete<NonNullable<T[K]>>;
};

/** Every interface text in one language, as the template ships it: none may be left out. */
export type InterfaceTexts = Complete<Omit<Pages, 'lang'>>;

/**
 * A text as a page shows it: its words, and the default language's tag when they are that
 * language's (the page's language has none of its own there), else undefined.
 */
export interface Text<T = string> {
	text: T;
	lang: string | undefined;
}

/** Reads the fields of one file (or one project) in one language. */
export type TextReader<T> = <K extends TextKey<T>>(key: K) => Text<TextAt<T, K>>;

/** The texts of site.json a translation sets. */
export type SiteTexts = Pick<Site, (typeof TRANSLATED_SITE_FIELDS)[number]>;

/**
 * A page's texts in one language: `t('about.heading')` reads content/pages.json, `t.site`
 * and `t.resume` the texts of site.json and the résumé, and `t.langs` gives an island the
 * `lang` of its texts.
 */
export type PageTexts = TextReader<Omit<Pages, 'lang'>> & {
	site: TextReader<SiteTexts>;
	resume: TextReader<Resume>;
	/**
	 * The default language's tag for each text under `group` (`contact.form`) that falls back,
	 * keyed by the rest of its path (`name`): an island's `textLangs`. Undefined when none does,
	 * so the prop can be left out.
	 */
	langs: <K extends GroupKey<Pages>>(
		group: K,
	) => Partial<Record<TextKey<TextAt<Pages, K>>, string>> | undefined;
};

/**
 * The fields of one language's files that show the default language's words, as dotted paths
 * of each file (`home.greeting`); `resume` holds `(file)` when the language has no resume.json.
 */
export interface Fallback {
	pages: string[];
	site: string[];
	resume: string[];
}

/** What a page's texts in one language are read from. */
export interface LanguageTexts {
	copy: Pages;
	site: SiteTexts;
	resume: Resume;
	fallback: Fallback;
}

/**
 * Whether the field at `key` shows the default language's words: `fallback` (dotted paths)
 * lists it or a field under it, or holds `(file)` (the whole file fell back).
 */
export function fallsBack(fallback: readonly string[], key: string): boolean {
	return fallback.some((path) => path === '(file)' || path === key || path.startsWith(`${key}.`));
}

/** The value at a dotted path of `values`. */
export function valueAt(values: unknown, key: string): unknown {
	return key
		.split('.')
		.reduce<unknown>(
			(value, part) => (value as Record<string, unknown> | undefined)?.[part],
			values,
		);
}

/** The dotted paths of the one-value fields under `value`, in its order; plural forms are one. */
export function leafPaths(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null || Array.isArray(value) || isPluralForms(value))
		return [prefix];
	return Object.entries(value).flatMap(([key, field]) =>
		leafPaths(field, prefix ? `${prefix}.${key}` : key),
	);
}

/**
 * A reader of `values` whose fields listed in `fallback` are `defaultLang`'s words (the
 * default language's own texts list none).
 */
export function textReader<T>(
	values: T,
	fallback: readonly string[],
	defaultLang: string,
): TextReader<T> {
	return (key) => ({
		text: valueAt(values, key) as TextAt<T, typeof key>,
		lang: fallsBack(fallback, key) ? defaultLang : undefined,
	});
}

/** The texts of a page in the language of `language`. */
export function pageTexts(language: LanguageTexts, defaultLang: string): PageTexts {
	const { copy, site, resume, fallback } = language;
	const langs = (group: string) => {
		const entries = leafPaths(valueAt(copy, group))
			.filter((path) => fallsBack(fallback.pages, `${group}.${path}`))
			.map((path) => [path, defaultLang]);
		return entries.length > 0 ? Object.fromEntries(entries) : undefined;
	};
	return Object.assign(textReader<Omit<Pages, 'lang'>>(copy, fallback.pages, defaultLang), {
		site: textReader<SiteTexts>(site, fallback.site, defaultLang),
		resume: textReader(resume, fallback.resume, defaultLang),
		langs,
	});
}
