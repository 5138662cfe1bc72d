// What init is given, read and checked before it changes anything: JSON files through their
// schema, the owner's logo by its first bytes; and the files it writes, formatted as the project's.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { z } from 'astro/zod';
import { contentProblems } from '../data/content-files.ts';
import { writtenOrNone } from '../settings/written.ts';
import { formatIssues } from '../schemas/messages.ts';
import { firstBytes, typeOfBytes, typeOfName } from '../security/file-type.ts';
import { BUILT_IN_LANGUAGES, builtInLanguage } from '../i18n/built-in/languages.ts';

/** The project's own content folder: its formatting settings are the ones `npm test` checks. */
const PROJECT_CONTENT = resolve(import.meta.dirname, '..', '..', 'content');

/** `text` as Prettier formats the file `name` of the project's content (the same data, re-indented). */
export async function formatted(name: string, text: string): Promise<string> {
	const filepath = join(PROJECT_CONTENT, name);
	return format(text, { ...(await resolveConfig(filepath)), filepath });
}

/** The logo types the header shows. */
const LOGO_TYPES = ['svg', 'png', 'webp'];

/**
 * A JSON file (`read` reads it, throwing a ContentError) through `schema`: its value, or the
 * problems, each `file: field: what; fix`, the file named `shown`.
 */
export function readThrough<T>(
	read: () => unknown,
	shown: string,
	schema: {
		safeParse: (
			value: unknown,
		) => { success: true; data: T } | { success: false; error: z.ZodError };
	},
): { value?: T; raw?: unknown; problems: string[] } {
	let raw: unknown;
	try {
		raw = read();
	} catch (error) {
		return { problems: contentProblems(error) };
	}
	const result = schema.safeParse(raw);
	return result.success
		? { value: result.data, raw, problems: [] }
		: { problems: formatIssues(shown, result.error) };
}

/** The problems with the logo file the owner named; [] when the header can show it. */
export function logoProblems(path: string, shown: string): string[] {
	if (!existsSync(path)) return [`${shown}: file not found; check the path given with --logo`];
	const named = typeOfName(path);
	if (!named || !LOGO_TYPES.includes(named))
		return [`${shown}: not a logo the header can show; give an .svg, .png or .webp file`];
	if (typeOfBytes(firstBytes(path)) !== named)
		return [
			`${shown}: is not the ${named.toUpperCase()} file its name says; save it again as ${named.toUpperCase()}`,
		];
	return [];
}

/**
 * The problem with `tag` as a language init starts a site in: one the template ships no interface
 * texts in would need a complete pages.json of its own first. Undefined when it ships them.
 */
export function unshippedLanguageProblem(tag: string): string | undefined {
	if (builtInLanguage(tag)) return undefined;
	const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
	return `"${tag}": the template has no ${name} interface texts; start with languages it has (${BUILT_IN_LANGUAGES.join(', ')}), then add ${tag} to site.json's "languages" with every text in content/${tag}/pages.json (see docs/owner/languages.md)`;
}

/** The default language of the content folder `dir` (its site.json's first), else English. */
export function defaultLanguageOf(dir: string): string {
	try {
		const { languages } = (writtenOrNone(dir, 'site.json') ?? {}) as {
			languages?: unknown;
		};
		const first = Array.isArray(languages) ? languages[0] : undefined;
		return typeof first === 'string' && builtInLanguage(first) ? first : 'en';
	} catch {
		return 'en';
	}
}
