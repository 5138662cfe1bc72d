// The résumé tailored for one application: its job title and summary replaced, the entries it
// leaves out gone, the skills that match its tags first, and the site's projects with its tags
// added to the résumé's projects.
import type { Application } from '../schemas/application.ts';
import type { Resume } from '../schemas/resume.ts';
import {
	NAME_FIELDS,
	nameKey as key,
	namesOf,
	type Entry,
	type Section,
} from '../data/application-files.ts';

/** A project of the site, as the résumé's projects section lists it. */
export interface SiteProject {
	title: string;
	desc: string;
	href: string;
	/** Its technology tags. */
	category: string[];
}

/** True when `term` names one of `tags`, case aside. */
const tagged = (tags: ReadonlySet<string>, ...terms: unknown[]) =>
	terms.flat().some((term) => typeof term === 'string' && tags.has(key(term)));

/** The first tag's place in `tags` that the skill's name or keywords match; Infinity for none. */
function rank(tags: string[], skill: Entry): number {
	const terms = [skill.name, ...((skill.keywords as unknown[]) ?? [])]
		.filter((term): term is string => typeof term === 'string')
		.map(key);
	const at = tags.findIndex((tag) => terms.includes(tag));
	return at === -1 ? Infinity : at;
}

/**
 * The résumé for `application`: `resume` is the résumé as the site publishes it (the phone
 * number put back by the caller when the application asks for it), `projects` the site's
 * published projects.
 */
export function tailorResume(
	resume: Resume,
	application: Application,
	projects: readonly SiteProject[] = [],
): Resume {
	const left = new Set((application.leaveOut ?? []).map(key));
	const tagList = (application.tags ?? []).map(key);
	const tags = new Set(tagList);
	const kept = (section: Section) =>
		((resume[section] ?? []) as Entry[]).filter(
			(entry) => !namesOf(section, entry).some((name) => left.has(key(name))),
		);
	const tailored: Record<string, unknown> = { ...resume };
	for (const section of Object.keys(NAME_FIELDS) as Section[])
		if (resume[section]) tailored[section] = kept(section);
	// A stable sort: the matching skills in the order of the tags they match, the rest as written.
	if (resume.skills && tags.size > 0)
		tailored.skills = kept('skills')
			.map((skill, index) => ({ skill, index, rank: rank(tagList, skill) }))
			.sort((a, b) => a.rank - b.rank || a.index - b.index)
			.map(({ skill }) => skill);
	const own = kept('projects');
	const listed = new Set(own.map((project) => key(String(project.name ?? ''))));
	const added = projects
		.filter((project) => tagged(tags, project.category) && !listed.has(key(project.title)))
		.filter((project) => !left.has(key(project.title)))
		.map((project) => ({
			name: project.title,
			description: project.desc,
			url: project.href,
			keywords: project.category,
		}));
	if (own.length + added.length > 0) tailored.projects = [...own, ...added];
	tailored.basics = {
		...resume.basics,
		...(application.label && { label: application.label }),
		...(application.summary && { summary: application.summary }),
	};
	return tailored as Resume;
}
