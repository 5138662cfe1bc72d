/**
 * Field by field, whether a résumé parser's reading has what the JSON Resume says: the name,
 * e-mail, phone, each job's company, title and start year, each school, and the skills.
 */
import type { Resume } from '../../src/schemas/resume.ts';
import type { ParsedResume } from './open-resume.ts';

/** One field: what the résumé says, what the parser read, and whether they agree. */
export interface AtsCheck {
	field: string;
	expected: string;
	read: string;
	found: boolean;
}

const same = (a = '', b = '') => a.trim().toLowerCase() === b.trim().toLowerCase();
const digits = (text = '') => text.replace(/\D/g, '');

/** The checks of `parsed` against `resume`. */
export function atsChecks(resume: Resume, parsed: ParsedResume): AtsCheck[] {
	const { basics = {} } = resume;
	const { profile } = parsed;
	const checks: AtsCheck[] = [
		{
			field: 'name',
			expected: basics.name ?? '',
			read: profile.name,
			found: same(basics.name, profile.name),
		},
		{
			field: 'e-mail',
			expected: basics.email ?? '',
			read: profile.email,
			found: same(basics.email, profile.email),
		},
	];
	if (basics.phone)
		checks.push({
			field: 'phone',
			expected: basics.phone,
			read: profile.phone,
			found: digits(profile.phone) !== '' && digits(basics.phone).endsWith(digits(profile.phone)),
		});
	const jobs = parsed.workExperiences;
	for (const [index, job] of (resume.work ?? []).entries()) {
		// The parser's entry for the job: by its company, else the one in the same place.
		const match = jobs.find((each) => same(each.company, job.name)) ?? jobs[index];
		checks.push({
			field: 'company',
			expected: job.name ?? '',
			read: jobs.map((each) => each.company).join(' | '),
			found: same(match?.company, job.name),
		});
		checks.push({
			field: 'title',
			expected: job.position ?? '',
			read: jobs.map((each) => each.jobTitle).join(' | '),
			found: jobs.some((each) => same(each.jobTitle, job.position)),
		});
		const year = job.startDate?.slice(0, 4) ?? '';
		checks.push({
			field: 'dates',
			expected: `${job.startDate ?? ''}–${job.endDate ?? ''}`,
			read: match?.date ?? '',
			found: Boolean(match?.date.includes(year)),
		});
	}
	for (const school of resume.education ?? [])
		checks.push({
			field: 'school',
			expected: school.institution ?? '',
			read: parsed.educations.map((each) => each.school).join(' | '),
			found: parsed.educations.some((each) => same(each.school, school.institution)),
		});
	const skills = (resume.skills ?? []).flatMap((skill) => [
		...(skill.keywords?.length ? skill.keywords : [skill.name ?? '']),
	]);
	const read = [
		...parsed.skills.featuredSkills.map((each) => each.skill),
		...parsed.skills.descriptions,
	].join(' ');
	const back = skills.filter((skill) => read.toLowerCase().includes(skill.toLowerCase()));
	if (skills.length > 0)
		checks.push({
			field: 'skills',
			expected: `${skills.length}`,
			read: `${back.length}`,
			found: back.length >= 0.8 * skills.length,
		});
	return checks;
}
