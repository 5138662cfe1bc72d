// The check of a job posting against the tailored résumé: the terms the posting names that the
// tailored résumé shows, those the full résumé has but this application left out, and those the
// résumé lacks. Terms come only from the résumé's skills, keywords and the projects' tags and a
// fixed vocabulary, so the check never names a skill the posting does not, nor adds one.
import type { Resume } from '../schemas/resume.ts';
import { VOCABULARY } from './vocabulary.ts';

/** What the posting check found, each list in the order of the terms' first mention. */
export interface PostingReport {
	/** Named by the posting and shown by the tailored résumé. */
	shown: string[];
	/** Named by the posting, in the full résumé, left out of the tailored one. */
	leftOut: string[];
	/** Named by the posting and nowhere in the résumé or the site's projects. */
	missing: string[];
}

/** The skills' names and keywords and every entry's keywords of a résumé. */
export function resumeTerms(resume: Resume): string[] {
	const sections = Object.values(resume).filter(Array.isArray) as Record<string, unknown>[][];
	const keywords = sections.flatMap((entries) =>
		entries.flatMap((entry) =>
			Array.isArray(entry.keywords) ? (entry.keywords as unknown[]) : [],
		),
	);
	const skills = (resume.skills ?? []).map((skill) => skill.name);
	return [...skills, ...keywords].filter(
		(term): term is string => typeof term === 'string' && term.trim().length > 0,
	);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A pattern finding `term` as a whole word: not inside a longer word or name ("Java" is not in
 * "JavaScript", "C" not in "C#"). A term of up to three characters ("Go", "R", "SQL") must be
 * written as the list writes it, since in other letters it is often a plain word; longer terms
 * match in any case.
 */
export function termPattern(term: string): RegExp {
	const word = term.trim();
	return new RegExp(
		`(?<![\\p{L}\\p{N}_.#+/-])${escape(word)}(?![\\p{L}\\p{N}_#+]|[./-][\\p{L}\\p{N}])`,
		word.length <= 3 ? 'u' : 'iu',
	);
}

/** The first place `term` is named in `text`; -1 when it is not. */
const placeIn = (text: string, term: string) => text.search(termPattern(term));

/**
 * The terms of `posting`, sorted into what `tailored` (the tailored résumé's text) shows, what
 * `full` (the whole résumé's text, with every project of the site) has and what neither has.
 * `terms` are the résumé's own terms; the vocabulary is added.
 */
export function checkPosting(
	posting: string,
	terms: readonly string[],
	tailored: string,
	full: string,
): PostingReport {
	const seen = new Map<string, { term: string; at: number }>();
	for (const term of [...terms, ...VOCABULARY]) {
		const key = term.trim().toLocaleLowerCase('en');
		if (seen.has(key)) continue;
		const at = placeIn(posting, term);
		if (at !== -1) seen.set(key, { term: term.trim(), at });
	}
	// A term inside a longer one the posting names ("React" in "React Native") is the longer one's.
	const named = [...seen.values()]
		.filter(
			({ term, at }) =>
				![...seen.values()].some(
					(other) =>
						other.term.length > term.length && at >= other.at && at < other.at + other.term.length,
				),
		)
		.sort((a, b) => a.at - b.at)
		.map(({ term }) => term);
	const report: PostingReport = { shown: [], leftOut: [], missing: [] };
	for (const term of named) {
		if (placeIn(tailored, term) !== -1) report.shown.push(term);
		else if (placeIn(full, term) !== -1) report.leftOut.push(term);
		else report.missing.push(term);
	}
	return report;
}
