// The application files of a content folder for the content check: each read, checked against
// its schema and the résumé (the language is one of the site's, every left-out name is an
// entry's, no placeholder of content:new is left), all of them at once.
import { join } from 'node:path';
import { applicationSchema } from '../schemas/application.ts';
import { formatIssues, quoted } from '../schemas/messages.ts';
import type { Resume } from '../schemas/resume.ts';
import { contentProblems, readMarkdown } from '../data/content-files.ts';
import {
	APPLICATIONS_FOLDER,
	applicationNames,
	entryNames,
	nameKey,
	type CheckedApplication,
} from '../data/application-files.ts';
import { localLinkProblems } from '../security/story-links.ts';
import { holdsLetterOutline, isRolePlaceholder } from './placeholders-left.ts';

/** What a file is checked against beyond its schema. */
export interface ApplicationContext {
	/** The site's languages, the default first. */
	languages?: readonly string[];
	/** The résumé as written: left-out names must name its entries. */
	resume?: Resume;
	/** The titles of the site's projects, which a left-out name may name too. */
	projects?: readonly string[];
}

/** One application file: its problems, or the checked application when none. */
export function checkApplicationFile(
	root: string,
	name: string,
	show: (path: string) => string,
	context: ApplicationContext = {},
): { problems: string[]; application?: CheckedApplication } {
	const file = join(root, APPLICATIONS_FOLDER, `${name}.md`);
	const shown = show(file);
	let parsed;
	try {
		parsed = readMarkdown(file, shown);
	} catch (error) {
		return { problems: contentProblems(error) };
	}
	const result = applicationSchema.safeParse(parsed.data ?? {});
	if (!result.success) return { problems: formatIssues(shown, result.error) };
	const data = result.data;
	const problems: string[] = [];
	const { languages, resume, projects = [] } = context;
	if (data.lang && languages && !languages.includes(data.lang))
		problems.push(
			`${shown}: lang: "${data.lang}" is not one of the site's languages (${languages.join(', ')}); write one of them or remove the line`,
		);
	if (resume) {
		const known = new Set([...entryNames(resume), ...projects].map(nameKey));
		for (const [index, left] of (data.leaveOut ?? []).entries())
			if (!known.has(nameKey(left)))
				problems.push(
					`${shown}: leaveOut[${index}]: ${quoted(left)} names no entry of resume.json and no project; write a company, position, school, project or skill as the résumé writes it`,
				);
	}
	if (isRolePlaceholder(data.role))
		problems.push(`${shown}: role: still the placeholder; write the role as the posting names it`);
	problems.push(...localLinkProblems(shown, parsed.body, false));
	if (holdsLetterOutline(parsed.body))
		problems.push(
			`${shown}: (body): still the outline from content:new; write the cover letter below the frontmatter`,
		);
	return problems.length > 0
		? { problems }
		: { problems, application: { name, data, body: parsed.body } };
}

/**
 * Every application of the content folder `root`, checked: the problems of all of them, and the
 * applications that passed.
 */
export function checkApplicationFolder(
	root: string,
	show: (path: string) => string,
	context: ApplicationContext = {},
): { problems: string[]; applications: CheckedApplication[] } {
	const read = applicationNames(root).map((name) =>
		checkApplicationFile(root, name, show, context),
	);
	return {
		problems: read.flatMap(({ problems }) => problems),
		applications: read.flatMap(({ application }) => (application ? [application] : [])),
	};
}
