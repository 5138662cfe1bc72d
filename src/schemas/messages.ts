// Error messages for content schemas: each names what was expected, what was found and the fix.
import { z } from 'astro/zod';

/** The most characters of a value a message quotes: a longer value is cut, ending in "…". */
export const QUOTE_LIMIT = 80;

/**
 * `value` as a message quotes it: its JSON, cut at `limit` characters. Only what is shown is
 * written out, so quoting a huge list or text costs no more than quoting a short one.
 */
export function quoted(value: unknown, limit = QUOTE_LIMIT): string {
	let out = '';
	// Each step appends and says whether the quote is full.
	const add = (part: string) => (out += part).length > limit;
	const walk = (item: unknown): boolean => {
		if (Array.isArray(item)) {
			if (add('[')) return true;
			for (const [index, each] of item.entries())
				if ((index > 0 && add(',')) || walk(each)) return true;
			return add(']');
		}
		if (item !== null && typeof item === 'object' && !(item instanceof Date)) {
			if (add('{')) return true;
			let first = true;
			for (const key in item) {
				if ((!first && add(',')) || add(`${JSON.stringify(key.slice(0, limit))}:`)) return true;
				if (walk((item as Record<string, unknown>)[key])) return true;
				first = false;
			}
			return add('}');
		}
		const text = typeof item === 'string' ? item.slice(0, limit + 1) : item;
		return add(JSON.stringify(text) ?? String(item));
	};
	walk(value);
	if (out.length <= limit) return out;
	return `${out.slice(0, limit).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

/** A zod `error` option: "expected <what>, got <value>; <fix>", or "missing; <fix>". */
export const expected =
	(what: string, fix: string) =>
	(issue: { input?: unknown }): string =>
		issue.input === undefined
			? `missing; ${fix}`
			: `expected ${what}, got ${quoted(issue.input)}; ${fix}`;

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

/**
 * The bidirectional controls that set a direction for the text after them: embeddings and
 * overrides (U+202A to U+202E) and isolates (U+2066 to U+2069). Every text of a field is shown
 * joined with others on one line somewhere (a page's title and share tags, a PDF line, a file
 * name), where one left open reorders or reverses what follows. The marks (U+200E, U+200F,
 * U+061C) steer only their neighbours, reverse nothing, and right-to-left writing needs them.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

const BIDI_NAMES: Record<string, string> = {
	'\u202A': 'left-to-right embedding',
	'\u202B': 'right-to-left embedding',
	'\u202C': 'pop directional formatting',
	'\u202D': 'left-to-right override',
	'\u202E': 'right-to-left override',
	'\u2066': 'left-to-right isolate',
	'\u2067': 'right-to-left isolate',
	'\u2068': 'first strong isolate',
	'\u2069': 'pop directional isolate',
};

/** The problem with a text holding a bidirectional control, naming it. */
export function bidiControlMessage(value: string): string {
	const found = BIDI_CONTROL.exec(value)?.[0] ?? '';
	const code = `U+${found.charCodeAt(0).toString(16).toUpperCase()}`;
	return `holds the invisible control ${code} (${BIDI_NAMES[found]}), which turns the text after it around wherever it is shown beside other words (a page's title, a share preview, the PDF); delete it: each page sets the direction of your texts from their language`;
}

/**
 * Whether `address` leads to the writer's own computer, where no visitor can follow it: a `file:`
 * address, a drive path (`C:\cv.pdf`), a network share (`\\server\share`) or a loopback host
 * (`localhost` and its subdomains, 127.0.0.0/8, ::1, 0.0.0.0).
 */
export function isLocalAddress(address: string): boolean {
	const value = address.trim();
	// A one-letter scheme is a drive; a browser reads backslashes as slashes, so a share is a host.
	if (/^[a-z]:/i.test(value) || /^(?:\\[\\/]|\/\\)/.test(value)) return true;
	let url: URL;
	try {
		url = new URL(value, 'https://site.invalid/');
	} catch {
		return false;
	}
	const host = url.hostname.toLowerCase().replace(/\.$/, '');
	return (
		url.protocol === 'file:' ||
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		/^127\.\d+\.\d+\.\d+$/.test(host) ||
		host === '0.0.0.0' ||
		host === '[::1]' ||
		host === '[::]' ||
		/^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
	);
}

/** The problem with an address on the writer's own computer; `fix` says what to write instead. */
export const localAddressMessage = (value: unknown, fix: string) =>
	`${quoted(value)} leads to a file or server on your own computer, which no visitor can open; ${fix}`;

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
				message: `${quoted(value)} is a folder of the site (/${value.toLowerCase()}/), which its pages in that language would share; ${fix}`,
			});
		else if (!isLanguageTag(value))
			context.addIssue({ code: 'custom', message: `is not a language tag; ${fix}` });
	});

/** A full http(s) address on the web (not on the writer's own computer). */
export const url = (fix: string) =>
	z
		.url({ protocol: /^https?$/, error: expected('a URL', fix) })
		.refine((value) => !isLocalAddress(value), {
			error: (issue) => localAddressMessage(issue.input, fix),
		});

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
