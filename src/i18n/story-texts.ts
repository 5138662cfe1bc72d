// A story (a project, a note) as a page in one language shows it: in a further language, each
// translated field from its translation where that sets one and the translation's text where it has
// one, the default language's otherwise; `t` reads each shown text with its language.
import { textReader, type TextReader } from './texts.ts';

/** The fields of a story file a translation may set. */
interface StoryFile<F extends string> {
	id: string;
	data: Record<F, string>;
	body?: string | undefined;
}

/** A translation of a story file (id `<lang>/<id>`): any of its translated fields, and its text. */
interface StoryTranslation<F extends string> {
	id: string;
	data: Partial<Record<F, string>>;
	body?: string | undefined;
}

/** The story `E` in one language, whose translation `T` may set the fields `F`. */
export type Shown<E, T, F extends string> = E & {
	/** The translation whose text the page renders, when it has one. */
	translation?: T;
	/** Its shown texts (`t('title')`), each with its language. */
	t: TextReader<Record<F, string> & { body: string | undefined }>;
};

/** `entry` with the reader of its shown texts; `untranslated` names those that fall back. */
function withTexts<F extends string, E extends StoryFile<F>, T extends StoryTranslation<F>>(
	entry: E & { translation?: T | undefined },
	fields: readonly F[],
	untranslated: string[],
	defaultLang: string,
): Shown<E, T, F> {
	const texts = Object.fromEntries(fields.map((field) => [field, entry.data[field]]));
	const { body } = entry.translation ?? entry;
	const values = { ...texts, body } as Record<F, string> & { body: string | undefined };
	return { ...entry, t: textReader(values, untranslated, defaultLang) } as Shown<E, T, F>;
}

/**
 * `entries` as shown in a language whose translations are `translations` (none in the default
 * language, `defaultLang`): `fields` are the texts a translation may set.
 */
export function shownStories<
	F extends string,
	E extends StoryFile<F>,
	T extends StoryTranslation<F>,
>(
	entries: E[],
	translations: T[] | undefined,
	fields: readonly F[],
	defaultLang: string,
): Shown<E, T, F>[] {
	if (!translations) return entries.map((entry) => withTexts(entry, fields, [], defaultLang));
	const byId = new Map(
		translations.map((entry) => [entry.id.slice(entry.id.indexOf('/') + 1), entry]),
	);
	return entries.map((entry) => {
		const translation = byId.get(entry.id);
		const set = (field: F) => translation?.data[field];
		const hasBody = (translation?.body ?? '').trim() !== '';
		const data: Record<string, unknown> = { ...entry.data };
		for (const field of fields) data[field] = set(field) ?? entry.data[field];
		return withTexts<F, E, T>(
			{ ...entry, data: data as E['data'], translation: hasBody ? translation : undefined },
			fields,
			[...fields.filter((field) => set(field) === undefined), ...(hasBody ? [] : ['body'])],
			defaultLang,
		);
	});
}
