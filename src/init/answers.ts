// The owner's answers to init, checked as they are typed at a prompt or given as flags: the site's
// address, its languages and the accent colour; and the address the résumé offers as a default.
import { readJson } from '../data/content-files.ts';
import { readWritten } from '../settings/written.ts';
import { languageTag, url as urlField } from '../schemas/messages.ts';
import { HEX_COLOUR } from '../schemas/colour/contrast.ts';
import { withModernNames } from '../schemas/resume-names.ts';
import type { Resume } from '../schemas/resume.ts';
import { unshippedLanguageProblem } from './inputs.ts';

/** The address the résumé at `path` gives (`basics.url`, or its older name `website`), if any. */
export function resumeUrl(path: string): string | undefined {
	try {
		const { document } = withModernNames(readJson(path, path));
		const address = (document as { basics?: { url?: unknown } })?.basics?.url;
		return typeof address === 'string' && address.trim() ? address.trim() : undefined;
	} catch {
		return undefined; // init names what is wrong with the file
	}
}

/** The problem with `value` as the field `schema` checks, or undefined when it is fine. */
const problemOf = (
	schema: {
		safeParse: (value: string) => { success: boolean; error?: { issues: { message: string }[] } };
	},
	value: string,
) => schema.safeParse(value).error?.issues[0]?.message;

const URL_FIELD = urlField('write the address the site is served at, e.g. https://jane.dev');
const LANGUAGE = languageTag('write a language tag, e.g. "en", "es" or "pt-BR"');

/** The problem with `value` as the site's address, or undefined when it is one. */
export const urlProblem = (value: string) => problemOf(URL_FIELD, value);

/** The first problem with a list of languages to start the site in, or undefined. */
export const languagesProblem = (list: string[]) =>
	list.length === 0
		? 'name at least one language'
		: list.map((tag) => problemOf(LANGUAGE, tag) ?? unshippedLanguageProblem(tag)).find(Boolean);

/** The problem with `accent` (lower case) as the accent colour, or undefined when it is #rrggbb. */
export const accentProblem = (accent: string) =>
	HEX_COLOUR.test(accent) && accent.length === 7
		? undefined
		: 'write a colour as #rrggbb, e.g. #2f6fdb';

/** A list as the owner types it, by commas or spaces: "en, de" or "en de". */
export const splitList = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/** The user name of the résumé's GitHub profile (its `username`, else its address's), if any. */
export function githubUserOf(resume: Resume): string | undefined {
	const profile = resume.basics?.profiles?.find(
		({ network, url }) =>
			/^github$/i.test(network ?? '') || /^https?:\/\/(?:www\.)?github\.com\//i.test(url ?? ''),
	);
	const fromUrl = profile?.url && URL.canParse(profile.url) ? new URL(profile.url).pathname : '';
	const name = profile?.username?.trim() || fromUrl.split('/')[1];
	return name && /^[a-z\d](?:[a-z\d-]{0,38})$/i.test(name) ? name : undefined;
}

/** The GitHub user name of the résumé of the content folder `dir`, if it names one. */
export function resumeGithubUser(dir: string): string | undefined {
	try {
		return githubUserOf(withModernNames(readWritten(dir, 'resume.json')).document as Resume);
	} catch {
		return undefined;
	}
}
