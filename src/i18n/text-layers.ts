// Which words a page shows for each interface text: the owner's in the page's language, else the
// template's built-in ones, else (for the owner's own words only) the default language's.
import type { Pages } from '../schemas/pages.ts';
import { leafPaths, valueAt } from './texts.ts';
import { mergeTexts } from './languages.ts';
import { foldOneForms } from './one-forms.ts';
import { builtInTexts, english } from './built-in/languages.ts';

/**
 * The texts that are the owner's own words about their work, not the interface's: a further
 * language that leaves one out shows the default language's, marked with its language.
 */
export const OWNER_WORDS = [
	'projects.description',
	'projects.intro',
	'notes.description',
	'notes.intro',
] as const;

/** Every interface text's key, in the order the texts are listed. */
export const TEXT_KEYS = leafPaths(english);

/** The default language's texts, for the owner's words a further language leaves out. */
export interface DefaultTexts {
	/** Its owner's file as written. */
	own: unknown;
	/** Its texts as its pages show them. */
	texts: Pages;
}

/** One language's texts, layered, before the schema checks them. */
export interface TextLayers {
	/** The owner's file over the layers below it, with the language's tag unless it has one. */
	texts: unknown;
	/** The owner's words this language shows in the default language, as dotted paths. */
	fallback: string[];
	/**
	 * The texts no layer has (a language the template ships no texts in), but for the ones
	 * another check asks for when a site needs them (the language switch's name and the notes')
	 * and the featured projects' heading, for which the Projects page's stands in.
	 */
	missing: string[];
}

/** Sets the value at a dotted path of `values`, making the groups on the way. */
function setAt(values: Record<string, unknown>, key: string, value: unknown): void {
	const parts = key.split('.');
	const last = parts.pop()!;
	let group = values;
	for (const part of parts) group = (group[part] ??= {}) as Record<string, unknown>;
	group[last] = value;
}

/** Whether a site may build without the text at `key` in `texts`, other checks permitting. */
function mayLack(key: string, texts: unknown): boolean {
	return (
		key === 'layout.languages' ||
		key === 'home.featured' ||
		(key.startsWith('notes.') && !valueAt(texts, 'notes'))
	);
}

/**
 * The texts of `lang`: `written` (the owner's pages.json of that language, `{}` when there is none)
 * over the built-in texts of `lang`. For a further language `defaults` are the default
 * language's: an owner's word left out shows the default language's when its owner wrote one
 * (or when `lang` has no built-in texts).
 */
export function layerTexts(written: unknown, lang: string, defaults?: DefaultTexts): TextLayers {
	const builtIn = builtInTexts(lang);
	// An older file's texts for a count of one are read as their counted text's `one` form.
	const own = foldOneForms(written, builtIn);
	const below = structuredClone(builtIn ?? {}) as Record<string, unknown>;
	const fallback: string[] = [];
	for (const key of defaults ? OWNER_WORDS : []) {
		const value = valueAt(defaults!.texts, key);
		if (valueAt(own, key) !== undefined || value === undefined) continue;
		if (builtIn && valueAt(defaults!.own, key) === undefined) continue;
		setAt(below, key, value);
		fallback.push(key);
	}
	const merged = mergeTexts(below, own);
	const texts =
		typeof merged === 'object' && merged !== null && !Array.isArray(merged)
			? { lang, ...merged }
			: merged;
	const missing = TEXT_KEYS.filter(
		(key) => valueAt(texts, key) === undefined && !mayLack(key, texts),
	);
	return { texts, fallback, missing };
}
