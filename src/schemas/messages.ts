// Error messages for content schemas: each names what was expected, what was found and the fix.
import { z } from 'astro/zod';

/** A zod `error` option: "expected <what>, got <value>; <fix>", or "missing; <fix>". */
export const expected =
	(what: string, fix: string) =>
	(issue: { input?: unknown }): string =>
		issue.input === undefined
			? `missing; ${fix}`
			: `expected ${what}, got ${JSON.stringify(issue.input)}; ${fix}`;

/**
 * A zod `error` option for an object schema: "expected <what>, got ...; <fix>" when the value is
 * not an object, and unknown keys named in the message (Astro's build error shows no field for
 * them). Other issues keep their own messages.
 */
export const objectError =
	(what: string, fix: string) =>
	(issue: { code?: string; input?: unknown; keys?: string[] }): string | undefined => {
		if (issue.code === 'invalid_type') return expected(what, fix)(issue);
		if (issue.code === 'unrecognized_keys') {
			const keys = (issue.keys ?? []).map((key) => JSON.stringify(key)).join(', ');
			return `unknown field ${keys}; remove it or fix its spelling`;
		}
		return undefined;
	};

/** A control character (any but tab and line breaks): no page shows one, and no feed may hold one. */
export const CONTROL_CHARACTER = /[\p{Cc}]/u;

/** Tab and line breaks: the control characters a text may hold. */
const ALLOWED_CONTROL = /[\t\n\r]/g;

/** True when `value` holds a control character other than tab and line breaks. */
export const hasControlCharacter = (value: string) =>
	CONTROL_CHARACTER.test(value.replace(ALLOWED_CONTROL, ''));

/** The problem with a text holding a control character, naming it. */
export function controlCharacterMessage(value: string): string {
	const found = CONTROL_CHARACTER.exec(value.replace(ALLOWED_CONTROL, ''))?.[0] ?? '';
	const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
	return `holds the control character ${code}, which no page shows and which breaks the feeds; delete it (an editor may show it as a box, or not at all)`;
}

/** A required, non-empty line of text, without control characters. */
export const text = (fix: string) =>
	z
		.string({ error: expected('text', fix) })
		.trim()
		.min(1, `is empty; ${fix}`)
		.refine((value) => !hasControlCharacter(value), {
			error: (issue) => controlCharacterMessage(String(issue.input)),
		});

/** The longest tag, in characters: a tag names a technology or a topic, and it names files. */
export const TAG_LIMIT = 100;

/** A tag of a project or a note: a short text. */
export const tag = () =>
	text('remove the empty tag').max(TAG_LIMIT, {
		error: (issue) =>
			`is ${String(issue.input).length} characters long, more than the ${TAG_LIMIT} a tag can hold; name the technology or topic in a few words`,
	});

/** True for a BCP 47 language tag the build's `Intl.Locale` reads: `en`, `en-GB`, `zh-Hant`. */
export function isLanguageTag(value: string): boolean {
	if (!/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/.test(value)) return false;
	try {
		return Intl.getCanonicalLocales(value).length === 1 && Boolean(new Intl.Locale(value).language);
	} catch {
		return false;
	}
}

/**
 * The folders at the top of the built site a language's pages (`/<lang>/...`) must not share:
 * the pages' own, the share images' and the scripts'.
 */
export const RESERVED_PATHS = ['og', '_astro', 'projects', 'about', 'contact', 'resume', '404'];

/** A BCP 47 language tag, as the build reads it: `en`, `en-GB`, `de-CH`. */
export const languageTag = (fix: string) =>
	z.string({ error: expected('a language tag', fix) }).superRefine((value, context) => {
		if (RESERVED_PATHS.includes(value.toLowerCase()))
			context.addIssue({
				code: 'custom',
				message: `"${value}" is a folder of the site (/${value.toLowerCase()}/), which its pages in that language would share; ${fix}`,
			});
		else if (!isLanguageTag(value))
			context.addIssue({ code: 'custom', message: `is not a language tag; ${fix}` });
	});

/** A full http(s) address. */
export const url = (fix: string) => z.url({ protocol: /^https?$/, error: expected('a URL', fix) });

/** A field path as an author reads it: `category[0]`, `logo.src`, `[2].id`. */
export function formatPath(path: readonly PropertyKey[]): string {
	return path
		.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
		.join('')
		.replace(/^\./, '');
}

/**
 * Formats a zod error as one line per problem: `<file>: <field>: <message>`. `prefix` locates
 * the validated value inside the file, e.g. `[2]` for the third entry of a JSON list.
 */
export function formatIssues(
	file: string,
	error: z.ZodError,
	prefix: readonly PropertyKey[] = [],
): string[] {
	return error.issues.flatMap((issue) => {
		const path = [...prefix, ...issue.path];
		if (issue.code === 'unrecognized_keys') {
			return issue.keys.map(
				(key) =>
					`${file}: ${formatPath([...path, key])}: unknown field; remove it or fix its spelling`,
			);
		}
		return [`${file}: ${formatPath(path) || '(file)'}: ${issue.message}`];
	});
}
