// Reading the owner's settings files through their schemas, and the interface texts of a
// language: its pages.json over the built-in texts; the languages site.json lists against it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { pagesSchema, type Pages } from '../schemas/pages.ts';
import { formatIssues } from '../schemas/messages.ts';
import { contentProblems, readJson } from '../data/content-files.ts';
import { mergeTexts } from '../i18n/languages.ts';
import { layerTexts, type DefaultTexts } from '../i18n/text-layers.ts';
import { english } from '../i18n/built-in/languages.ts';
import { valueAt } from '../i18n/texts.ts';

/**
 * Reads JSON files of `dir` through a schema: the value, or undefined with the file's problems
 * added to `problems`. `show` names a file (relative to `dir`) as messages show it.
 */
export function jsonReader(dir: string, show: (file: string) => string, problems: string[]) {
	return function read<T extends z.ZodType>(
		name: string,
		schema: T,
		merge?: (raw: unknown) => unknown,
	): z.infer<T> | undefined {
		const shown = show(name);
		try {
			const raw = readJson(join(dir, name), shown);
			const result = schema.safeParse(merge ? merge(raw) : raw);
			if (result.success) return result.data;
			problems.push(...formatIssues(shown, result.error));
		} catch (error) {
			problems.push(...contentProblems(error));
		}
		return undefined;
	};
}

/** The owner's pages.json at `path` as written; `{}` when there is none. Throws a ContentError. */
function readOwnTexts(path: string, shown: string): unknown {
	return existsSync(path) ? readJson(path, shown) : {};
}

/**
 * The texts of `lang` as its pages show them: `own` (its owner's pages.json, named `shown` in
 * messages) layered over the template's built-in texts and, for a further language, `defaults`.
 * Undefined with the problems added to `problems` when a text is missing or wrong.
 */
export function layeredPageTexts(
	own: unknown,
	lang: string,
	shown: string,
	problems: string[],
	defaults?: DefaultTexts,
): { copy: Pages; fallback: string[] } | undefined {
	const { texts, fallback, missing } = layerTexts(own, lang, defaults);
	const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
	const noFile = typeof own === 'object' && own !== null && Object.keys(own).length === 0;
	if (missing.length > 0 && noFile)
		problems.push(
			`${shown}: (file): missing; the template has no ${language} texts: write every text in ${language} (the keys of the English texts, see docs/owner/page-texts.md)`,
		);
	else
		problems.push(
			...missing.map(
				(key) =>
					`${shown}: ${key}: missing; write the ${language} text (in English: ${JSON.stringify(valueAt(english, key))})`,
			),
		);
	// The English words stand in for the missing ones, so the schema names only other problems.
	const result = pagesSchema.safeParse(missing.length > 0 ? mergeTexts(english, texts) : texts);
	if (!result.success) problems.push(...formatIssues(shown, result.error));
	return result.success && missing.length === 0 ? { copy: result.data, fallback } : undefined;
}

/**
 * The default language's texts in `dir`: its pages.json (`show` names it) over the built-in
 * texts of its language, which is `lang`'s (site.json's first) or the file's own `lang`, else
 * English. Undefined with the problems added to `problems`.
 */
export function readDefaultTexts(
	dir: string,
	show: (file: string) => string,
	problems: string[],
	lang: string | undefined,
): { copy: Pages; own: unknown } | undefined {
	let own: unknown;
	try {
		own = readOwnTexts(join(dir, 'pages.json'), show('pages.json'));
	} catch (error) {
		problems.push(...contentProblems(error));
		return undefined;
	}
	const declared = (own as { lang?: unknown } | null)?.lang;
	const tag = typeof declared === 'string' ? declared : (lang ?? 'en');
	const read = layeredPageTexts(own, tag, show('pages.json'), problems);
	return read && { copy: read.copy, own };
}

/**
 * The problem with the languages a site.json lists and the language pages.json is written in:
 * the first language is the default, so pages.json must be written in it.
 */
export function languagesProblem(
	languages: readonly string[] | undefined,
	copy: Pages,
	pagesFile: string,
	siteFile: string,
): string | undefined {
	if (!languages) return undefined;
	if (languages.length > 1 && copy.layout.languages === undefined)
		return `${pagesFile}: layout.languages: missing; ${siteFile} lists several languages: write the name screen readers give the links to the other languages, e.g. "Languages"`;
	if (languages[0] === copy.lang) return undefined;
	return `${pagesFile}: lang: is "${copy.lang}", but ${siteFile} lists "${languages[0]}" first, as the default language; write "lang": "${languages[0]}", or put "${copy.lang}" first in "languages"`;
}
