/**
 * What the site reads from the owner's résumé (a validated JSON Resume document): the privacy
 * rules that decide what is published, the owner's identity and profile links, and the order and
 * wording of its entries. Plain functions, so the build, the content script and the tests share
 * them.
 */
import {
	PRIVATE_FIELDS,
	type Education,
	type PrivateField,
	type Resume,
	type ResumeBasics,
	type Work,
} from '../schemas/resume.ts';

/** The résumé as the site publishes it: the private fields the owner did not opt in left out. */
export function publishedResume(resume: Resume, publish: readonly PrivateField[] = []): Resume {
	const shown = new Set(publish);
	const { references, basics, ...rest } = resume;
	const published: Resume = { ...rest };
	if (basics) {
		const { phone, location, ...other } = basics;
		const out: ResumeBasics = { ...other };
		if (phone !== undefined && shown.has('phone')) out.phone = phone;
		if (location) {
			const { address, postalCode, ...place } = location;
			out.location = {
				...place,
				...(address !== undefined && shown.has('address') && { address }),
				...(postalCode !== undefined && shown.has('postalCode') && { postalCode }),
			};
		}
		published.basics = out;
	}
	if (references !== undefined && shown.has('references')) published.references = references;
	return published;
}

/** The private fields the résumé holds and the site leaves out, as `content:check` names them. */
export function withheldFields(resume: Resume, publish: readonly PrivateField[] = []): string[] {
	const present: Record<PrivateField, boolean> = {
		phone: resume.basics?.phone !== undefined,
		address: resume.basics?.location?.address !== undefined,
		postalCode: resume.basics?.location?.postalCode !== undefined,
		references: (resume.references?.length ?? 0) > 0,
	};
	return (Object.keys(PRIVATE_FIELDS) as PrivateField[])
		.filter((name) => present[name] && !publish.includes(name))
		.map((name) => PRIVATE_FIELDS[name]);
}

/** The networks that have their own icon; any other profile gets a generic link icon. */
export const PROFILE_ICONS = [
	'github',
	'linkedin',
	'mastodon',
	'bluesky',
	'x',
	'stackoverflow',
	'devto',
	'youtube',
] as const;

export type ProfileIcon = (typeof PROFILE_ICONS)[number];

/** A network name as written in résumés ("GitHub", "Stack Overflow", "dev.to") reduced to a key. */
function networkKey(network: string): string {
	const key = network.toLowerCase().replace(/[^a-z0-9]/g, '');
	const aliases: Record<string, string> = {
		twitter: 'x',
		dev: 'devto',
		stackexchange: 'stackoverflow',
	};
	return aliases[key] ?? key;
}

/** Profile addresses built from a username, for networks whose address needs nothing else. */
const PROFILE_URLS: Record<string, (username: string) => string> = {
	github: (user) => `https://github.com/${user}`,
	gitlab: (user) => `https://gitlab.com/${user}`,
	codeberg: (user) => `https://codeberg.org/${user}`,
	linkedin: (user) => `https://www.linkedin.com/in/${user}`,
	x: (user) => `https://x.com/${user}`,
	devto: (user) => `https://dev.to/${user}`,
	bluesky: (user) => `https://bsky.app/profile/${user}`,
	youtube: (user) => `https://www.youtube.com/@${user}`,
};

/** The networks that hold code: the first profile on one is the owner's "code profile". */
const CODE_NETWORKS = new Set(['github', 'gitlab', 'codeberg']);

/** One profile link as the site draws it. */
export interface Profile {
	/** The link text: the network's name. */
	label: string;
	url: string;
	/** Which icon to draw; without it, a generic link icon. */
	icon?: ProfileIcon;
	/** True for the first GitHub, GitLab or Codeberg profile: the About text links to it. */
	code?: boolean;
}

/**
 * The owner's profile links in the résumé's order. A profile without a URL gets one built from its
 * username on the networks above, or is left out; one without a network is named by its host.
 */
export function profilesOf(basics: ResumeBasics | undefined): Profile[] {
	let codeFound = false;
	return (basics?.profiles ?? []).flatMap((profile) => {
		const key = networkKey(profile.network ?? '');
		const url =
			profile.url ??
			(profile.username && PROFILE_URLS[key]
				? PROFILE_URLS[key](encodeURIComponent(profile.username))
				: undefined);
		if (!url) return [];
		const label = profile.network ?? new URL(url).hostname.replace(/^www\./, '');
		const icon = (PROFILE_ICONS as readonly string[]).includes(key)
			? (key as ProfileIcon)
			: undefined;
		const code = !codeFound && CODE_NETWORKS.has(key);
		if (code) codeFound = true;
		return [{ label, url, ...(icon && { icon }), ...(code && { code }) }];
	});
}

/** The owner's identity from the résumé's basics, for the pages, the footer and JSON-LD. */
export interface Person {
	name: string;
	jobTitle: string;
	email: string;
	/** Paragraphs of the About text: `basics.summary` split at blank lines. */
	about: string[];
	profiles: Profile[];
}

/** The person of a résumé that has a name, label and e-mail (the content checks make sure). */
export function personOf(resume: Resume): Person {
	const basics = resume.basics;
	return {
		name: basics?.name ?? '',
		jobTitle: basics?.label ?? '',
		email: basics?.email ?? '',
		about: paragraphs(basics?.summary),
		profiles: profilesOf(basics),
	};
}

/** A text's paragraphs, split at blank lines. */
export function paragraphs(value: string | undefined): string[] {
	return (value ?? '')
		.split(/\n\s*\n/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean);
}

/** Dated entries newest first: current ones (no end) first, then by end, then by start. */
export function byNewest<T extends { startDate?: string; endDate?: string }>(
	entries: readonly T[] | undefined,
): T[] {
	const end = (entry: T) => entry.endDate ?? '9999';
	return [...(entries ?? [])].sort(
		(a, b) => end(b).localeCompare(end(a)) || (b.startDate ?? '').localeCompare(a.startDate ?? ''),
	);
}

/** The jobs in the order the pages list them, newest first. */
export function jobsOf(resume: Resume): Work[] {
	return byNewest(resume.work);
}

/** A degree's name: its type and area, e.g. "B.S. Business Information Systems". */
export function degreeOf(education: Education): string {
	return [education.studyType, education.area].filter(Boolean).join(' ');
}

/**
 * A date as pages show it: the year alone, or the month and year in the page's language when the
 * date names a month ("Apr 2016").
 */
export function formatDate(date: string, lang: string): string {
	const [year, month] = date.split('-');
	if (!month) return year!;
	return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
		new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
	);
}

/**
 * The period of an entry: "2016–2018", "2016–Present" without an end (`present` is the owner's
 * word), the one date when start and end read the same, or '' without dates.
 */
export function periodOf(
	entry: { startDate?: string; endDate?: string },
	present: string,
	lang: string,
): string {
	const start = entry.startDate && formatDate(entry.startDate, lang);
	const end = entry.endDate ? formatDate(entry.endDate, lang) : start ? present : undefined;
	if (!start) return end && entry.endDate ? end : '';
	return start === end ? start : `${start}–${end}`;
}

/**
 * The owner as a schema.org `Person` for JSON-LD: name, job title, home page, e-mail, the
 * current employer (a job without an end), the schools, the skills and the profile links.
 * Read from the published résumé, so it holds nothing the pages do not.
 */
export function personJsonLd(resume: Resume, home: string): Record<string, unknown> {
	const person = personOf(resume);
	const current = (resume.work ?? []).filter((job) => job.name && !job.endDate);
	const schools = [
		...new Set((resume.education ?? []).flatMap((entry) => entry.institution ?? [])),
	];
	const skills = (resume.skills ?? []).flatMap((skill) => skill.name ?? []);
	const organization = (name: string, type = 'Organization') => ({ '@type': type, name });
	return {
		'@context': 'https://schema.org',
		'@type': 'Person',
		name: person.name,
		...(person.jobTitle && { jobTitle: person.jobTitle }),
		url: home,
		...(person.email && { email: `mailto:${person.email}` }),
		...(current.length > 0 && { worksFor: current.map((job) => organization(job.name!)) }),
		...(schools.length > 0 && {
			alumniOf: schools.map((name) => organization(name, 'EducationalOrganization')),
		}),
		...(skills.length > 0 && { knowsAbout: skills }),
		sameAs: person.profiles.map((profile) => profile.url),
	};
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

/** The file name a download of the owner's résumé gets: their name in lowercase ASCII words. */
export function pdfFileName(name: string, fallback: string): string {
	const slug = (text: string) =>
		text
			.normalize('NFKD')
			.replace(/[\u0300-\u036f]/g, '')
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '')
			.slice(0, 60);
	return `${slug(name) || slug(fallback) || 'cv'}.pdf`;
}
