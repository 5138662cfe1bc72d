// The check of a job posting against the tailored résumé: the technologies the posting names that
// the tailored résumé shows, those the full résumé has but this application left out, and those the
// résumé lacks. Terms come only from the résumé's skills, keywords and the projects' tags and a
// fixed vocabulary, so the check never names a skill the posting does not, nor adds one.
import type { Resume } from '../schemas/resume.ts';
import { TECHNOLOGIES, WORD_NAMES } from './vocabulary.ts';

/** What the posting check found, each list in the order of the technologies' first mention. */
export interface PostingReport {
	/** Named by the posting and shown by the tailored résumé. */
	shown: string[];
	/** Named by the posting, in the full résumé, left out of the tailored one. */
	leftOut: string[];
	/** Named by the posting and nowhere in the résumé or the site's projects. */
	missing: string[];
}

/** A name as it is compared: full-width letters as ASCII ("ＡＷＳ"), case aside. */
const key = (name: string) => name.normalize('NFKC').trim().toLocaleLowerCase('en');

/** Each known name's technology: all its names, the usual one first. */
const KNOWN = new Map<string, readonly string[]>();
for (const names of TECHNOLOGIES) for (const name of names) KNOWN.set(key(name), names);

/** Whether `name` is one of the vocabulary's technologies. */
export const isTechnology = (name: string) => KNOWN.has(key(name));

/**
 * The résumé's terms: every keyword of every entry, and each skill's name, except the name of a
 * skill with keywords that is no known technology: a group ("Infrastructure", "Back End").
 */
export function resumeTerms(resume: Resume): string[] {
	const sections = Object.values(resume).filter(Array.isArray) as Record<string, unknown>[][];
	const keywords = sections.flatMap((entries) =>
		entries.flatMap((entry) =>
			Array.isArray(entry.keywords) ? (entry.keywords as unknown[]) : [],
		),
	);
	const skills = (resume.skills ?? [])
		.filter((skill) => !skill.keywords?.length || isTechnology(skill.name ?? ''))
		.map((skill) => skill.name);
	return [...skills, ...keywords].filter(
		(term): term is string => typeof term === 'string' && term.trim().length > 0,
	);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Scripts written with spaces between words: a name in one ends where its letters do. */
const SPACED = [
	'Latin',
	'Greek',
	'Cyrillic',
	'Armenian',
	'Georgian',
	'Arabic',
	'Hebrew',
	'Hangul',
].map((name) => ({ name, letter: new RegExp(`\\p{Script=${name}}`, 'u') }));

/**
 * The letters that would continue a word ending in `char`: its script's (a Latin name touches
 * Japanese or Korean text directly: "Go言語", "React를"), none for a script written without
 * spaces, Latin ones after a mark or a digit ("C#", "S3").
 */
function wordLetters(char: string): string {
	if (!/\p{L}/u.test(char)) return '\\p{Script=Latin}';
	const script = SPACED.find(({ letter }) => letter.test(char));
	return script ? `\\p{Script=${script.name}}` : '';
}

const patterns = new Map<string, RegExp>();

/** The pattern of `name`, made once per process (a pattern's first run costs most). */
function patternOf(name: string): RegExp {
	let pattern = patterns.get(name);
	if (!pattern)
		patterns.set(name, (pattern = new RegExp(patternSource(name), `${flagsOf(name)}g`)));
	return pattern;
}

/**
 * A name of up to three characters is found only as written, and one that is also a word
 * ("Swift", "REST") as written or in capitals; the others in any case.
 */
const flagsOf = (name: string) => (name.length <= 3 || WORD_NAMES.has(name) ? 'u' : 'iu');

/**
 * What finds `name` (NFKC text) as a whole name: not inside a longer word or name ("Java" is not
 * in "JavaScript", "C" not in "C#" or "C++", ".NET" not in "ASP.NET"), but next to a slash, a
 * version, ".js" or a hyphen ("JavaScript/TypeScript", "HTML5", "React.js", "Excel-based"), and
 * an acronym's plural ("LLMs"). A name of one or two letters ("Go", "JS") takes no hyphen or digit
 * ("Go-Live", "CSS-in-JS").
 */
function patternSource(name: string): string {
	const short = /^\p{L}{1,2}$/u.test(name);
	const before = wordLetters(name[0]!);
	const after = wordLetters(name.at(-1)!);
	const forms = WORD_NAMES.has(name) ? [name, name.toUpperCase()] : [name];
	const source = [...new Set(forms)]
		.map((form) => escape(form).replace(/\s+/g, '[\\s-]+'))
		.join('|');
	const plural = /^\p{Lu}{2,}$/u.test(name) ? 's?' : '';
	const digits = short || /\p{N}$/u.test(name) ? '\\p{N}' : '';
	return (
		`(?<![${before}\\p{N}_.#+@${short ? '-' : ''}])(?:${source})${plural}` +
		`(?![${after}${digits}_#+@]|\\.(?!js(?![\\p{L}\\p{N}]))[\\p{L}\\p{N}]` +
		`${short ? '|-\\p{L}' : ''})`
	);
}

/** The pattern finding `term` as a whole name in a text (NFKC), as the check finds it. */
export function termPattern(term: string): RegExp {
	const name = term.normalize('NFKC').trim();
	return new RegExp(patternSource(name), flagsOf(name));
}

/** Every place `name` is named in `text`, as [start, end). */
function mentions(text: string, name: string): [number, number][] {
	return [...text.matchAll(patternOf(name.normalize('NFKC').trim()))].map((match) => [
		match.index,
		match.index + match[0].length,
	]);
}

/** A technology: its names, and the résumé's own word for it when it has one. */
interface Technology {
	names: string[];
	own?: string;
}

/** The technologies of the résumé's `terms` and the vocabulary, each once with all its names. */
function technologies(terms: readonly string[]): Technology[] {
	const byKey = new Map<readonly string[] | string, Technology>();
	const add = (term: string, own: boolean) => {
		const known = KNOWN.get(key(term));
		const id = known ?? key(term);
		let technology = byKey.get(id);
		if (!technology) byKey.set(id, (technology = { names: [...(known ?? [term.trim()])] }));
		if (own) technology.own ??= term.trim();
		if (!technology.names.some((name) => key(name) === key(term)))
			technology.names.push(term.trim());
	};
	for (const term of terms) add(term, true);
	for (const names of TECHNOLOGIES) add(names[0]!, false);
	return [...byKey.values()];
}

/** Whether `text` names `technology` under one of its names. */
const names = (text: string, technology: Technology) =>
	technology.names.some((name) => text.search(patternOf(name.normalize('NFKC').trim())) !== -1);

/**
 * The technologies `posting` names, sorted into what `tailored` (the tailored résumé's text)
 * shows, what `full` (the whole résumé's text, with every project of the site) has and what
 * neither has. Every mention counts, except one inside a longer name the posting writes there
 * ("React" in "React Native"). `terms` are the résumé's own terms; the vocabulary is added.
 */
export function checkPosting(
	posting: string,
	terms: readonly string[],
	tailored: string,
	full: string,
): PostingReport {
	const text = posting.normalize('NFKC');
	const found = technologies(terms).flatMap((technology) =>
		technology.names.flatMap((name) =>
			mentions(text, name).map(([start, end]) => ({ technology, start, end })),
		),
	);
	const inside = (a: (typeof found)[number], b: (typeof found)[number]) =>
		a.technology !== b.technology &&
		b.start <= a.start &&
		a.end <= b.end &&
		b.end - b.start > a.end - a.start;
	const first = new Map<Technology, number>();
	for (const mention of found)
		if (!found.some((other) => inside(mention, other)))
			first.set(
				mention.technology,
				Math.min(first.get(mention.technology) ?? Infinity, mention.start),
			);
	const report: PostingReport = { shown: [], leftOut: [], missing: [] };
	const [shownText, fullText] = [tailored.normalize('NFKC'), full.normalize('NFKC')];
	for (const technology of [...first.keys()].sort((a, b) => first.get(a)! - first.get(b)!)) {
		const label = technology.own ?? technology.names[0]!;
		if (names(shownText, technology)) report.shown.push(label);
		else if (names(fullText, technology)) report.leftOut.push(label);
		else report.missing.push(label);
	}
	return report;
}
