/**
 * The résumé's sections after `basics` as the pages and the PDF show them: in the standard
 * order, dated ones newest first, each entry reduced to its title, its lines and its lists.
 */
import type { Education, Resume, Work } from '../schemas/resume.ts';
import { byNewest, formatDate, periodOf } from './dates.ts';
import { paragraphs } from './person.ts';

/** A degree's name: its type and area, e.g. "B.S. Business Information Systems". */
export function degreeOf(education: Education): string {
	return [education.studyType, education.area].filter(Boolean).join(' ');
}

/** The heading and the line under it for a job or a degree, as the About page shows them. */
export interface EntryLines {
	title: string;
	/** "Company, 2016–2018", or whichever of the two there is. */
	meta: string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');

/** A job: its position over the company and period; the company alone when it names no position. */
export function jobLines(job: Work, present: string, lang: string): EntryLines {
	const period = periodOf(job, present, lang);
	return job.position
		? { title: job.position, meta: joined(job.name, period) }
		: { title: job.name ?? '', meta: period };
}

/** A degree: its name over the school and period; the school alone when it names no degree. */
export function educationLines(entry: Education, present: string, lang: string): EntryLines {
	const period = periodOf(entry, present, lang);
	const degree = degreeOf(entry);
	return degree
		? { title: degree, meta: joined(entry.institution, period) }
		: { title: entry.institution ?? '', meta: period };
}

/** The headings of the résumé's sections, the owner's texts (content/pages.json). */
export type SectionHeadings = Record<SectionKey, string>;

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

export type SectionKey = (typeof SECTION_ORDER)[number];

/** One entry of a résumé section as the résumé page and the PDF draw it. */
export interface ResumeEntry {
	title: string;
	/** The organisation, school, issuer or level: "Acme, Denton" or "Native speaker". */
	subtitle?: string;
	/** "2016–2018", "Apr 2016–Present" or one date. */
	when?: string;
	url?: string;
	/** Paragraphs of text: a job's summary, a reference's words. */
	text: string[];
	/** Highlights, courses: one line each. */
	items: string[];
	/** Keywords, shown on one line. */
	keywords: string[];
}

export interface ResumeSection {
	key: SectionKey;
	heading: string;
	entries: ResumeEntry[];
}

/**
 * The sections the résumé holds, in the standard order, each entry reduced to what the pages show;
 * sections with no entry that has a title are left out, so no heading stands empty.
 */
export function resumeSections(
	resume: Resume,
	headings: SectionHeadings,
	present: string,
	lang: string,
): ResumeSection[] {
	const when = (entry: { startDate?: string; endDate?: string }) =>
		periodOf(entry, present, lang) || undefined;
	const on = (date?: string) => (date ? formatDate(date, lang) : undefined);
	const list = (value?: string[]) => value ?? [];
	const text = (...values: (string | undefined)[]) => values.flatMap((value) => paragraphs(value));
	const entries: { [K in SectionKey]: ResumeEntry[] } = {
		work: (resume.work ?? []).map((job) => ({
			title: job.position ?? job.name ?? '',
			subtitle: joined(job.position ? job.name : undefined, job.location) || undefined,
			when: when(job),
			url: job.url,
			text: text(job.description, job.summary),
			items: list(job.highlights),
			keywords: [],
		})),
		volunteer: (resume.volunteer ?? []).map((entry) => ({
			title: entry.position ?? entry.organization ?? '',
			subtitle: entry.position ? entry.organization : undefined,
			when: when(entry),
			url: entry.url,
			text: text(entry.summary),
			items: list(entry.highlights),
			keywords: [],
		})),
		education: (resume.education ?? []).map((entry) => ({
			title: degreeOf(entry) || (entry.institution ?? ''),
			subtitle: joined(degreeOf(entry) ? entry.institution : undefined, entry.score) || undefined,
			when: when(entry),
			url: entry.url,
			text: [],
			items: list(entry.courses),
			keywords: [],
		})),
		awards: (resume.awards ?? []).map((award) => ({
			title: award.title ?? '',
			subtitle: award.awarder,
			when: on(award.date),
			text: text(award.summary),
			items: [],
			keywords: [],
		})),
		certificates: (resume.certificates ?? []).map((certificate) => ({
			title: certificate.name ?? '',
			subtitle: certificate.issuer,
			when: on(certificate.date),
			url: certificate.url,
			text: [],
			items: [],
			keywords: [],
		})),
		publications: (resume.publications ?? []).map((publication) => ({
			title: publication.name ?? '',
			subtitle: publication.publisher,
			when: on(publication.releaseDate),
			url: publication.url,
			text: text(publication.summary),
			items: [],
			keywords: [],
		})),
		skills: (resume.skills ?? []).map((skill) => ({
			title: skill.name ?? '',
			subtitle: skill.level,
			text: [],
			items: [],
			keywords: list(skill.keywords),
		})),
		languages: (resume.languages ?? []).map((language) => ({
			title: language.language ?? '',
			subtitle: language.fluency,
			text: [],
			items: [],
			keywords: [],
		})),
		interests: (resume.interests ?? []).map((interest) => ({
			title: interest.name ?? '',
			text: [],
			items: [],
			keywords: list(interest.keywords),
		})),
		references: (resume.references ?? []).map((reference) => ({
			title: reference.name ?? '',
			text: text(reference.reference),
			items: [],
			keywords: [],
		})),
		projects: (resume.projects ?? []).map((project) => ({
			title: project.name ?? '',
			subtitle: joined(project.entity, ...list(project.roles)) || undefined,
			when: when(project),
			url: project.url,
			text: text(project.description),
			items: list(project.highlights),
			keywords: list(project.keywords),
		})),
	};
	const ordered = (key: SectionKey) =>
		key === 'work' || key === 'volunteer' || key === 'education' || key === 'projects'
			? byNewestEntries(key)
			: entries[key];
	// Dated sections newest first, like the About page.
	function byNewestEntries(key: 'work' | 'volunteer' | 'education' | 'projects') {
		const source = resume[key] ?? [];
		const order = byNewest(source);
		return order.map((entry) => entries[key][source.indexOf(entry as never)]!);
	}
	return SECTION_ORDER.map((key) => ({
		key,
		heading: headings[key],
		entries: ordered(key).filter((entry) => entry.title !== ''),
	})).filter((section) => section.entries.length > 0);
}

/** Where the owner is: city, region and country, as far as the résumé says. */
export function placeOf(resume: Resume): string {
	const location = resume.basics?.location;
	return joined(
		location?.address,
		location?.city,
		location?.postalCode,
		location?.region,
		location?.countryCode,
	);
}
