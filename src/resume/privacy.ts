// The privacy rules of the résumé: which private fields the site publishes (those the owner opted
// in through site.json's `publish`), and which it holds back, as the content check names them.
import {
	PRIVATE_FIELDS,
	type PrivateField,
	type Resume,
	type ResumeBasics,
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
