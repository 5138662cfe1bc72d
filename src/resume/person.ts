// Who the owner is, from the résumé's basics: name, job title, e-mail, About text, profiles.
import type { Resume } from '../schemas/resume.ts';
import { profilesOf, type Profile } from './profiles.ts';

/** The owner's identity from the résumé's basics, for the pages, the footer and JSON-LD. */
export interface Person {
	name: string;
	jobTitle: string;
	/** The e-mail address, when the résumé has one: it is optional. */
	email?: string;
	/** Paragraphs of the About text: `basics.summary` split at blank lines. */
	about: string[];
	profiles: Profile[];
}

/** The person of a résumé that has a name and label (the content checks make sure). */
export function personOf(resume: Resume): Person {
	const basics = resume.basics;
	return {
		name: basics?.name ?? '',
		jobTitle: basics?.label ?? '',
		...(basics?.email && { email: basics.email }),
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
