// The application files of a content folder (`applications/<name>.md`): where they are, their
// names, and the names of the résumé's entries an application may leave out.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Application } from '../schemas/application.ts';
import type { Resume } from '../schemas/resume.ts';
import { PRIVATE_FOLDER } from './private-files.ts';

/** The folder of the content folder that holds the applications: private, never published. */
export const APPLICATIONS_FOLDER = `${PRIVATE_FOLDER}/applications`;

/** The fields that name an entry of each résumé section, as an owner would write it in `leaveOut`. */
export const NAME_FIELDS = {
	work: ['name', 'position'],
	volunteer: ['organization', 'position'],
	education: ['institution', 'area'],
	awards: ['title'],
	certificates: ['name'],
	publications: ['name'],
	skills: ['name'],
	languages: ['language'],
	interests: ['name'],
	references: ['name'],
	projects: ['name'],
} as const;

export type Section = keyof typeof NAME_FIELDS;
export type Entry = Record<string, unknown>;

/** How two names compare: case, composed forms and outer spaces aside. */
export const nameKey = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('en');

/** The names of an entry of `section`: its company and position, its school... */
export const namesOf = (section: Section, entry: Entry): string[] =>
	NAME_FIELDS[section].flatMap((field) => {
		const value = entry[field];
		return typeof value === 'string' ? [value] : [];
	});

/** Every name the résumé's entries go by: what `leaveOut` may list. */
export function entryNames(resume: Resume): string[] {
	return (Object.keys(NAME_FIELDS) as Section[]).flatMap((section) =>
		((resume[section] ?? []) as Entry[]).flatMap((entry) => namesOf(section, entry)),
	);
}

/** An application file that passed its checks. */
export interface CheckedApplication {
	/** The file name without `.md`: what `npm run apply` is given. */
	name: string;
	data: Application;
	/** The cover letter, in Markdown. */
	body: string;
}

/** The names of the applications in the content folder `root`, sorted. */
export function applicationNames(root: string): string[] {
	const dir = join(root, APPLICATIONS_FOLDER);
	return existsSync(dir)
		? readdirSync(dir)
				.filter((file) => file.endsWith('.md'))
				.map((file) => file.slice(0, -3))
				.sort()
		: [];
}
