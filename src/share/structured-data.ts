// The data the pages write into `<script>` elements, built from the owner's content: the
// schema.org JSON-LD of the owner and of a project, and the error page's data for the console.
import type { Pages } from '../schemas/pages.ts';
import type { ProjectFile } from '../schemas/project.ts';
import type { NoteFile } from '../schemas/note.ts';
import type { Resume } from '../schemas/resume.ts';
import { personOf } from '../resume/person.ts';

/**
 * The most entries each list of the owner's JSON-LD holds (every page carries it): the first ones,
 * as the résumé orders them; the résumé page lists them all.
 */
export const JSON_LD_LIST = 20;

/** The first JSON_LD_LIST entries of `list`. */
const capped = <T>(list: T[]) => list.slice(0, JSON_LD_LIST);

/**
 * The owner as a schema.org `Person` for JSON-LD: name, job title, home page, e-mail, the
 * current employer (a job without an end), the schools, the skills and the profile links (each
 * list capped).
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
		...(current.length > 0 && { worksFor: capped(current).map((job) => organization(job.name!)) }),
		...(schools.length > 0 && {
			alumniOf: capped(schools).map((name) => organization(name, 'EducationalOrganization')),
		}),
		...(skills.length > 0 && { knowsAbout: capped(skills) }),
		sameAs: capped(person.profiles).map((profile) => profile.url),
	};
}

/** A project as schema.org SoftwareSourceCode; `image` is the full address of its preview. */
export function projectData(
	data: Omit<ProjectFile, 'img'>,
	site: { name: string },
	home: string,
	image?: string,
) {
	return {
		'@context': 'https://schema.org',
		'@type': 'SoftwareSourceCode',
		name: data.title,
		description: data.desc,
		url: data.href,
		codeRepository: data.github,
		keywords: data.category,
		image,
		// The owner's Person (as on every page) when the owner wrote it, else the named author.
		author:
			data.authorName === site.name
				? { '@type': 'Person', name: site.name, url: home }
				: { '@type': 'Person', name: data.authorName },
	};
}

/**
 * A note as a schema.org BlogPosting: its headline, dates, tags as keywords and the owner as its
 * author; `urls` are full addresses (the owner's home, the note's page, its preview image).
 */
export function noteData(
	{ data }: { data: Pick<NoteFile, 'title' | 'description' | 'published' | 'updated' | 'tags'> },
	site: { name: string },
	urls: { home: string; page: string; image: string },
) {
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		headline: data.title,
		description: data.description,
		datePublished: data.published.toISOString().slice(0, 10),
		dateModified: (data.updated ?? data.published).toISOString().slice(0, 10),
		keywords: data.tags ?? [],
		url: urls.page,
		mainEntityOfPage: urls.page,
		image: urls.image,
		author: { '@type': 'Person', name: site.name, url: urls.home },
	};
}

/**
 * The error page's data: a static host serves the page for any unknown path, so the routing
 * error is a 404. The page shows the owner's status text; the console gets the whole error.
 */
export function routeErrorData(copy: Pick<Pages, 'error'>) {
	return {
		status: 404,
		statusText: copy.error.status,
		message: 'No page matches this address.',
	};
}
