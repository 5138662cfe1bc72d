// The résumé's sections after `basics` as the pages and the PDF show them: in the standard
// order, dated ones newest first, each entry reduced to its title, its lines and its lists.
import type { Education, Resume } from '../schemas/resume.ts';
import { byNewest, formatDate, periodOf } from './dates.ts';
import { paragraphs } from './person.ts';
import { listOf, phraseOf, separatorOf } from '../i18n/conventions.ts';

/** The résumé's sections after `basics`, in the order of the JSON Resume schema. */
export const SECTION_ORDER = [
	'work',
	'volunteer',
	'education',
	'awards',
	'certificates',
	'publications',
	'skills',
	'languages',
	'interests',
	'references',
	'projects',
] as const;

/** The name of a section, as JSON Resume names it. */
export type SectionKey = (typeof SECTION_ORDER)[number];

/** The headings of the résumé's sections: the owner's texts. */
export type SectionHeadings = Record<SectionKey, string>;

/** One entry of a résumé section. */
export interface ResumeEntry {
	title: string;
	/**
	 * The line under the title on the résumé page and in the PDF: the organisation, school,
	 * issuer or level, then the date, e.g. "Acme, Denton · 2016–2018" (in Japanese "株式会社サンプル、
	 * 東京", an ideographic space, then the date); '' when there is none.
	 */
	meta: string;
	/** The About page's shorter line: the organisation and the period, "Acme, 2016–2018". */
	brief: string;
	/**
	 * What `meta` says, part by part, in its order: the organisation, then the place (or score,
	 * level, roles), then the dates; for outputs that set each part apart (the PDF).
	 */
	line: string[];
	url?: string;
	/** Paragraphs on the organisation (a job's description), before the text. */
	description: string[];
	/** Paragraphs of text: a job's summary, a reference's words. */
	text: string[];
	/** Highlights, courses: one line each. */
	items: string[];
	/** Keywords. */
	keywords: string[];
	/** The keywords on one line, as the entry's language lists them; '' when there are none. */
	keywordLine: string;
}

/** One section: its name, its heading in the page's language and its entries. */
export interface ResumeSection {
	key: SectionKey;
	heading: string;
	entries: ResumeEntry[];
}

/** A degree's name: its type and area, e.g. "Master's Degree, Computer Science", "学士、情報工学". */
export function degreeOf(education: Education, lang: string): string {
	return phraseOf([education.studyType, education.area], lang);
}

/** What an entry is made of, before its lines are worded. */
interface EntryParts {
	title?: string;
	/** Who it was with, when the title does not name them: the company under a position. */
	org?: string;
	/** What else the line under the title says: a job's place, a degree's score, a level. */
	detail?: string;
	/** The period or the date. */
	when?: string;
	url?: string;
	description?: string[];
	text?: string[];
	items?: string[];
	keywords?: string[];
}

/**
 * The entry with its lines worded in `lang`: the résumé's line, and the About page's shorter one.
 * One without its own title is named by who it was with (an award by its awarder).
 */
function entryOf(parts: EntryParts, lang: string): ResumeEntry {
	const { detail, when, url } = parts;
	const title = parts.title || parts.org || '';
	const org = parts.title ? parts.org : undefined;
	const keywords = parts.keywords ?? [];
	return {
		title,
		meta: [phraseOf([org, detail], lang), when].filter(Boolean).join(separatorOf(lang)),
		brief: phraseOf([org, when], lang),
		line: [org, detail, when].filter((part): part is string => Boolean(part)),
		...(url && { url }),
		description: parts.description ?? [],
		text: parts.text ?? [],
		items: parts.items ?? [],
		keywords,
		keywordLine: listOf(keywords, lang),
	};
}

/** Whether an entry shows anything: a title, a line under it, a text or a list. */
const hasContent = (entry: ResumeEntry) =>
	entry.title !== '' ||
	entry.meta !== '' ||
	[entry.description, entry.text, entry.items, entry.keywords].some((list) => list.length > 0);

/**
 * The sections the résumé holds, in the standard order, each entry reduced to what the pages show;
 * entries with nothing to show and sections without an entry are left out, so no heading stands
 * empty. Dates are in `lang`; an entry's parts are joined in the language of its section's words,
 * `wordsLang(key)` (a section a translation leaves to the default language is joined in that one).
 */
export function resumeSections(
	resume: Resume,
	headings: SectionHeadings,
	present: string,
	lang: string,
	wordsLang: (key: SectionKey) => string = () => lang,
): ResumeSection[] {
	const when = (entry: { startDate?: string; endDate?: string }) => periodOf(entry, present, lang);
	const on = (date?: string) => (date ? formatDate(date, lang) : undefined);
	const parts: { [K in SectionKey]: EntryParts[] } = {
		work: byNewest(resume.work).map((job) => ({
			title: job.position ?? job.name,
			org: job.position ? job.name : undefined,
			detail: job.location,
			when: when(job),
			url: job.url,
			description: paragraphs(job.description),
			text: paragraphs(job.summary),
			items: job.highlights,
		})),
		volunteer: byNewest(resume.volunteer).map((entry) => ({
			title: entry.position ?? entry.organization,
			org: entry.position ? entry.organization : undefined,
			when: when(entry),
			url: entry.url,
			text: paragraphs(entry.summary),
			items: entry.highlights,
		})),
		education: byNewest(resume.education).map((entry) => ({
			title: degreeOf(entry, wordsLang('education')) || entry.institution,
			org: degreeOf(entry, wordsLang('education')) ? entry.institution : undefined,
			detail: entry.score,
			when: when(entry),
			url: entry.url,
			items: entry.courses,
		})),
		awards: (resume.awards ?? []).map((award) => ({
			title: award.title,
			org: award.awarder,
			when: on(award.date),
			text: paragraphs(award.summary),
		})),
		certificates: (resume.certificates ?? []).map((certificate) => ({
			title: certificate.name,
			org: certificate.issuer,
			// A period of validity reads as a job's does; it starts at the date given.
			when:
				certificate.startDate || certificate.endDate
					? when({ ...certificate, startDate: certificate.startDate ?? certificate.date })
					: on(certificate.date),
			url: certificate.url,
		})),
		publications: (resume.publications ?? []).map((publication) => ({
			title: publication.name,
			org: publication.publisher,
			when: on(publication.releaseDate),
			url: publication.url,
			text: paragraphs(publication.summary),
		})),
		skills: (resume.skills ?? []).map((skill) => ({
			title: skill.name,
			detail: skill.level,
			keywords: skill.keywords,
		})),
		languages: (resume.languages ?? []).map((language) => ({
			title: language.language,
			detail: language.fluency,
		})),
		interests: (resume.interests ?? []).map((interest) => ({
			title: interest.name,
			keywords: interest.keywords,
		})),
		references: (resume.references ?? []).map((reference) => ({
			title: reference.name,
			text: paragraphs(reference.reference),
		})),
		projects: byNewest(resume.projects).map((project) => ({
			title: project.name,
			org: project.entity,
			detail: listOf(project.roles ?? [], wordsLang('projects')),
			when: when(project),
			url: project.url,
			text: paragraphs(project.description),
			items: project.highlights,
			keywords: project.keywords,
		})),
	};
	return SECTION_ORDER.map((key) => ({
		key,
		heading: headings[key],
		entries: parts[key].map((entry) => entryOf(entry, wordsLang(key))).filter(hasContent),
	})).filter((section) => section.entries.length > 0);
}
